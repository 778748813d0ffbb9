import { check, MAX_INT } from '../../action/common/checks';
import { type Problem } from '../../action/common/problems';
import { ACKS, HEADER_CHARSETS, type KafkaConfig } from '../../catalogue/kafka';

/* Catalogue §4 EXTERNAL "kafka" (server: nodes/external/kafka/TbKafkaNode.ts, kafkaOptions.ts). */
export * from '../../catalogue/kafka';

const CHARSET_SPELLINGS: readonly string[] = [...HEADER_CHARSETS, 'UTF8', 'ASCII', 'LATIN1'];

/** `host:port` pairs separated by commas, each port 1 to 65535. */
export function isBootstrapServers(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const servers = text.split(',').map((server) => server.trim());
  return servers.length > 0 && servers.every((server) => {
    const match = /^([^\s:]+|\[[0-9a-f:.]+\]):(\d{1,5})$/i.exec(server);
    return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 65535;
  });
}

export function validateKafka(config: KafkaConfig): Problem[] {
  return check(config, (c) => {
    c.required('topicPattern', 'rulenode.topic-pattern');
    if (c.required('bootstrapServers', 'rulenode.bootstrap-servers') && !isBootstrapServers(config.bootstrapServers)) {
      c.fail('bootstrapServers', 'host-port-list', 'rulenode.bootstrap-servers');
    }
    c.wholeNumber('retries', 'rulenode.retries', 0);
    c.wholeNumber('batchSize', 'rulenode.batch-size', 0);
    c.wholeNumber('linger', 'rulenode.linger', 0);
    c.wholeNumber('bufferMemory', 'rulenode.buffer-memory', 0, MAX_INT);
    c.oneOf('acks', ACKS, 'rulenode.acks');
    c.required('keySerializer', 'rulenode.key-serializer');
    c.required('valueSerializer', 'rulenode.value-serializer');
    c.stringMap('otherProperties', 'rulenode.other-properties');
    c.flag('addMetadataKeyValuesAsKafkaHeaders', 'rulenode.add-metadata-key-values-as-kafka-headers');
    // Missing reads as UTF-8; the engine also knows a few other spellings.
    const charset = config.kafkaHeadersCharset;
    if (charset !== null && charset !== undefined && !CHARSET_SPELLINGS.includes(String(charset).trim().toUpperCase())) {
      c.fail('kafkaHeadersCharset', 'one-of', 'rulenode.charset-encoding');
    }
  });
}
