import { type EntityId } from '@tessera/sdk';
import { type FilterPredicateValue, type KeyFilter } from '../../../shared/key-filters/types';
import { type AlarmSeverity } from '../../alarms/severity';

export const DURATION_UNITS = ['SECONDS', 'MINUTES', 'HOURS', 'DAYS'] as const;
export type AlarmDurationUnit = (typeof DURATION_UNITS)[number];

/** When the condition must hold: once, for a while, or a number of times in a row. */
export type AlarmConditionSpec =
  | { type: 'SIMPLE' }
  | { type: 'DURATION'; unit: AlarmDurationUnit; predicate: FilterPredicateValue<number> }
  | { type: 'REPEATING'; predicate: FilterPredicateValue<number> };

/** Key filters that must all hold, plus how long or how often. */
export interface AlarmCondition {
  condition: KeyFilter[];
  spec?: AlarmConditionSpec;
}

/** One day's window of a CUSTOM schedule; dayOfWeek 1 = Monday ... 7 = Sunday. */
export interface CustomScheduleItem {
  enabled: boolean;
  dayOfWeek: number;
  startsOn: number;
  endsOn: number;
}

/** When a rule is evaluated; startsOn/endsOn are milliseconds since midnight in `timezone`. */
export type AlarmSchedule =
  | { type: 'ANY_TIME' }
  | { type: 'SPECIFIC_TIME'; timezone: string; daysOfWeek: number[]; startsOn: number; endsOn: number }
  | { type: 'CUSTOM'; timezone: string; items: CustomScheduleItem[] };

export type AlarmScheduleType = AlarmSchedule['type'];

/** A create or clear rule of a device-profile alarm (api-contract.md §2 AlarmRule). */
export interface AlarmRule {
  condition: AlarmCondition;
  schedule?: AlarmSchedule | null;
  alarmDetails?: string | null;
  dashboardId?: EntityId | null;
}

/** One alarm of a device profile (api-contract.md §2 DeviceProfileAlarm). */
export interface DeviceProfileAlarm {
  id: string;
  alarmType: string;
  createRules: Partial<Record<AlarmSeverity, AlarmRule>>;
  clearRule?: AlarmRule | null;
  propagate: boolean;
  propagateToOwner: boolean;
  propagateToTenant: boolean;
  propagateRelationTypes?: string[] | null;
}
