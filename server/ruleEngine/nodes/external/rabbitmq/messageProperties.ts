import type { Options } from 'amqplib';
import { RuleNodeConfigError } from '../../../node/RuleNodeDefinition';

/*
 * The presets of the Java client's com.rabbitmq.client.MessageProperties that the
 * RabbitMQ node offers by name; null or "" publishes without properties.
 */

const OCTET_STREAM = 'application/octet-stream';
const TEXT_PLAIN = 'text/plain';

const PRESETS: Record<string, Options.Publish> = {
  BASIC: { contentType: OCTET_STREAM, deliveryMode: 1, priority: 0 },
  TEXT_PLAIN: { contentType: TEXT_PLAIN, deliveryMode: 1, priority: 0 },
  MINIMAL_BASIC: {},
  MINIMAL_PERSISTENT_BASIC: { deliveryMode: 2 },
  PERSISTENT_BASIC: { contentType: OCTET_STREAM, deliveryMode: 2, priority: 0 },
  PERSISTENT_TEXT_PLAIN: { contentType: TEXT_PLAIN, deliveryMode: 2, priority: 0 },
};

export const MESSAGE_PROPERTIES = Object.keys(PRESETS);

export function publishOptions(name: string | null | undefined): Options.Publish {
  if (name === null || name === undefined || name === '') return {};
  const preset = PRESETS[name];
  if (!preset) throw new RuleNodeConfigError(`Message Properties: '${name}' is undefined!`);
  return { ...preset };
}
