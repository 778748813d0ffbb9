import { type EntityId } from '@tessera/sdk';
import { type AlarmSeverity } from './severity';

/** What an alarm is: active or cleared, acknowledged or not (seed 001 §3.6). */
export const ALARM_STATUSES = ['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_UNACK', 'CLEARED_ACK'] as const;
export type AlarmStatus = (typeof ALARM_STATUSES)[number];

/** The status filter of an alarm list (`searchStatus`). */
export const ALARM_SEARCH_STATUSES = ['ANY', 'ACTIVE', 'CLEARED', 'ACK', 'UNACK'] as const;
export type AlarmSearchStatus = (typeof ALARM_SEARCH_STATUSES)[number];

/** Contract §2 AlarmInfo: the alarm and its originator's name (null unless fetched or gone). */
export interface AlarmInfo {
  id: { entityType: 'ALARM'; id: string };
  createdTime: number;
  tenantId: EntityId;
  customerId: EntityId;
  type: string;
  originator: EntityId;
  originatorName?: string | null;
  severity: AlarmSeverity;
  status: AlarmStatus;
  startTs: number;
  endTs: number;
  ackTs: number;
  clearTs: number;
  details: unknown;
  propagate?: boolean;
}

/** What the alarms tab filters on besides the page link. */
export interface AlarmFilter {
  searchStatus: AlarmSearchStatus;
  /** Empty means every severity. */
  severities: readonly AlarmSeverity[];
  /** Created-time bounds in ms; an open end is left out. */
  startTime: number;
  endTime: number | null;
}
