import { connect, type ChannelModel, type ConfirmChannel } from 'amqplib';
import { defineRuleNode, FAILURE, RuleNodeConfigError, SUCCESS, tb } from '../../../node/RuleNodeDefinition';
import { processPattern } from '../../../template';
import { tellExternalFailure, withTimeout } from '../tellExternalFailure';
import { publishOptions } from './messageProperties';
import { RABBITMQ_DEFAULTS, type RabbitMqConfig } from '../../../../../rule-node-ui/catalogue/rabbitmq';

/** The configuration and its defaults: one copy with the console's editor. */
export type { RabbitMqConfig } from '../../../../../rule-node-ui/catalogue/rabbitmq';

/**
 * One connection and confirm channel per node, opened on the first message and opened
 * again by the next message after either closed; so a broker that is down fails
 * messages rather than the chain, and comes back without a restart (automatic recovery
 * in effect, whatever automaticRecoveryEnabled says).
 */
class RabbitLink {
  private channel: Promise<ConfirmChannel> | undefined;
  private connection: ChannelModel | undefined;

  constructor(
    private readonly config: RabbitMqConfig,
    private readonly onBrokerError: (reason: string) => void,
  ) {}

  open(): Promise<ConfirmChannel> {
    if (this.channel) return this.channel;
    const opening = this.connect().then(
      (channel) => {
        // A channel the broker closed (unknown exchange, ...) is replaced on the next message.
        channel.on('close', () => this.channel === opening && (this.channel = undefined));
        return channel;
      },
      (error: unknown) => {
        if (this.channel === opening) this.channel = undefined;
        throw error;
      },
    );
    this.channel = opening;
    return opening;
  }

  private async connect(): Promise<ConfirmChannel> {
    const { config } = this;
    if (!this.connection) {
      const connecting = connect(
        { protocol: 'amqp', hostname: config.host, port: config.port, vhost: config.virtualHost, username: config.username, password: config.password },
        { timeout: config.connectionTimeout, clientProperties: { ...config.clientProperties } },
      );
      const connection = await withTimeout(connecting, config.connectionTimeout + config.handshakeTimeout, `Timeout connecting to RabbitMQ at ${config.host}:${config.port}`);
      connection.on('error', (error: Error) => this.onBrokerError(error.message));
      connection.on('close', () => {
        if (this.connection !== connection) return;
        this.connection = undefined;
        this.channel = undefined;
      });
      this.connection = connection;
    }
    const channel = await this.connection.createConfirmChannel();
    channel.on('error', (error: Error) => this.onBrokerError(error.message));
    return channel;
  }

  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    this.channel = undefined;
    await connection?.close().catch(() => undefined);
  }
}

function publish(channel: ConfirmChannel, exchange: string, routingKey: string, data: string, options: ReturnType<typeof publishOptions>): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.publish(exchange, routingKey, Buffer.from(data, 'utf8'), options, (error: unknown) => (error ? reject(error) : resolve()));
  });
}

/** Catalogue §4 EXTERNAL "rabbitmq": publishes the data to an exchange with a routing key; Success once the broker confirmed. */
export const TbRabbitMqNode = defineRuleNode<RabbitMqConfig>({
  clazz: tb('rabbitmq.TbRabbitMqNode'),
  type: 'EXTERNAL',
  name: 'rabbitmq',
  description: 'Publish messages to the RabbitMQ',
  details: 'Will publish message payload to RabbitMQ queue.',
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: RABBITMQ_DEFAULTS,
  configDirective: 'tbActionNodeRabbitMqConfig',
  init(ctx, config) {
    if (typeof config.host !== 'string' || config.host.trim() === '') throw new RuleNodeConfigError('host should be specified!');
    const port = Number(config.port);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new RuleNodeConfigError(`Invalid port: ${String(config.port)}`);
    for (const name of ['connectionTimeout', 'handshakeTimeout'] as const) {
      if (!(Number(config[name]) > 0)) throw new RuleNodeConfigError(`${name} should be a positive number!`);
    }
    const options = publishOptions(config.messageProperties);
    const link = new RabbitLink(
      { ...config, port, connectionTimeout: Number(config.connectionTimeout), handshakeTimeout: Number(config.handshakeTimeout), clientProperties: config.clientProperties ?? {} },
      (reason) => ctx.services.log.debug({ ruleNodeId: ctx.self.id, reason }, 'rabbitmq node: broker error'),
    );
    return {
      async onMsg(ctx, msg) {
        try {
          const exchange = config.exchangeNamePattern ? processPattern(config.exchangeNamePattern, msg) : '';
          const routingKey = config.routingKeyPattern ? processPattern(config.routingKeyPattern, msg) : '';
          await publish(await link.open(), exchange, routingKey, msg.data, options);
          ctx.tellSuccess(msg);
        } catch (error) {
          tellExternalFailure(ctx, msg, error);
        }
      },
      destroy() {
        return link.close();
      },
    };
  },
});
