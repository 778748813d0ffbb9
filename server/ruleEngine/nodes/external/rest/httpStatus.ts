import { STATUS_CODES } from 'node:http';

/*
 * ThingsBoard reports a response status the way Spring's HttpStatus enum spells it:
 * `status` is the constant name ("OK", "NOT_FOUND"), `statusReason` its reason phrase.
 * Node's table has the same phrases except for the few Spring words differently.
 */

const SPRING_DIFFERENCES: Record<number, { name: string; reason: string }> = {
  416: { name: 'REQUESTED_RANGE_NOT_SATISFIABLE', reason: 'Requested range not satisfiable' },
  418: { name: 'I_AM_A_TEAPOT', reason: "I'm a teapot" },
};

export function statusReason(code: number, fallback = ''): string {
  return SPRING_DIFFERENCES[code]?.reason ?? STATUS_CODES[code] ?? fallback;
}

export function statusName(code: number, fallback = ''): string {
  const known = SPRING_DIFFERENCES[code]?.name;
  if (known) return known;
  const reason = STATUS_CODES[code] ?? fallback;
  return reason ? reason.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_|_$/g, '') : String(code);
}
