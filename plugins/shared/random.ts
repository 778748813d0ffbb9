const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Bytes from the browser's CSPRNG (secrets and keys let devices and edges in; Math.random will not do). */
export const browserRandomBytes = (count: number): Uint8Array => crypto.getRandomValues(new Uint8Array(count));

/**
 * A random alphanumeric string. Bytes at or above the largest multiple of the alphabet size
 * are drawn again, so every character is equally likely (no modulo bias).
 */
export function randomAlphanumeric(length: number, randomBytes: (count: number) => Uint8Array = browserRandomBytes): string {
  const limit = 256 - (256 % ALPHANUMERIC.length);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit) out += ALPHANUMERIC[byte % ALPHANUMERIC.length];
      if (out.length === length) break;
    }
  }
  return out;
}
