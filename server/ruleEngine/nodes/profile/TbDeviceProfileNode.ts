import { defineRuleNode, FAILURE, RuleNodeConfigError, SUCCESS, tb } from '../../node/RuleNodeDefinition';
import { DeviceProfileAlarms } from './DeviceProfileAlarms';
import { ALARM_CLEARED, ALARM_CREATED, ALARM_SEVERITY_UPDATED, ALARM_UPDATED } from './DeviceState';

export interface DeviceProfileConfig {
  persistAlarmRulesState: boolean;
  fetchAlarmRulesStateOnStart: boolean;
}

/** How often counting DURATION rules are checked without new data; cheap when none count. */
export const PERIODIC_CHECK_MS = 1000;

/**
 * Catalogue §4 "device profile": runs the device profile's alarm rules for device
 * messages. The input always goes on via Success; each alarm created, updated, escalated
 * or cleared is an extra ALARM message on the matching relation.
 */
export const TbDeviceProfileNode = defineRuleNode<DeviceProfileConfig>({
  clazz: tb('profile.TbDeviceProfileNode'),
  type: 'ACTION',
  name: 'device profile',
  description: 'Process device messages based on device profile settings',
  details:
    "Create and clear alarms based on alarm rules defined in device profile. The output relation type is either 'Alarm Created', 'Alarm Updated', 'Alarm Severity Updated' and 'Alarm Cleared' or simply 'Success' if no alarms were affected.",
  relationTypes: [ALARM_CREATED, ALARM_UPDATED, ALARM_SEVERITY_UPDATED, ALARM_CLEARED, SUCCESS, FAILURE],
  customRelations: true,
  defaultConfiguration: { persistAlarmRulesState: false, fetchAlarmRulesStateOnStart: false },
  configDirective: 'tbDeviceProfileConfig',
  async init(ctx, config) {
    for (const name of ['persistAlarmRulesState', 'fetchAlarmRulesStateOnStart'] as const) {
      const value: unknown = config[name];
      if (value !== undefined && value !== null && typeof value !== 'boolean') throw new RuleNodeConfigError(`${name} should be true or false!`);
    }
    const persist = config.persistAlarmRulesState === true;
    const alarms = new DeviceProfileAlarms(ctx, persist);
    const { stores, entityChanges, alarmBus } = ctx.services;
    if (!persist) {
      // Progress saved while persisting was on would be stale by the time it is switched on again.
      await stores.ruleNodeStates.deleteForNodes([ctx.self.id]);
    } else if (config.fetchAlarmRulesStateOnStart === true) {
      await alarms.loadSavedStates();
    }
    const stopEntityChanges = entityChanges.on((change) => alarms.onEntityChange(change));
    const stopAlarms = alarmBus.onAlarm((event) => alarms.onAlarmChange(event));
    const timer = ctx.every(PERIODIC_CHECK_MS, () => alarms.check());
    return {
      onMsg: (_ctx, msg) => alarms.onMsg(msg),
      destroy() {
        timer.dispose();
        stopEntityChanges();
        stopAlarms();
      },
    };
  },
});
