import { hostname } from 'node:os';
import { Kafka, logLevel, Partitioners, type Producer } from 'kafkajs';
import { defineRuleNode, FAILURE, RuleNodeConfigError, SUCCESS, tb } from '../../../node/RuleNodeDefinition';
import { processPattern } from '../../../template';
import { tellExternalFailure, withMetadata } from '../tellExternalFailure';
import { clientSettings, headersEncoding, parseAcks, parseBrokers } from './kafkaOptions';
import { KAFKA_DEFAULTS, type KafkaConfig } from '../../../../../rule-node-ui/catalogue/kafka';

/** The configuration and its defaults: one copy with the console's editor. */
export type { KafkaConfig } from '../../../../../rule-node-ui/catalogue/kafka';

/** Prefix of the record headers that carry metadata (ThingsBoard's TB_MSG_MD_PREFIX). */
const HEADER_PREFIX = 'tb_msg_md_';

/** Catalogue §4 EXTERNAL "kafka": sends the data as a record; the broker's offset, partition and topic go into metadata. */
export const TbKafkaNode = defineRuleNode<KafkaConfig>({
  clazz: tb('kafka.TbKafkaNode'),
  type: 'EXTERNAL',
  name: 'kafka',
  description: 'Publish messages to Kafka server',
  details:
    'Will send record via Kafka producer to Kafka server. Outbound message will contain response fields (<code>offset</code>, <code>partition</code>, <code>topic</code>) from the Kafka in the Message Metadata. For example <b>partition</b> field can be accessed with <code>metadata.partition</code>.',
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: KAFKA_DEFAULTS,
  configDirective: 'tbActionNodeKafkaConfig',
  init(ctx, config) {
    if (typeof config.topicPattern !== 'string' || config.topicPattern.trim() === '') throw new RuleNodeConfigError('topicPattern should be specified!');
    const retries = Number(config.retries ?? 0);
    if (!Number.isInteger(retries) || retries < 0) throw new RuleNodeConfigError('retries should be a non-negative integer!');
    const acks = parseAcks(config.acks);
    const encoding = headersEncoding(config.kafkaHeadersCharset);
    const log = ctx.services.log;
    const kafka = new Kafka({
      clientId: `producer-tb-kafka-node-${ctx.self.id}-${hostname()}`,
      brokers: parseBrokers(config.bootstrapServers),
      retry: { retries },
      ...clientSettings(config.otherProperties),
      logLevel: logLevel.WARN,
      logCreator: () => (entry) => log.debug({ ruleNodeId: ctx.self.id, kafka: entry.log.message }, 'kafka node'),
    });
    const producer: Producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner, retry: { retries } });
    // Connected on the first message, so a broker that is down fails messages, not the chain; a failed attempt is retried by the next one.
    let connected: Promise<void> | undefined;
    const connect = () => {
      connected ??= producer.connect().catch((error: unknown) => {
        connected = undefined;
        throw error;
      });
      return connected;
    };

    return {
      async onMsg(ctx, msg) {
        try {
          await connect();
          const topic = processPattern(config.topicPattern, msg);
          const headers = config.addMetadataKeyValuesAsKafkaHeaders
            ? Object.fromEntries(Object.entries(msg.metadata).map(([key, value]) => [HEADER_PREFIX + key, Buffer.from(value, encoding)]))
            : undefined;
          const [record] = await producer.send({ topic, acks, messages: [{ value: msg.data, headers }] });
          ctx.tellSuccess(withMetadata(msg, { offset: String(record?.baseOffset ?? record?.offset ?? ''), partition: String(record?.partition ?? ''), topic: record?.topicName ?? topic }));
        } catch (error) {
          tellExternalFailure(ctx, msg, error);
        }
      },
      async destroy() {
        if (connected) await producer.disconnect().catch(() => undefined);
      },
    };
  },
});
