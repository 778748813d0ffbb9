import { RuleNodeConfigError } from '../../node/RuleNodeDefinition';

/* Java TimeUnit names, as node configurations spell durations (`startIntervalTimeUnit`, `minInsideDurationTimeUnit`). */

const UNIT_MS = {
  NANOSECONDS: 1e-6,
  MICROSECONDS: 1e-3,
  MILLISECONDS: 1,
  SECONDS: 1_000,
  MINUTES: 60_000,
  HOURS: 3_600_000,
  DAYS: 86_400_000,
} as const;

export type TimeUnit = keyof typeof UNIT_MS;
export const TIME_UNITS = Object.keys(UNIT_MS) as TimeUnit[];

export function isTimeUnit(value: unknown): value is TimeUnit {
  return typeof value === 'string' && value in UNIT_MS;
}

/** The checked unit of a configuration field. */
export function timeUnitOf(value: unknown, name: string): TimeUnit {
  if (!isTimeUnit(value)) throw new RuleNodeConfigError(`${name} should be one of ${TIME_UNITS.join(', ')}!`);
  return value;
}

/** Whole milliseconds, truncated as TimeUnit.toMillis does. */
export function toMillis(amount: number, unit: TimeUnit): number {
  return Math.trunc(amount * UNIT_MS[unit]);
}
