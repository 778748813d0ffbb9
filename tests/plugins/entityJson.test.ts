// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { exportEntityJson, JsonImportError, readJsonFile, toImportBody } from '../../plugins/shared/entityJson';

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => { URL.createObjectURL = original.create; URL.revokeObjectURL = original.revoke; });

describe('exportEntityJson', () => {
  it('clicks a temporary link to a pretty JSON blob named <name>.json, then removes it', async () => {
    // jsdom has no object URLs: record the blob the way the browser would receive it.
    const blobs: Blob[] = [];
    const revoked: string[] = [];
    URL.createObjectURL = (blob: Blob) => { blobs.push(blob); return 'blob:entity'; };
    URL.revokeObjectURL = (url: string) => { revoked.push(url); };
    const clicks: { download: string; href: string; attached: boolean }[] = [];
    document.addEventListener('click', (event) => {
      const link = event.target as HTMLAnchorElement;
      clicks.push({ download: link.download, href: link.getAttribute('href') ?? '', attached: link.isConnected });
      event.preventDefault();
    }, { once: true });

    exportEntityJson({ name: 'Thermostat', profileData: { a: [1] } }, 'Thermostat profile');

    expect(clicks).toEqual([{ download: 'Thermostat profile.json', href: 'blob:entity', attached: true }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(blobs[0].type).toBe('application/json');
    expect(await blobs[0].text()).toBe('{\n  "name": "Thermostat",\n  "profileData": {\n    "a": [\n      1\n    ]\n  }\n}');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(revoked).toEqual(['blob:entity']);
  });
});

describe('readJsonFile', () => {
  it('parses a JSON file', async () => {
    await expect(readJsonFile(new File(['{"name":"A"}'], 'a.json'))).resolves.toEqual({ name: 'A' });
  });

  it('rejects text that is not JSON with the invalid-file key', async () => {
    const error = await readJsonFile(new File(['name,type\nA,B'], 'a.csv')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JsonImportError);
    expect((error as JsonImportError).message).toBe('import.invalid-json-file');
    await expect(readJsonFile(new File([''], 'empty.json'))).rejects.toThrow('import.invalid-json-file');
  });
});

describe('toImportBody', () => {
  const exported = {
    id: { entityType: 'DEVICE_PROFILE', id: '784f394c-42b6-435a-983c-b7beff2784f9' },
    createdTime: 1609459200000,
    tenantId: { entityType: 'TENANT', id: '13814000-1dd2-11b2-8080-808080808080' },
    customerId: { entityType: 'CUSTOMER', id: '13814000-1dd2-11b2-8080-808080808080' },
    name: 'Thermostat',
    type: 'DEFAULT',
    profileData: { configuration: { type: 'DEFAULT' } },
    default: true,
  };

  it('keeps only whitelisted fields and never ids, timestamps or owners', () => {
    expect(toImportBody(exported, ['name', 'type', 'profileData', 'id', 'tenantId', 'customerId', 'createdTime', 'missing']))
      .toEqual({ name: 'Thermostat', type: 'DEFAULT', profileData: { configuration: { type: 'DEFAULT' } } });
  });

  it('rejects JSON that is not an object', () => {
    for (const json of [null, [exported], 'Thermostat', 42]) {
      expect(() => toImportBody(json, ['name'])).toThrow('import.not-an-entity');
    }
  });
});
