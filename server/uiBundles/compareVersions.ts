/*
 * Semantic-version order for installed bundles: a newer version replaces the installed one,
 * the same or an older one is refused. Build metadata (`+...`) does not count; a pre-release
 * (`1.0.0-beta.2`) sorts before its release, its identifiers compared as semver says.
 */

export const VERSION_RE = /^(\d{1,9})\.(\d{1,9})\.(\d{1,9})(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

function comparePreRelease(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  const left = a.split('.');
  const right = b.split('.');
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i] === undefined) return -1;
    if (right[i] === undefined) return 1;
    const ln = /^\d+$/.test(left[i]);
    const rn = /^\d+$/.test(right[i]);
    if (ln && rn) {
      const diff = Number(left[i]) - Number(right[i]);
      if (diff !== 0) return Math.sign(diff);
    } else if (ln !== rn) {
      return ln ? -1 : 1;
    } else if (left[i] !== right[i]) {
      return left[i] < right[i] ? -1 : 1;
    }
  }
  return 0;
}

/** Negative when `a` is older than `b`, 0 when equal, positive when newer. Both must match VERSION_RE. */
export function compareVersions(a: string, b: string): number {
  const left = VERSION_RE.exec(a);
  const right = VERSION_RE.exec(b);
  if (!left || !right) throw new Error(`Not a semantic version: ${left ? b : a}`);
  for (let i = 1; i <= 3; i++) {
    const diff = Number(left[i]) - Number(right[i]);
    if (diff !== 0) return Math.sign(diff);
  }
  return comparePreRelease(left[4], right[4]);
}
