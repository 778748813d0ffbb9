import { describe, expect, it } from 'vitest';
import { computeChecksum } from '../../../server/ota/checksum';
import { murmur3x64_128, murmur3x86_32 } from '../../../server/ota/murmur3';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const FOX = 'The quick brown fox jumps over the lazy dog';

describe('murmur3x86_32', () => {
  it('matches the reference vectors (seed 0 unless given)', () => {
    expect(murmur3x86_32(bytes(''))).toBe(0);
    expect(murmur3x86_32(bytes(''), 1)).toBe(0x514e28b7);
    expect(murmur3x86_32(bytes('hello'))).toBe(0x248bfa47);
    expect(murmur3x86_32(bytes(FOX))).toBe(0x2e4ff723);
    // Every tail length (0-3 trailing bytes).
    expect(murmur3x86_32(Buffer.from([0x21, 0x43, 0x65, 0x87]))).toBe(0xf55b516b);
    expect(murmur3x86_32(Buffer.from([0x21, 0x43, 0x65]))).toBe(0x7e4a8634);
    expect(murmur3x86_32(Buffer.from([0x21, 0x43]))).toBe(0xa0f7b07a);
    expect(murmur3x86_32(Buffer.from([0x21]))).toBe(0x72661cf4);
  });
});

describe('murmur3x64_128', () => {
  it('matches Guava’s vectors as h1 and h2 little-endian', () => {
    expect(murmur3x64_128(bytes('')).toString('hex')).toBe('00000000000000000000000000000000');
    const dog = murmur3x64_128(bytes(FOX));
    expect([dog.readBigUInt64LE(0), dog.readBigUInt64LE(8)]).toEqual([0xe34bbc7bbc071b6cn, 0x7a433ca9c49a9347n]);
    const cog = murmur3x64_128(bytes('The quick brown fox jumps over the lazy cog'));
    expect([cog.readBigUInt64LE(0), cog.readBigUInt64LE(8)]).toEqual([0x658ca970ff85269an, 0x43fee3eaa68e5c3en]);
  });
});

describe('computeChecksum', () => {
  it('answers lowercase hex, 32-bit results as little-endian bytes', () => {
    expect(computeChecksum('MD5', bytes('abc'))).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(computeChecksum('SHA256', bytes('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(computeChecksum('SHA384', bytes('abc'))).toMatch(/^cb00753f45a35e8b[0-9a-f]{80}$/);
    expect(computeChecksum('SHA512', bytes('abc'))).toMatch(/^ddaf35a193617aba[0-9a-f]{112}$/);
    // CRC32("123456789") = 0xcbf43926 (the check value), printed least significant byte first.
    expect(computeChecksum('CRC32', bytes('123456789'))).toBe('2639f4cb');
    expect(computeChecksum('MURMUR3_32', bytes(FOX))).toBe('23f74f2e');
    expect(computeChecksum('MURMUR3_128', bytes(FOX))).toBe('6c1b07bc7bbc4be347939ac4a93c437a');
  });
});
