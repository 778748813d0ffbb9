import { check, type Checks } from '../common/checks';
import { isBlank, type Problem } from '../common/problems';
import { ALARM_SEVERITIES, type CreateAlarmConfig, type ClearAlarmConfig } from '../../catalogue/alarms';

/* Catalogue §4 ACTION "create alarm" and "clear alarm" (server: nodes/profile/TbCreateAlarmNode.ts, TbClearAlarmNode.ts). */

export * from '../../catalogue/alarms';

function checkDetailsScript(c: Checks): void {
  if (c.required('alarmDetailsBuildJs', 'rulenode.alarm-details-builder') && typeof c.value('alarmDetailsBuildJs') !== 'string') {
    c.fail('alarmDetailsBuildJs', 'one-of', 'rulenode.alarm-details-builder');
  }
}

export function validateCreateAlarm(config: CreateAlarmConfig): Problem[] {
  return check(config, (c) => {
    checkDetailsScript(c);
    if (config.useMessageAlarmData) return;
    c.required('alarmType', 'rulenode.alarm-type');
    if (config.dynamicSeverity) c.required('severity', 'rulenode.alarm-severity-pattern');
    else c.oneOf('severity', ALARM_SEVERITIES, 'rulenode.alarm-severity');
    if (config.relationTypes !== undefined && config.relationTypes !== null) {
      if (!Array.isArray(config.relationTypes)) c.fail('relationTypes', 'one-of', 'rulenode.propagate-relation-types');
      else if (config.relationTypes.some((type) => isBlank(type))) c.add('relationTypes', 'relation.relation-type-required');
      else if (config.relationTypes.some((type) => String(type).length > 255)) c.add('relationTypes', 'relation.relation-type-max-length');
    }
  });
}

export function validateClearAlarm(config: ClearAlarmConfig): Problem[] {
  return check(config, (c) => {
    checkDetailsScript(c);
    c.required('alarmType', 'rulenode.alarm-type');
  });
}
