/** Alarm severities, most severe first (seed 001 §3.6). */
export const ALARM_SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'] as const;
export type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];

/** Severity colours of seed 001 §3.6 and §9, used by every severity chip. */
export const ALARM_SEVERITY_COLORS: Record<AlarmSeverity, string> = {
  CRITICAL: 'red', MAJOR: 'orange', MINOR: '#ffca3d', WARNING: '#abab00', INDETERMINATE: 'green',
};
