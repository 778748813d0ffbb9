import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { murmur3x64_128, murmur3x86_32 } from './murmur3';

/** Contract §2 OtaPackageInfo.checksumAlgorithm, in the console's order. */
export const CHECKSUM_ALGORITHMS = ['MD5', 'SHA256', 'SHA384', 'SHA512', 'CRC32', 'MURMUR3_32', 'MURMUR3_128'] as const;
export type ChecksumAlgorithm = (typeof CHECKSUM_ALGORITHMS)[number];

/** A 32-bit result as ThingsBoard prints it: Guava's HashCode.fromInt bytes, little-endian. */
function int32Hex(value: number): string {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes.toString('hex');
}

const DIGESTS: Record<ChecksumAlgorithm, (data: Buffer) => string> = {
  MD5: (data) => createHash('md5').update(data).digest('hex'),
  SHA256: (data) => createHash('sha256').update(data).digest('hex'),
  SHA384: (data) => createHash('sha384').update(data).digest('hex'),
  SHA512: (data) => createHash('sha512').update(data).digest('hex'),
  CRC32: (data) => int32Hex(crc32(data)),
  MURMUR3_32: (data) => int32Hex(murmur3x86_32(data)),
  MURMUR3_128: (data) => murmur3x64_128(data).toString('hex'),
};

/** The checksum devices verify an OTA file with: lowercase hex, as ThingsBoard 3.3 stores it. */
export function computeChecksum(algorithm: ChecksumAlgorithm, data: Buffer): string {
  return DIGESTS[algorithm](data);
}
