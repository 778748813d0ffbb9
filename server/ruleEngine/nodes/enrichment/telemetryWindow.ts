import type { TbMsg } from '../../msg/TbMsg';
import { processPattern } from '../../template';
import { toMillis, type TimeUnit } from './timeUnits';

/*
 * The time window of "originator telemetry": [now − start, now − end] from the
 * configured intervals, or both ends (epoch ms) from message templates when
 * useMetadataIntervalPatterns is on, failing with ThingsBoard's texts when they are
 * missing or not numbers.
 */

export type WindowSpec =
  | { kind: 'intervals'; start: number; startUnit: TimeUnit; end: number; endUnit: TimeUnit }
  | { kind: 'patterns'; start: string; end: string };

export interface Window {
  startTs: number;
  endTs: number;
}

/** The metadata key a pattern names, as ThingsBoard prints it (`${startTs}` → startTs). */
function keyName(pattern: string): string {
  return pattern.replace(/[${}]/g, '');
}

type Resolved = { value: number } | { problem: 'undefined' | 'invalid' };

function resolve(pattern: string, msg: TbMsg): Resolved {
  const text = processPattern(pattern, msg).trim();
  if (text === '' || text.includes('${') || text.includes('$[')) return { problem: 'undefined' };
  return /^-?\d+$/.test(text) ? { value: Number(text) } : { problem: 'invalid' };
}

function describe(problem: 'undefined' | 'invalid', names: string[]): string {
  const quoted = names.map((name) => `'${name}'`).join(' and ');
  if (names.length === 2) return `Message metadata values: ${quoted} ${problem === 'undefined' ? 'are undefined' : 'have invalid format'}`;
  return `Message metadata value: ${quoted} ${problem === 'undefined' ? 'is undefined' : 'has invalid format'}`;
}

/** The window for `msg` at `now`; throws when the message's templates do not give two numbers. */
export function windowOf(spec: WindowSpec, msg: TbMsg, now: number): Window {
  if (spec.kind === 'intervals') {
    return { startTs: now - toMillis(spec.start, spec.startUnit), endTs: now - toMillis(spec.end, spec.endUnit) };
  }
  const start = resolve(spec.start, msg);
  const end = resolve(spec.end, msg);
  for (const problem of ['undefined', 'invalid'] as const) {
    const names = [
      ...('problem' in start && start.problem === problem ? [keyName(spec.start)] : []),
      ...('problem' in end && end.problem === problem ? [keyName(spec.end)] : []),
    ];
    if (names.length > 0) throw new Error(describe(problem, names));
  }
  return { startTs: (start as { value: number }).value, endTs: (end as { value: number }).value };
}
