import type { KafkaConfig as ClientConfig, SASLOptions } from 'kafkajs';
import { RuleNodeConfigError } from '../../../node/RuleNodeDefinition';

/*
 * ThingsBoard configures a Java KafkaProducer with producer properties; this maps them
 * onto kafkajs. batchSize, linger, bufferMemory and the (String) serializers have no
 * kafkajs counterpart: every message is sent as its own request, as a string. Of
 * `otherProperties`, the timeouts, client id and SSL/SASL settings are understood;
 * the rest is ignored.
 */

const CHARSETS: Record<string, BufferEncoding> = {
  'UTF-8': 'utf8',
  UTF8: 'utf8',
  'US-ASCII': 'ascii',
  ASCII: 'ascii',
  'ISO-8859-1': 'latin1',
  LATIN1: 'latin1',
  'UTF-16LE': 'utf16le',
};

/** Kafka's acks: "all" and "-1" wait for every in-sync replica, "1" for the leader, "0" for nobody. */
export function parseAcks(value: unknown): -1 | 0 | 1 {
  const text = String(value ?? '-1').trim().toLowerCase();
  if (text === 'all' || text === '-1') return -1;
  if (text === '0') return 0;
  if (text === '1') return 1;
  throw new RuleNodeConfigError(`Invalid acks: ${String(value)} (expected all, -1, 0 or 1)`);
}

export function headersEncoding(charset: unknown): BufferEncoding {
  const encoding = CHARSETS[String(charset ?? 'UTF-8').trim().toUpperCase()];
  if (!encoding) throw new RuleNodeConfigError(`Unsupported kafkaHeadersCharset: ${String(charset)}`);
  return encoding;
}

export function parseBrokers(bootstrapServers: unknown): string[] {
  const brokers = String(bootstrapServers ?? '')
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);
  if (brokers.length === 0) throw new RuleNodeConfigError('bootstrapServers should be specified!');
  return brokers;
}

function positiveInt(properties: Record<string, string>, name: string): number | undefined {
  const raw = properties[name];
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new RuleNodeConfigError(`Invalid ${name}: ${raw}`);
  return value;
}

function sasl(properties: Record<string, string>): SASLOptions {
  const mechanism = (properties['sasl.mechanism'] ?? 'PLAIN').toUpperCase();
  const jaas = properties['sasl.jaas.config'] ?? '';
  const username = /username\s*=\s*"([^"]*)"/.exec(jaas)?.[1] ?? '';
  const password = /password\s*=\s*"([^"]*)"/.exec(jaas)?.[1] ?? '';
  if (mechanism === 'PLAIN') return { mechanism: 'plain', username, password };
  if (mechanism === 'SCRAM-SHA-256') return { mechanism: 'scram-sha-256', username, password };
  if (mechanism === 'SCRAM-SHA-512') return { mechanism: 'scram-sha-512', username, password };
  throw new RuleNodeConfigError(`Unsupported sasl.mechanism: ${mechanism}`);
}

/** The kafkajs client settings that `otherProperties` can change. */
export function clientSettings(otherProperties: unknown): Pick<ClientConfig, 'clientId' | 'connectionTimeout' | 'requestTimeout' | 'ssl' | 'sasl'> {
  if (otherProperties !== null && otherProperties !== undefined && (typeof otherProperties !== 'object' || Array.isArray(otherProperties))) {
    throw new RuleNodeConfigError('otherProperties should be an object!');
  }
  const properties = Object.fromEntries(Object.entries((otherProperties ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
  const settings: ReturnType<typeof clientSettings> = {};
  const connectionTimeout = positiveInt(properties, 'socket.connection.setup.timeout.ms');
  const requestTimeout = positiveInt(properties, 'request.timeout.ms');
  if (connectionTimeout) settings.connectionTimeout = connectionTimeout;
  if (requestTimeout) settings.requestTimeout = requestTimeout;
  if (properties['client.id']) settings.clientId = properties['client.id'];
  const protocol = (properties['security.protocol'] ?? 'PLAINTEXT').toUpperCase();
  if (!['PLAINTEXT', 'SSL', 'SASL_SSL', 'SASL_PLAINTEXT'].includes(protocol)) throw new RuleNodeConfigError(`Unsupported security.protocol: ${protocol}`);
  if (protocol === 'SSL' || protocol === 'SASL_SSL') settings.ssl = true;
  if (protocol.startsWith('SASL_')) settings.sasl = sasl(properties);
  return settings;
}
