import { randomInt } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Unbiased random string from the CSPRNG (device access tokens, edge secrets). */
export function randomAlphanumeric(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

/** Activation and password-reset tokens: 30 alphanumerics (~178 bits), as ThingsBoard's. */
export function newOneTimeToken(): string {
  return randomAlphanumeric(30);
}
