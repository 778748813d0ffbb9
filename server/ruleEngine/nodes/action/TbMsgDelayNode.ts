import type { TbMsg } from '../../msg/TbMsg';
import { defineRuleNode, FAILURE, RuleNodeConfigError, SUCCESS, tb, type Stoppable } from '../../node/RuleNodeDefinition';
import { processPattern } from '../../template';
import { boolSetting, intSetting, stringSetting } from './configChecks';

export interface DelayConfig {
  periodInSeconds: number;
  maxPendingMsgs: number;
  periodInSecondsPattern: string | null;
  useMetadataPeriodInSecondsPatterns: boolean;
}

/** The self-message type that ends a delay (catalogue §2 internal types). */
export const DELAY_TICK_TYPE = 'TbMsgDelayNodeMsg';

/** A delayed message, by the id of the tick that releases it. */
interface Pending {
  msg: TbMsg;
  timer: Stoppable;
}

/**
 * Catalogue §4 ACTION "delay (deprecated)": the input is acknowledged and kept in
 * memory; after the period a copy (new id, as ThingsBoard makes) leaves on Success.
 * More than `maxPendingMsgs` waiting: Failure. Pending messages are lost when the chain
 * stops, which is why ThingsBoard deprecated the node.
 */
export const TbMsgDelayNode = defineRuleNode<DelayConfig>({
  clazz: tb('delay.TbMsgDelayNode'),
  type: 'ACTION',
  name: 'delay (deprecated)',
  description: 'Delays incoming message (deprecated)',
  details:
    'Delays messages for configurable period. Please note, this node acknowledges the message from the current queue (message will be removed from queue). Deprecated because the acknowledged message still stays in memory (to be delayed) and this does not guarantee that message will be processed even if the "retry failures and timeouts" processing strategy will be chosen.',
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: { periodInSeconds: 60, maxPendingMsgs: 1000, periodInSecondsPattern: null, useMetadataPeriodInSecondsPatterns: false },
  configDirective: 'tbActionNodeMsgDelayConfig',
  icon: 'pause',
  init(_ctx, config) {
    const maxPending = intSetting(config.maxPendingMsgs, 'maxPendingMsgs', 1);
    const usePattern = boolSetting(config.useMetadataPeriodInSecondsPatterns, 'useMetadataPeriodInSecondsPatterns', false);
    const pattern = stringSetting(config.periodInSecondsPattern, 'periodInSecondsPattern');
    if (usePattern && pattern.trim() === '') throw new RuleNodeConfigError('Period in seconds pattern should be specified!');
    const fixedPeriod = usePattern ? 0 : intSetting(config.periodInSeconds, 'periodInSeconds');
    const pending = new Map<string, Pending>();

    const delayMs = (msg: TbMsg): number => {
      if (!usePattern) return fixedPeriod * 1000;
      const text = processPattern(pattern, msg).trim();
      if (!/^\d+$/.test(text)) throw new Error(`Can't parse period in seconds from metadata using pattern: ${pattern}`);
      return Number(text) * 1000;
    };

    return {
      onMsg(ctx, msg) {
        // Only this node's own ticks end a delay; a message merely named like one is an input.
        const waiting = msg.type === DELAY_TICK_TYPE ? pending.get(msg.id) : undefined;
        if (waiting) {
          pending.delete(msg.id);
          const { type, originator, customerId, metadata, data, dataType, queueName } = waiting.msg;
          ctx.tellSuccess(ctx.newMsg({ type, originator, customerId, metadata: { ...metadata }, data, dataType, queueName }));
          return;
        }
        if (pending.size >= maxPending) return ctx.tellFailure(msg, 'Max limit of pending messages reached!');
        let delay: number;
        try {
          delay = delayMs(msg);
        } catch (error) {
          return ctx.tellFailure(msg, error);
        }
        const tick = ctx.newMsg({ type: DELAY_TICK_TYPE, originator: { entityType: 'RULE_NODE', id: ctx.self.id }, customerId: msg.customerId, data: msg.id });
        pending.set(tick.id, { msg, timer: ctx.tellSelf(tick, delay) });
        ctx.ack(msg);
      },
      destroy() {
        for (const waiting of pending.values()) waiting.timer.dispose();
        pending.clear();
      },
    };
  },
});
