import { isCleared } from '../../../store/AlarmStore';
import { defineRuleNode, FAILURE, FALSE, RuleNodeConfigError, tb } from '../../node/RuleNodeDefinition';
import { processPattern } from '../../template';
import { CLEAR_ALARM_DEFAULTS, type ClearAlarmConfig } from '../../../../rule-node-ui/catalogue/alarms';
import { alarmWriterOf, buildAlarmDetails, enqueueAlarmAction, toAlarmMsg } from './alarmNodeMessages';

export type { ClearAlarmConfig } from '../../../../rule-node-ui/catalogue/alarms';

const CLEARED = 'Cleared';

/**
 * Catalogue §4 ACTION "clear alarm": clears the originator's latest open alarm of the
 * (pattern) type, or the alarm itself when the originator is an alarm; the ALARM message
 * goes on Cleared and ALARM_CLEAR is enqueued; nothing to clear goes on False.
 */
export const TbClearAlarmNode = defineRuleNode<ClearAlarmConfig>({
  clazz: tb('action.TbClearAlarmNode'),
  type: 'ACTION',
  name: 'clear alarm',
  description: 'Clear existing alarm',
  details:
    "Details - JS function that creates JSON object based on incoming message. This object will be added into Alarm.details field.\nNode output:\nIf alarm was not cleared, original message is returned. Otherwise new Message returned with type 'ALARM', Alarm object in 'msg' property and 'metadata' will contains 'isClearedAlarm' property. Message payload can be accessed via <code>msg</code> property. For example <code>'temperature = ' + msg.temperature ;</code>. Message metadata can be accessed via <code>metadata</code> property. For example <code>'name = ' + metadata.customerName;</code>.",
  relationTypes: [CLEARED, FALSE, FAILURE],
  defaultConfiguration: CLEAR_ALARM_DEFAULTS,
  configDirective: 'tbActionNodeClearAlarmConfig',
  icon: 'notifications_off',
  async init(ctx, config) {
    if (typeof config.alarmType !== 'string' || config.alarmType.trim() === '') throw new RuleNodeConfigError('Alarm type should be specified!');
    if (typeof config.alarmDetailsBuildJs !== 'string' || config.alarmDetailsBuildJs.trim() === '') throw new RuleNodeConfigError('Alarm details script should be specified!');
    const script = await ctx.createScript('json', config.alarmDetailsBuildJs);
    const writer = alarmWriterOf(ctx);
    return {
      async onMsg(ctx, msg) {
        try {
          const { alarms } = ctx.services.stores;
          const found =
            msg.originator.entityType === 'ALARM'
              ? await alarms.findById(msg.originator.id)
              : await alarms.findLatest(ctx.tenantId, msg.originator.id, processPattern(config.alarmType, msg));
          if (!found || found.tenantId.id !== ctx.tenantId || isCleared(found.status)) {
            ctx.tellNext(msg, FALSE);
            return;
          }
          const details = await buildAlarmDetails(script, msg, found.details);
          const cleared = (await writer.clear(found, { details })) ?? found;
          enqueueAlarmAction(ctx, cleared, 'ALARM_CLEAR');
          ctx.tellNext(toAlarmMsg(msg, cleared, 'isClearedAlarm'), CLEARED);
        } catch (error) {
          ctx.tellFailure(msg, error);
        }
      },
      destroy() {
        script.destroy();
      },
    };
  },
});
