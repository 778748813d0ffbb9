import { describe, expect, it } from 'vitest';
import { type Problem } from '../../../../rule-node-ui/action/common/problems';
import { isBootstrapServers, KAFKA_DEFAULTS, validateKafka } from '../../../../rule-node-ui/external/nodes/kafka';

const found = (problems: Problem[]) => problems.map((p) => `${p.field}: ${p.key}`);

describe('kafka', () => {
  it('needs a topic and host:port bootstrap servers', () => {
    expect(validateKafka(KAFKA_DEFAULTS)).toEqual([]);
    expect(found(validateKafka({ ...KAFKA_DEFAULTS, topicPattern: '', bootstrapServers: 'localhost' }))).toEqual([
      'topicPattern: rulenode.error.required',
      'bootstrapServers: rulenode.error.host-port-list',
    ]);
    expect(isBootstrapServers('kafka-1:9092, kafka-2:9093')).toBe(true);
    expect(isBootstrapServers('[::1]:9092')).toBe(true);
    expect(isBootstrapServers('kafka:0')).toBe(false);
    expect(isBootstrapServers('kafka:9092,')).toBe(false);
  });

  it('needs non-negative producer settings, known acks and both serializers', () => {
    expect(found(validateKafka({ ...KAFKA_DEFAULTS, retries: -1, batchSize: -1, linger: -1, bufferMemory: -1, acks: '2', keySerializer: '', valueSerializer: ' ' }))).toEqual([
      'retries: rulenode.error.whole-number-min',
      'batchSize: rulenode.error.whole-number-min',
      'linger: rulenode.error.whole-number-min',
      'bufferMemory: rulenode.error.whole-number-min',
      'acks: rulenode.error.one-of',
      'keySerializer: rulenode.error.required',
      'valueSerializer: rulenode.error.required',
    ]);
    expect(validateKafka({ ...KAFKA_DEFAULTS, acks: 'all' })).toEqual([]);
  });

  it('needs filled-in other properties and a charset the engine writes headers in', () => {
    expect(found(validateKafka({ ...KAFKA_DEFAULTS, otherProperties: { 'ssl.truststore.location': '' } }))).toEqual(['otherProperties: rulenode.error.map-blank']);
    expect(validateKafka({ ...KAFKA_DEFAULTS, addMetadataKeyValuesAsKafkaHeaders: true, kafkaHeadersCharset: 'ISO-8859-1' })).toEqual([]);
    expect(validateKafka({ ...KAFKA_DEFAULTS, kafkaHeadersCharset: 'utf8' })).toEqual([]);
    expect(found(validateKafka({ ...KAFKA_DEFAULTS, kafkaHeadersCharset: 'UTF-32' }))).toEqual(['kafkaHeadersCharset: rulenode.error.one-of']);
  });
});
