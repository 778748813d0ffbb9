import { check } from '../common/checks';
import { type Problem } from '../common/problems';

/* Catalogue §4 "device profile" (server: nodes/profile/TbDeviceProfileNode.ts). */

export const DEVICE_PROFILE = 'org.thingsboard.rule.engine.profile.TbDeviceProfileNode';

export interface DeviceProfileConfig {
  [key: string]: unknown;
  persistAlarmRulesState: boolean;
  /** Only meaningful while persistAlarmRulesState is on. */
  fetchAlarmRulesStateOnStart: boolean;
}

export const DEVICE_PROFILE_DEFAULTS: DeviceProfileConfig = { persistAlarmRulesState: false, fetchAlarmRulesStateOnStart: false };

export function validateDeviceProfile(config: DeviceProfileConfig): Problem[] {
  return check(config, (c) => {
    c.flag('persistAlarmRulesState', 'rulenode.persist-alarm-rules');
    c.flag('fetchAlarmRulesStateOnStart', 'rulenode.fetch-alarm-rules');
  });
}
