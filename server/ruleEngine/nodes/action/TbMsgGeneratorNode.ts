import { isUuid, type EntityId, type EntityType } from '../../../store/ids';
import type { TbMsg } from '../../msg/TbMsg';
import { defineRuleNode, FAILURE, RuleNodeConfigError, SUCCESS, tb } from '../../node/RuleNodeDefinition';
import { GENERATE_ARG_NAMES } from '../../script/ScriptEngine';
import { generateResult } from '../../script/scriptResults';
import { intSetting, requiredString, stringSetting } from './configChecks';

export interface GeneratorConfig {
  /** 0: unlimited. */
  msgCount: number;
  periodInSeconds: number;
  originatorId: string | null;
  originatorType: EntityType | null;
  jsScript: string;
}

export const DEFAULT_GENERATOR_SCRIPT =
  'var msg = { temp: 42, humidity: 77 };\nvar metadata = { data: 40 };\nvar msgType = "POST_TELEMETRY_REQUEST";\n\nreturn { msg: msg, metadata: metadata, msgType: msgType };';

const ORIGINATOR_TYPES: readonly EntityType[] = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'TENANT', 'USER', 'DASHBOARD', 'EDGE', 'RULE_NODE'];

/** The type of the message failed when a script run fails (ThingsBoard fails its tick message). */
export const GENERATOR_TICK_TYPE = 'TbMsgGeneratorNodeMsg';

function originatorOf(config: GeneratorConfig, selfId: string): EntityId {
  const id = stringSetting(config.originatorId, 'originatorId');
  if (id === '') return { entityType: 'RULE_NODE', id: selfId };
  if (!isUuid(id)) throw new RuleNodeConfigError("'originatorId' should be a UUID");
  if (!ORIGINATOR_TYPES.includes(config.originatorType as EntityType)) throw new RuleNodeConfigError(`'originatorType' should be one of ${ORIGINATOR_TYPES.join(', ')}`);
  return { entityType: config.originatorType as EntityType, id: id.toLowerCase() };
}

/**
 * Catalogue §4 ACTION "generator" (no input): every period the generate script makes the
 * next message from the previous one (first call: `{}`, `{}`, ""); it leaves on Success
 * as a new message until `msgCount` messages were made. A script error fails a tick
 * message instead and counts as one.
 */
export const TbMsgGeneratorNode = defineRuleNode<GeneratorConfig>({
  clazz: tb('debug.TbMsgGeneratorNode'),
  type: 'ACTION',
  name: 'generator',
  description: 'Periodically generates messages',
  details: 'Generates messages with configurable period. Javascript function used for message generation.',
  relationTypes: [SUCCESS, FAILURE],
  inEnabled: false,
  defaultConfiguration: { msgCount: 0, periodInSeconds: 1, originatorId: null, originatorType: null, jsScript: DEFAULT_GENERATOR_SCRIPT },
  configDirective: 'tbActionNodeGeneratorConfig',
  icon: 'repeat',
  async init(ctx, config) {
    const msgCount = intSetting(config.msgCount, 'msgCount');
    const periodMs = intSetting(config.periodInSeconds, 'periodInSeconds', 1) * 1000;
    const originator = originatorOf(config, ctx.self.id);
    const script = await ctx.createScript('generate', requiredString(config.jsScript, 'jsScript', 'jsScript should be specified!'), GENERATE_ARG_NAMES);
    let made = 0;
    let busy = false;
    let stopped = false;
    let prev: Pick<TbMsg, 'data' | 'metadata' | 'type'> = { data: '{}', metadata: {}, type: '' };
    const timer = ctx.every(periodMs, async () => {
      if (busy || stopped) return;
      if (msgCount > 0 && made >= msgCount) return timer.dispose();
      busy = true;
      try {
        const result = generateResult(await script.invoke(prev.data, prev.metadata, prev.type));
        if (stopped) return;
        const next = ctx.newMsg({ type: result.msgType ?? '', originator, data: result.data ?? '{}', metadata: result.metadata ?? {} });
        prev = next;
        made++;
        ctx.tellSuccess(next);
      } catch (error) {
        if (stopped) return;
        made++;
        ctx.tellFailure(ctx.newMsg({ type: GENERATOR_TICK_TYPE, originator: { entityType: 'RULE_NODE', id: ctx.self.id }, data: '' }), error);
      } finally {
        busy = false;
      }
    });
    return {
      onMsg(ctx, msg) {
        // No input connections: anything that still arrives is consumed.
        ctx.ack(msg);
      },
      destroy() {
        stopped = true;
        timer.dispose();
        script.destroy();
      },
    };
  },
});
