import { describe, expect, it } from 'vitest';
import { type Problem } from '../../../../rule-node-ui/action/common/problems';
import {
  CLEAR_ALARM_DEFAULTS, CREATE_ALARM_DEFAULTS, validateClearAlarm, validateCreateAlarm,
} from '../../../../rule-node-ui/action/nodes/alarms';

const found = (problems: Problem[]) => problems.map((p) => `${p.field}: ${p.key}`);

describe('create alarm', () => {
  it('needs the details script, an alarm type and a known severity', () => {
    expect(validateCreateAlarm(CREATE_ALARM_DEFAULTS)).toEqual([]);
    expect(found(validateCreateAlarm({ ...CREATE_ALARM_DEFAULTS, alarmDetailsBuildJs: '  ', alarmType: '', severity: 'HIGH' }))).toEqual([
      'alarmDetailsBuildJs: rulenode.error.required',
      'alarmType: rulenode.error.required',
      'severity: rulenode.error.one-of',
    ]);
  });

  it('takes any severity pattern when the severity is dynamic', () => {
    expect(validateCreateAlarm({ ...CREATE_ALARM_DEFAULTS, dynamicSeverity: true, severity: '${severity}' })).toEqual([]);
    expect(found(validateCreateAlarm({ ...CREATE_ALARM_DEFAULTS, dynamicSeverity: true, severity: '' }))).toEqual(['severity: rulenode.error.required']);
  });

  it('checks the relation types alarms propagate along', () => {
    expect(validateCreateAlarm({ ...CREATE_ALARM_DEFAULTS, propagate: true, relationTypes: ['Contains', 'Manages'] })).toEqual([]);
    expect(found(validateCreateAlarm({ ...CREATE_ALARM_DEFAULTS, relationTypes: ['Contains', ' '] }))).toEqual(['relationTypes: relation.relation-type-required']);
    expect(found(validateCreateAlarm({ ...CREATE_ALARM_DEFAULTS, relationTypes: ['x'.repeat(256)] }))).toEqual(['relationTypes: relation.relation-type-max-length']);
    expect(found(validateCreateAlarm({ ...CREATE_ALARM_DEFAULTS, relationTypes: 'Contains' as unknown as string[] }))).toEqual(['relationTypes: rulenode.error.one-of']);
  });

  it('needs no type or severity when the message carries the alarm, but still the script', () => {
    expect(validateCreateAlarm({ ...CREATE_ALARM_DEFAULTS, useMessageAlarmData: true, alarmType: '', severity: '' })).toEqual([]);
    expect(found(validateCreateAlarm({ ...CREATE_ALARM_DEFAULTS, useMessageAlarmData: true, alarmDetailsBuildJs: '' }))).toEqual([
      'alarmDetailsBuildJs: rulenode.error.required',
    ]);
  });
});

describe('clear alarm', () => {
  it('needs the details script and the alarm type', () => {
    expect(validateClearAlarm(CLEAR_ALARM_DEFAULTS)).toEqual([]);
    expect(validateClearAlarm({ ...CLEAR_ALARM_DEFAULTS, alarmType: '${alarmType}' })).toEqual([]);
    expect(found(validateClearAlarm({ alarmType: ' ', alarmDetailsBuildJs: '' }))).toEqual([
      'alarmDetailsBuildJs: rulenode.error.required',
      'alarmType: rulenode.error.required',
    ]);
  });
});
