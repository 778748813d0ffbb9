/* Catalogue §4 EXTERNAL "kafka" (server: nodes/external/kafka/TbKafkaNode.ts, kafkaOptions.ts). */

export const KAFKA = 'org.thingsboard.rule.engine.kafka.TbKafkaNode';

export const STRING_SERIALIZER = 'org.apache.kafka.common.serialization.StringSerializer';
export const ACKS = ['all', '-1', '0', '1'] as const;
/** Charsets the engine can write headers in. */
export const HEADER_CHARSETS = ['UTF-8', 'US-ASCII', 'ISO-8859-1', 'UTF-16LE'] as const;

export interface KafkaConfig {
  [key: string]: unknown;
  topicPattern: string;
  bootstrapServers: string;
  retries: number;
  batchSize: number;
  linger: number;
  bufferMemory: number;
  acks: string;
  keySerializer: string;
  valueSerializer: string;
  otherProperties: Record<string, string>;
  addMetadataKeyValuesAsKafkaHeaders: boolean;
  kafkaHeadersCharset: string;
}

export const KAFKA_DEFAULTS: KafkaConfig = {
  topicPattern: 'my-topic',
  bootstrapServers: 'localhost:9092',
  retries: 0,
  batchSize: 16384,
  linger: 0,
  bufferMemory: 33554432,
  acks: '-1',
  keySerializer: STRING_SERIALIZER,
  valueSerializer: STRING_SERIALIZER,
  otherProperties: {},
  addMetadataKeyValuesAsKafkaHeaders: false,
  kafkaHeadersCharset: 'UTF-8',
};
