import { hostname } from 'node:os';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { defineRuleNode, errorText, FAILURE, RuleNodeConfigError, SUCCESS, tb } from '../../../node/RuleNodeDefinition';
import { processPattern } from '../../../template';
import { parseCredentials, tlsMaterial, type ClientCredentials } from '../clientCredentials';
import { tellExternalFailure, withTimeout } from '../tellExternalFailure';
import { MQTT_DEFAULTS, type MqttConfig } from '../../../../../rule-node-ui/catalogue/mqtt';

/** The configuration and its defaults: one copy with the console's editor. */
export type { MqttConfig } from '../../../../../rule-node-ui/catalogue/mqtt';

/** After the first connection, a lost one is retried this often (ThingsBoard's client reconnects too). */
const RECONNECT_PERIOD_MS = 5000;

function clientOptions(config: MqttConfig, credentials: ClientCredentials, clientId: string | undefined): IClientOptions {
  const options: IClientOptions = {
    protocol: config.ssl ? 'mqtts' : 'mqtt',
    host: config.host!,
    port: config.port,
    protocolVersion: 4,
    clean: config.cleanSession,
    connectTimeout: config.connectTimeoutSec * 1000,
    reconnectPeriod: 0,
  };
  if (clientId) options.clientId = clientId;
  if (credentials.type === 'basic') {
    options.username = credentials.username;
    options.password = credentials.password;
  }
  if (config.ssl) Object.assign(options, tlsMaterial(credentials), { rejectUnauthorized: true });
  return options;
}

/** Connects once; rejects with the broker's or the socket's reason. */
function connect(options: IClientOptions, where: string, timeoutMs: number): Promise<MqttClient> {
  const client = mqtt.connect(options);
  const connected = new Promise<MqttClient>((resolve, reject) => {
    let lastError: Error | undefined;
    const onError = (error: Error) => (lastError = error);
    const onClose = () => reject(lastError ?? new Error('connection closed'));
    client.on('error', onError);
    client.once('close', onClose);
    client.once('connect', () => {
      client.off('close', onClose);
      resolve(client);
    });
  });
  return withTimeout(connected, timeoutMs, 'connect timed out').catch((error: unknown) => {
    client.end(true);
    throw new Error(`Failed to connect to MQTT broker at ${where}: ${errorText(error)}`);
  });
}

/** Catalogue §4 EXTERNAL "mqtt": publishes the message data with QoS 1 to a topic of an outside broker. */
export const TbMqttNode = defineRuleNode<MqttConfig>({
  clazz: tb('mqtt.TbMqttNode'),
  type: 'EXTERNAL',
  name: 'mqtt',
  description: 'Publish messages to the MQTT broker',
  details: 'Will publish message payload to the MQTT broker with QoS <b>AT_LEAST_ONCE</b>.',
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: MQTT_DEFAULTS,
  configDirective: 'tbActionNodeMqttConfig',
  icon: 'call_split',
  async init(ctx, config) {
    if (typeof config.topicPattern !== 'string' || config.topicPattern.trim() === '') throw new RuleNodeConfigError('topicPattern should be specified!');
    if (typeof config.host !== 'string' || config.host.trim() === '') throw new RuleNodeConfigError('host should be specified!');
    const port = Number(config.port);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new RuleNodeConfigError(`Invalid port: ${String(config.port)}`);
    const connectTimeoutSec = Number(config.connectTimeoutSec);
    if (!(connectTimeoutSec > 0)) throw new RuleNodeConfigError('connectTimeoutSec should be a positive number!');
    const credentials = parseCredentials(config.credentials);
    const clientId = config.clientId ? (config.appendClientIdSuffix ? `${config.clientId}_${hostname()}` : config.clientId) : undefined;
    const where = `${config.host}:${port}`;
    const timeoutMs = connectTimeoutSec * 1000;

    // As in ThingsBoard, a broker that cannot be reached fails init: the chain shows why.
    const client = await connect(clientOptions({ ...config, port, connectTimeoutSec }, credentials, clientId), where, timeoutMs);
    client.options.reconnectPeriod = RECONNECT_PERIOD_MS;
    client.on('error', (error) => ctx.services.log.debug({ ruleNodeId: ctx.self.id, reason: error.message }, 'mqtt node: connection error'));

    return {
      async onMsg(ctx, msg) {
        // A publish while disconnected would wait in the client's queue for the next connection and hold the message.
        if (!client.connected) {
          tellExternalFailure(ctx, msg, `MQTT client is not connected to ${where}`);
          return;
        }
        try {
          const topic = processPattern(config.topicPattern, msg);
          await withTimeout(client.publishAsync(topic, msg.data, { qos: 1 }), timeoutMs, `Timeout waiting for PUBACK from ${where}`);
          ctx.tellSuccess(msg);
        } catch (error) {
          tellExternalFailure(ctx, msg, error);
        }
      },
      async destroy() {
        await client.endAsync(true);
      },
    };
  },
});
