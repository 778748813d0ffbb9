import { ALARM_STATUSES, type AlarmStatus } from '../../../store/AlarmStore';
import { isUuid } from '../../../store/ids';
import { msgJson } from '../../msg/TbMsg';
import { defineRuleNode, FAILURE, FALSE, RuleNodeConfigError, tb, TRUE } from '../../node/RuleNodeDefinition';

export interface CheckAlarmStatusConfig {
  alarmStatusList: AlarmStatus[];
}

/** The alarm id of an Alarm JSON in the message data (`id: {entityType, id}`), or undefined. */
function alarmIdOf(data: unknown): string | undefined {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const id = (data as { id?: unknown }).id;
  const raw = id !== null && typeof id === 'object' ? (id as { id?: unknown }).id : id;
  return isUuid(raw) ? raw.toLowerCase() : undefined;
}

/**
 * Catalogue §4 FILTER "check alarm status": the data is an alarm (as alarm nodes and
 * alarm events send it); its current status is read again from storage, since the
 * message may be older than the last acknowledge or clear.
 */
export const TbCheckAlarmStatusNode = defineRuleNode<CheckAlarmStatusConfig>({
  clazz: tb('filter.TbCheckAlarmStatusNode'),
  type: 'FILTER',
  name: 'check alarm status',
  description: 'Checks alarm status.',
  details: 'If the alarm status matches one of specified statuses - send Message via <b>True</b> chain, otherwise <b>False</b> chain is used.',
  relationTypes: [TRUE, FALSE, FAILURE],
  defaultConfiguration: { alarmStatusList: ['ACTIVE_ACK', 'ACTIVE_UNACK'] },
  configDirective: 'tbFilterNodeCheckAlarmStatusConfig',
  icon: 'filter_list',
  init(ctx, config) {
    const list: unknown = config.alarmStatusList;
    if (!Array.isArray(list) || !list.every((status) => (ALARM_STATUSES as readonly unknown[]).includes(status))) {
      throw new RuleNodeConfigError(`alarmStatusList should list statuses of ${ALARM_STATUSES.join(', ')}!`);
    }
    const statuses = new Set<string>(list as AlarmStatus[]);
    const alarms = ctx.services.stores.alarms;
    return {
      async onMsg(ctx, msg) {
        const alarmId = alarmIdOf(msgJson(msg));
        if (!alarmId) {
          ctx.tellFailure(msg, 'Message data is not an alarm');
          return;
        }
        const alarm = await alarms.findById(alarmId);
        // Another tenant's alarm reads as missing.
        if (!alarm || alarm.tenantId.id !== ctx.tenantId) {
          ctx.tellFailure(msg, 'No such alarm found.');
          return;
        }
        ctx.tellNext(msg, statuses.has(alarm.status) ? TRUE : FALSE);
      },
    };
  },
});
