/*
 * MurmurHash3 (Austin Appleby's public-domain reference, seed 0 by default), as
 * Guava's Hashing.murmur3_32() and murmur3_128() compute it: ThingsBoard checks OTA
 * checksums with Guava, so the byte order of the results follows Guava's HashCode
 * (little-endian words). Node's crypto has neither, hence this small module.
 */

const C1_32 = 0xcc9e2d51;
const C2_32 = 0x1b873593;

function mix32(k: number): number {
  k = Math.imul(k, C1_32);
  k = (k << 15) | (k >>> 17);
  return Math.imul(k, C2_32);
}

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** MurmurHash3_x86_32 of `data` as an unsigned 32-bit number. */
export function murmur3x86_32(data: Uint8Array, seed = 0): number {
  const blocks = data.length >>> 2;
  let h = seed >>> 0;
  for (let i = 0; i < blocks; i++) {
    const o = i * 4;
    const k = data[o] | (data[o + 1] << 8) | (data[o + 2] << 16) | (data[o + 3] << 24);
    h ^= mix32(k);
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  const tail = blocks * 4;
  const rest = data.length & 3;
  if (rest > 0) {
    let k = 0;
    for (let i = rest - 1; i >= 0; i--) k = (k << 8) | data[tail + i];
    h ^= mix32(k);
  }
  h ^= data.length;
  return fmix32(h);
}

const MASK64 = (1n << 64n) - 1n;
const C1_64 = 0x87c37b91114253d5n;
const C2_64 = 0x4cf5ad432745937fn;

const rotl64 = (x: bigint, r: bigint) => ((x << r) | (x >> (64n - r))) & MASK64;
const mul64 = (a: bigint, b: bigint) => (a * b) & MASK64;

function fmix64(k: bigint): bigint {
  k ^= k >> 33n;
  k = mul64(k, 0xff51afd7ed558ccdn);
  k ^= k >> 33n;
  k = mul64(k, 0xc4ceb9fe1a85ec53n);
  k ^= k >> 33n;
  return k;
}

/** Little-endian 64-bit word of `data` at `offset`, `length` bytes long (the tail may be short). */
function word64(data: Uint8Array, offset: number, length = 8): bigint {
  let k = 0n;
  for (let i = length - 1; i >= 0; i--) k = (k << 8n) | BigInt(data[offset + i]);
  return k;
}

/**
 * MurmurHash3_x64_128 as 16 bytes: h1 then h2, each little-endian (Guava's
 * HashCode.asBytes()). BigInt keeps it short and exact; about 1 s per 10 MB.
 */
export function murmur3x64_128(data: Uint8Array, seed = 0): Buffer {
  const blocks = Math.floor(data.length / 16);
  let h1 = BigInt(seed >>> 0);
  let h2 = h1;
  for (let i = 0; i < blocks; i++) {
    let k1 = word64(data, i * 16);
    let k2 = word64(data, i * 16 + 8);
    k1 = mul64(rotl64(mul64(k1, C1_64), 31n), C2_64);
    h1 ^= k1;
    h1 = (mul64(rotl64(h1, 27n) + h2, 5n) + 0x52dce729n) & MASK64;
    k2 = mul64(rotl64(mul64(k2, C2_64), 33n), C1_64);
    h2 ^= k2;
    h2 = (mul64(rotl64(h2, 31n) + h1, 5n) + 0x38495ab5n) & MASK64;
  }
  const tail = blocks * 16;
  const rest = data.length & 15;
  if (rest > 8) {
    const k2 = word64(data, tail + 8, rest - 8);
    h2 ^= mul64(rotl64(mul64(k2, C2_64), 33n), C1_64);
  }
  if (rest > 0) {
    const k1 = word64(data, tail, Math.min(rest, 8));
    h1 ^= mul64(rotl64(mul64(k1, C1_64), 31n), C2_64);
  }
  const length = BigInt(data.length);
  h1 ^= length;
  h2 ^= length;
  h1 = (h1 + h2) & MASK64;
  h2 = (h2 + h1) & MASK64;
  h1 = fmix64(h1);
  h2 = fmix64(h2);
  h1 = (h1 + h2) & MASK64;
  h2 = (h2 + h1) & MASK64;
  const out = Buffer.alloc(16);
  out.writeBigUInt64LE(h1, 0);
  out.writeBigUInt64LE(h2, 8);
  return out;
}
