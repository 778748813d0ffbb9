/** The first reconnect waits this long after a close (contract §8: "reconnects 2 s after any close"). */
export const RECONNECT_BASE_MS = 2000;
/** The wait stops growing here, so a server back after an outage is found within half a minute. */
export const RECONNECT_MAX_MS = 30_000;

/**
 * Delay before reconnect attempt `attempt` (0 for the first): 2 s doubling per failed attempt,
 * capped, plus up to 25% jitter so a restarted server is not hit by every console at once.
 * `random` is a number in [0, 1).
 */
export function reconnectDelay(attempt: number, random: number): number {
  const base = Math.min(RECONNECT_BASE_MS * 2 ** Math.max(0, attempt), RECONNECT_MAX_MS);
  return Math.round(base * (1 + 0.25 * random));
}
