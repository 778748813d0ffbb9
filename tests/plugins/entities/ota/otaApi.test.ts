import { describe, expect, it } from 'vitest';
import { formatSize, type NewOtaPackage, otaPackageError } from '../../../../plugins/entities/ota/otaApi';

const base: NewOtaPackage = {
  title: 'Fw', version: '1.0', tag: '', type: 'FIRMWARE', deviceProfileId: { entityType: 'DEVICE_PROFILE', id: 'p' }, description: '',
  file: null, url: '', checksumAlgorithm: 'SHA256', checksum: '',
};

describe('the OTA package form', () => {
  it('needs a title, a version, and a file or an absolute URL', () => {
    expect(otaPackageError({ ...base, title: ' ' }, false)).toBe('ota-update.title-required');
    expect(otaPackageError({ ...base, version: '' }, false)).toBe('ota-update.version-required');
    expect(otaPackageError(base, false)).toBe('ota-update.file-required');
    expect(otaPackageError({ ...base, file: new File(['x'], 'fw.bin') }, false)).toBeNull();
    expect(otaPackageError({ ...base, url: 'fw.bin' }, true)).toBe('ota-update.url-required');
    expect(otaPackageError({ ...base, url: 'https://files.example.com/fw.bin' }, true)).toBeNull();
  });

  it('prints sizes in binary units', () => {
    expect(formatSize(16)).toBe('16 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatSize(null)).toBe('');
  });
});
