import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/*
 * Stored format: scrypt$N$r$p$<salt base64>$<hash base64>. Parameters travel with
 * each hash so they can be raised later without invalidating existing passwords.
 */
const N = 16384;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const MAX_N = 1 << 20;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // 128*N*r bytes plus headroom, so raised parameters do not hit Node's 32 MB default.
    const maxmem = 256 * (options.N ?? N) * (options.r ?? R);
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, KEY_BYTES, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

interface ParsedHash {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  const valid = (v: number) => Number.isInteger(v) && v > 0;
  if (!valid(n) || !valid(r) || !valid(p) || n > MAX_N || (n & (n - 1)) !== 0) return undefined;
  const salt = Buffer.from(parts[4], 'base64');
  const hash = Buffer.from(parts[5], 'base64');
  if (salt.length === 0 || hash.length === 0) return undefined;
  return { n, r, p, salt, hash };
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.hash.length, { N: parsed.n, r: parsed.r, p: parsed.p });
  return timingSafeEqual(candidate, parsed.hash);
}

let dummyHash: Promise<string> | undefined;

/**
 * A valid hash of a random secret. Checking a login for an unknown e-mail against it
 * costs one scrypt, so the response time does not reveal which e-mails exist.
 */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
