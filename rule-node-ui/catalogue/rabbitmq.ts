/* Catalogue §4 EXTERNAL "rabbitmq" (server: nodes/external/rabbitmq/TbRabbitMqNode.ts, messageProperties.ts). */

export const RABBITMQ = 'org.thingsboard.rule.engine.rabbitmq.TbRabbitMqNode';

/** Presets of the Java client's MessageProperties; null publishes without properties. */
export const MESSAGE_PROPERTIES = ['BASIC', 'TEXT_PLAIN', 'MINIMAL_BASIC', 'MINIMAL_PERSISTENT_BASIC', 'PERSISTENT_BASIC', 'PERSISTENT_TEXT_PLAIN'] as const;

export interface RabbitMqConfig {
  [key: string]: unknown;
  exchangeNamePattern: string;
  routingKeyPattern: string;
  messageProperties: string | null;
  host: string;
  port: number;
  virtualHost: string;
  username: string;
  password: string;
  automaticRecoveryEnabled: boolean;
  /** Milliseconds. */
  connectionTimeout: number;
  /** Milliseconds. */
  handshakeTimeout: number;
  clientProperties: Record<string, string>;
}

export const RABBITMQ_DEFAULTS: RabbitMqConfig = {
  exchangeNamePattern: '',
  routingKeyPattern: '',
  messageProperties: null,
  host: 'localhost',
  port: 5672,
  virtualHost: '/',
  username: 'guest',
  password: 'guest',
  automaticRecoveryEnabled: false,
  connectionTimeout: 60000,
  handshakeTimeout: 10000,
  clientProperties: {},
};
