import { AlarmWriter } from '../../../alarms/AlarmWriter';
import type { Alarm } from '../../../store/AlarmStore';
import { transformMsg, type TbMsg } from '../../msg/TbMsg';
import type { RuleNodeContext } from '../../node/RuleNodeDefinition';
import type { ScriptFunction } from '../../script/ScriptEngine';

/*
 * What the create and clear alarm nodes share (ThingsBoard's TbAbstractAlarmNode): the
 * details script with the previous details in metadata, the ALARM output message and
 * the entity event each alarm change enqueues.
 */

/** Metadata key holding the existing alarm's details (JSON text) while the details script runs. */
export const PREV_ALARM_DETAILS = 'prevAlarmDetails';

/** ThingsBoard's default details script: the previous details, or `{}`. */
export { DEFAULT_ALARM_DETAILS_SCRIPT } from '../../../../rule-node-ui/catalogue/alarms';

/** Metadata flag of an output alarm message. */
export type AlarmFlag = 'isNewAlarm' | 'isExistingAlarm' | 'isClearedAlarm';

/** The entity event enqueued for each alarm change. */
export type AlarmAction = 'ENTITY_CREATED' | 'ENTITY_UPDATED' | 'ALARM_CLEAR';

/** Runs the details script; the previous details ride in metadata `prevAlarmDetails`. */
export async function buildAlarmDetails(script: ScriptFunction, msg: TbMsg, previous: unknown): Promise<unknown> {
  const metadata = previous === undefined || previous === null ? msg.metadata : { ...msg.metadata, [PREV_ALARM_DETAILS]: JSON.stringify(previous) };
  return (await script.invoke(msg.data, metadata, msg.type)) ?? null;
}

/** The input turned into the ALARM message: same id, alarm JSON as data, one flag in metadata. */
export function toAlarmMsg(msg: TbMsg, alarm: Alarm, flag: AlarmFlag): TbMsg {
  return transformMsg(msg, { type: 'ALARM', data: JSON.stringify(alarm), metadata: { ...msg.metadata, [flag]: 'true' } });
}

/** Enqueues the alarm's entity event (originator = the alarm), as ThingsBoard's alarmActionMsg. */
export function enqueueAlarmAction(ctx: RuleNodeContext, alarm: Alarm, action: AlarmAction): void {
  ctx.enqueue(ctx.newMsg({ type: action, originator: alarm.id, data: JSON.stringify(alarm), metadata: { ruleNodeId: ctx.self.id } }));
}

/** The alarm writer on the engine's stores and alarm bus. */
export function alarmWriterOf(ctx: RuleNodeContext): AlarmWriter {
  return new AlarmWriter(ctx.services.stores, ctx.services.alarmBus);
}
