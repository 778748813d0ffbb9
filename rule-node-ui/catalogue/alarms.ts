/* Catalogue §4 ACTION "create alarm" and "clear alarm" (server: nodes/profile/TbCreateAlarmNode.ts, TbClearAlarmNode.ts). */

export const CREATE_ALARM = 'org.thingsboard.rule.engine.action.TbCreateAlarmNode';
export const CLEAR_ALARM = 'org.thingsboard.rule.engine.action.TbClearAlarmNode';

export const DEFAULT_ALARM_DETAILS_SCRIPT =
  'var details = {};\nif (metadata.prevAlarmDetails) {\n    details = JSON.parse(metadata.prevAlarmDetails);\n    //remove prevAlarmDetails from metadata\n    delete metadata.prevAlarmDetails;\n    //now metadata is the same as it comes IN this rule node\n}\n\n\nreturn details;';

export const ALARM_SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'] as const;

export interface CreateAlarmConfig {
  [key: string]: unknown;
  alarmType: string;
  alarmDetailsBuildJs: string;
  /** A severity, or a pattern (`${severity}`) when dynamicSeverity. */
  severity: string;
  dynamicSeverity: boolean;
  propagate: boolean;
  propagateToOwner: boolean;
  propagateToTenant: boolean;
  useMessageAlarmData: boolean;
  relationTypes: string[];
}

export const CREATE_ALARM_DEFAULTS: CreateAlarmConfig = {
  alarmType: 'General Alarm',
  alarmDetailsBuildJs: DEFAULT_ALARM_DETAILS_SCRIPT,
  severity: 'CRITICAL',
  dynamicSeverity: false,
  propagate: false,
  propagateToOwner: false,
  propagateToTenant: false,
  useMessageAlarmData: false,
  relationTypes: [],
};

export interface ClearAlarmConfig {
  [key: string]: unknown;
  alarmType: string;
  alarmDetailsBuildJs: string;
}

export const CLEAR_ALARM_DEFAULTS: ClearAlarmConfig = { alarmType: 'General Alarm', alarmDetailsBuildJs: DEFAULT_ALARM_DETAILS_SCRIPT };
