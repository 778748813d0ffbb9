import { alarmInput } from '../../../alarms/alarmInput';
import type { NewAlarmInput } from '../../../alarms/AlarmWriter';
import { ALARM_SEVERITIES, isCleared, type Alarm, type AlarmSeverity } from '../../../store/AlarmStore';
import { msgJson, msgTs, type TbMsg } from '../../msg/TbMsg';
import { defineRuleNode, FAILURE, FALSE, RuleNodeConfigError, tb } from '../../node/RuleNodeDefinition';
import { processPattern } from '../../template';
import { CREATE_ALARM_DEFAULTS, type CreateAlarmConfig } from '../../../../rule-node-ui/catalogue/alarms';
import { alarmWriterOf, buildAlarmDetails, enqueueAlarmAction, toAlarmMsg } from './alarmNodeMessages';

export type { CreateAlarmConfig } from '../../../../rule-node-ui/catalogue/alarms';

const CREATED = 'Created';
const UPDATED = 'Updated';

function severityOf(text: string): AlarmSeverity | undefined {
  return (ALARM_SEVERITIES as readonly string[]).includes(text) ? (text as AlarmSeverity) : undefined;
}

/** The input's data as an Alarm (useMessageAlarmData): originator and status default to the message's and ACTIVE_UNACK. */
function alarmOfMessage(msg: TbMsg): NewAlarmInput {
  const data = msgJson(msg);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new Error('Message data is not an Alarm JSON object');
  const raw = data as Record<string, unknown>;
  const { id: _id, originator: _originator, ...input } = alarmInput({
    ...raw,
    id: null,
    originator: raw.originator ?? msg.originator,
    status: raw.status ?? 'ACTIVE_UNACK',
  });
  // The originator is taken as written: the rule engine may raise alarms on any entity type.
  const originator = raw.originator && typeof raw.originator === 'object' ? (raw.originator as TbMsg['originator']) : msg.originator;
  return { ...input, originator };
}

/**
 * Catalogue §4 ACTION "create alarm": creates an alarm of the (pattern) type for the
 * originator, or updates the open one of that type; the ALARM message goes on Created or
 * Updated, and the alarm's ENTITY_CREATED / ENTITY_UPDATED event is enqueued.
 */
export const TbCreateAlarmNode = defineRuleNode<CreateAlarmConfig>({
  clazz: tb('action.TbCreateAlarmNode'),
  type: 'ACTION',
  name: 'create alarm',
  description: 'Create or Update Alarm',
  details:
    "Details - JS function that creates JSON object based on incoming message. This object will be added into Alarm.details field.\nNode output:\nIf alarm was not created, original message is returned. Otherwise new Message returned with type 'ALARM', Alarm object in 'msg' property and 'metadata' will contains one of those properties 'isNewAlarm/isExistingAlarm'. Message payload can be accessed via <code>msg</code> property. For example <code>'temperature = ' + msg.temperature ;</code>. Message metadata can be accessed via <code>metadata</code> property. For example <code>'name = ' + metadata.customerName;</code>.",
  relationTypes: [CREATED, UPDATED, FALSE, FAILURE],
  defaultConfiguration: CREATE_ALARM_DEFAULTS,
  configDirective: 'tbActionNodeCreateAlarmConfig',
  icon: 'notifications_active',
  async init(ctx, config) {
    if (!config.useMessageAlarmData && (typeof config.alarmType !== 'string' || config.alarmType.trim() === '')) throw new RuleNodeConfigError('Alarm type should be specified!');
    if (typeof config.alarmDetailsBuildJs !== 'string' || config.alarmDetailsBuildJs.trim() === '') throw new RuleNodeConfigError('Alarm details script should be specified!');
    if (typeof config.severity !== 'string') throw new RuleNodeConfigError(`Incorrect Alarm Severity value: ${String(config.severity)}`);
    const fixedSeverity = config.dynamicSeverity ? undefined : severityOf(config.severity);
    if (!config.dynamicSeverity && !fixedSeverity) throw new RuleNodeConfigError(`Incorrect Alarm Severity value: ${config.severity}`);
    if (config.relationTypes !== undefined && config.relationTypes !== null && !Array.isArray(config.relationTypes)) throw new RuleNodeConfigError('relationTypes should be a list of relation types!');
    const relationTypes = [...new Set((config.relationTypes ?? []).map(String))];
    const script = await ctx.createScript('json', config.alarmDetailsBuildJs);
    const writer = alarmWriterOf(ctx);

    const severityFor = (msg: TbMsg): AlarmSeverity => {
      const severity = fixedSeverity ?? severityOf(processPattern(config.severity, msg));
      if (!severity) throw new Error('Used incorrect pattern or Alarm Severity not included in message');
      return severity;
    };
    const propagation = { propagate: config.propagate === true, propagateToOwner: config.propagateToOwner === true, propagateToTenant: config.propagateToTenant === true, propagateRelationTypes: relationTypes };

    /** Creates (or, when one appeared meanwhile, merges into) an alarm; `created` says which. */
    const create = async (msg: TbMsg, fromMsg: NewAlarmInput | undefined) => {
      if (fromMsg) return writer.createOrMerge(ctx.tenantId, fromMsg);
      const details = await buildAlarmDetails(script, msg, null);
      const ts = msgTs(msg);
      const input: NewAlarmInput = {
        type: processPattern(config.alarmType, msg),
        originator: msg.originator,
        severity: severityFor(msg),
        status: 'ACTIVE_UNACK',
        startTs: ts,
        endTs: ts,
        ackTs: 0,
        clearTs: 0,
        details,
        ...propagation,
      };
      return writer.createOrMerge(ctx.tenantId, input);
    };

    const update = async (msg: TbMsg, existing: Alarm, fromMsg: NewAlarmInput | undefined): Promise<Alarm> => {
      const details = await buildAlarmDetails(script, msg, existing.details);
      const changes = fromMsg
        ? { severity: fromMsg.severity, propagate: fromMsg.propagate, propagateToOwner: fromMsg.propagateToOwner, propagateToTenant: fromMsg.propagateToTenant, propagateRelationTypes: fromMsg.propagateRelationTypes }
        : { severity: severityFor(msg), ...propagation };
      return writer.update({ ...existing, ...changes, details, endTs: Date.now() });
    };

    return {
      async onMsg(ctx, msg) {
        try {
          const fromMsg = config.useMessageAlarmData ? alarmOfMessage(msg) : undefined;
          const alarmType = fromMsg ? fromMsg.type : processPattern(config.alarmType, msg);
          const originator = fromMsg ? fromMsg.originator : msg.originator;
          const existing = await ctx.services.stores.alarms.findLatest(ctx.tenantId, originator.id, alarmType);
          if (existing && !isCleared(existing.status)) {
            const alarm = await update(msg, existing, fromMsg);
            enqueueAlarmAction(ctx, alarm, 'ENTITY_UPDATED');
            ctx.tellNext(toAlarmMsg(msg, alarm, 'isExistingAlarm'), UPDATED);
            return;
          }
          const { alarm, created } = await create(msg, fromMsg);
          enqueueAlarmAction(ctx, alarm, created ? 'ENTITY_CREATED' : 'ENTITY_UPDATED');
          ctx.tellNext(toAlarmMsg(msg, alarm, created ? 'isNewAlarm' : 'isExistingAlarm'), created ? CREATED : UPDATED);
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
