import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { computeChecksum } from '../../server/ota/checksum';
import { newCustomerUser, newTenantAdmin, saved } from './entityHelpers';
import { api, login, removeTempDirs, startTestServer } from './helpers';
import { countRows, eid, expectError, pageQuery, UNKNOWN_UUID } from './tenancyHelpers';

/* OTA packages (contract §2 OtaPackageInfo, §10, §12), in tenants of this file's own. */

type Admin = Awaited<ReturnType<typeof newTenantAdmin>>;

let server: RunningServer;
let base: string;
let admin: Admin;
let other: Admin;
let buyer: Awaited<ReturnType<typeof newCustomerUser>>;
let sysadminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  admin = await newTenantAdmin(server);
  other = await newTenantAdmin(server);
  buyer = await newCustomerUser(server, admin.tenantId, 'Ota Buyer');
  sysadminToken = (await login(base, 'sysadmin')).token;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const FILE = Buffer.from('firmware image \x00\x01\x02 bytes');
let counter = 0;

function info(overrides: Record<string, unknown> = {}, profileId = admin.defaultProfileId) {
  counter++;
  return { title: `fw-${counter}`, version: '1.0', type: 'FIRMWARE', deviceProfileId: eid('DEVICE_PROFILE', profileId), ...overrides };
}

const createInfo = (overrides: Record<string, unknown> = {}, who: Admin = admin) =>
  saved(base, '/api/otaPackage', who.token, info(overrides, who.defaultProfileId));

/** Multipart upload, as the console sends it (part `file`). */
async function upload(id: string, query: string, token = admin.token, data: Buffer = FILE, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type: 'application/x-firmware' }), 'image.bin');
  const response = await fetch(`${base}/api/otaPackage/${id}?${query}`, { method: 'POST', headers: { 'X-Authorization': `Bearer ${token}` }, body: form });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : undefined };
}

/** A package of the admin's default profile with FILE uploaded. */
async function withData(overrides: Record<string, unknown> = {}, who: Admin = admin) {
  const created = await createInfo(overrides, who);
  const res = await upload(created.id.id, 'checksumAlgorithm=SHA256', who.token);
  expect(res.status).toBe(200);
  return res.body;
}

const countPackages = (tenantId = admin.tenantId) => countRows(server, 'ota_package', 'tenant_id = ?', tenantId);

describe('POST /api/otaPackage and the upload', () => {
  it('creates the info, then stores the file with a computed checksum', async () => {
    const created = await createInfo({ tag: 'fw 1.0', additionalInfo: { description: 'first' } });
    expect(created).toMatchObject({
      id: { entityType: 'OTA_PACKAGE' },
      tenantId: eid('TENANT', admin.tenantId),
      deviceProfileId: eid('DEVICE_PROFILE', admin.defaultProfileId),
      type: 'FIRMWARE',
      version: '1.0',
      tag: 'fw 1.0',
      url: null,
      hasData: false,
      fileName: null,
      checksum: null,
      dataSize: null,
      additionalInfo: { description: 'first' },
    });
    expect(created).not.toHaveProperty('name');
    expect(created).not.toHaveProperty('data');

    const res = await upload(created.id.id, 'checksumAlgorithm=SHA256');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      hasData: true,
      fileName: 'image.bin',
      contentType: 'application/x-firmware',
      checksumAlgorithm: 'SHA256',
      checksum: computeChecksum('SHA256', FILE),
      dataSize: FILE.length,
    });
    expect(res.body.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect((await api(base, `/api/otaPackage/info/${created.id.id}`, { token: admin.token })).body).toEqual(res.body);
  });

  it('accepts a matching checksum in any case and refuses a wrong one, storing nothing', async () => {
    const created = await createInfo();
    const good = computeChecksum('MURMUR3_128', FILE).toUpperCase();
    const wrong = await upload(created.id.id, 'checksumAlgorithm=MURMUR3_128&checksum=00ff');
    expectError(wrong, 400, 31, 'Wrong otaPackage file!');
    expect((await api(base, `/api/otaPackage/info/${created.id.id}`, { token: admin.token })).body.hasData).toBe(false);
    const ok = await upload(created.id.id, `checksumAlgorithm=MURMUR3_128&checksum=${good}`);
    expect(ok.body).toMatchObject({ hasData: true, checksum: good.toLowerCase(), checksumAlgorithm: 'MURMUR3_128' });
    // The file is fixed once uploaded.
    expectError(await upload(created.id.id, 'checksumAlgorithm=MD5'), 400, 31, 'Updating otaPackage data is prohibited!');
  });

  it('reads checksumAlgorithm case-insensitively, as ThingsBoard does', async () => {
    const created = await createInfo();
    const res = await upload(created.id.id, 'checksumAlgorithm=sha256');
    expect([res.status, res.body.checksumAlgorithm, res.body.checksum]).toEqual([200, 'SHA256', computeChecksum('SHA256', FILE)]);
  });

  it('computes CRC32 and MURMUR3_32 as little-endian hex', async () => {
    for (const algorithm of ['CRC32', 'MURMUR3_32'] as const) {
      const created = await createInfo();
      const res = await upload(created.id.id, `checksumAlgorithm=${algorithm}`);
      expect(res.body.checksum).toBe(computeChecksum(algorithm, FILE));
    }
  });

  it('refuses bad upload requests with the contract body', async () => {
    const created = await createInfo();
    expectError(await upload(created.id.id, ''), 400, 31, "Parameter 'checksumAlgorithm' can't be empty!");
    expectError(await upload(created.id.id, 'checksumAlgorithm=SHA1'), 400, 31, 'No enum constant org.thingsboard.server.common.data.ota.ChecksumAlgorithm.SHA1');
    expectError(await upload(created.id.id, 'checksumAlgorithm=MD5', admin.token, FILE, 'other'), 400, 31, "Parameter 'file' can't be empty!");
    expectError(await upload(created.id.id, 'checksumAlgorithm=MD5', admin.token, Buffer.alloc(0)), 400, 31, 'OtaPackage data should be specified!');
    const json = await api(base, `/api/otaPackage/${created.id.id}?checksumAlgorithm=MD5`, { token: admin.token, body: { file: 'x' } });
    expectError(json, 400, 31, "Parameter 'file' can't be empty!");
    expect((await api(base, `/api/otaPackage/info/${created.id.id}`, { token: admin.token })).body.hasData).toBe(false);
  });

  it('keeps URL packages without a file', async () => {
    const created = await createInfo({ usesUrl: true, url: 'https://updates.example.com/fw.bin' });
    expect(created).toMatchObject({ url: 'https://updates.example.com/fw.bin', hasData: false });
    expectError(await upload(created.id.id, 'checksumAlgorithm=MD5'), 400, 31);
    expectError(await api(base, `/api/otaPackage/${created.id.id}/download`, { token: admin.token }), 400, 31);
    // A url without usesUrl is not kept.
    expect((await createInfo({ url: 'https://ignored.example.com' })).url).toBeNull();
  });

  it('refuses invalid infos with 400 and stores nothing', async () => {
    const before = countPackages();
    const bad: [Record<string, unknown>, string | RegExp][] = [
      [{ title: '' }, 'OtaPackage title should be specified!'],
      [{ title: '   ' }, 'OtaPackage title should be specified!'],
      [{ version: undefined }, 'OtaPackage version should be specified!'],
      [{ type: undefined }, 'Type should be specified!'],
      [{ type: 'BIOS' }, /type/],
      [{ deviceProfileId: undefined }, "Parameter 'deviceProfileId' can't be empty!"],
      [{ deviceProfileId: eid('DEVICE', admin.defaultProfileId) }, /deviceProfileId/],
      [{ deviceProfileId: eid('DEVICE_PROFILE', other.defaultProfileId) }, 'OtaPackage is referencing to non-existent device profile!'],
      [{ deviceProfileId: eid('DEVICE_PROFILE', UNKNOWN_UUID) }, 'OtaPackage is referencing to non-existent device profile!'],
      [{ usesUrl: true }, 'Ota package URL should be specified!'],
      [{ usesUrl: true, url: 'not a url' }, "Parameter 'url' must be an absolute URL!"],
      [{ title: 'x'.repeat(256) }, 'Validation error: length of title must be equal or less than 255'],
      [{ additionalInfo: [1] }, /additionalInfo/],
    ];
    for (const [overrides, message] of bad) {
      expectError(await api(base, '/api/otaPackage', { token: admin.token, body: info(overrides) }), 400, 31, message);
    }
    expectError(await api(base, '/api/otaPackage', { token: admin.token, body: [] }), 400, 31);
    expect(countPackages()).toBe(before);
  });

  it('keeps title and version unique per profile and type', async () => {
    const first = await createInfo({ title: 'unique', version: '2.0' });
    expectError(await api(base, '/api/otaPackage', { token: admin.token, body: info({ title: 'unique', version: '2.0' }) }), 400, 31, 'OtaPackage with such title and version already exists!');
    const software = await createInfo({ title: 'unique', version: '2.0', type: 'SOFTWARE' });
    expect(software.id.id).not.toBe(first.id.id);
    // Another tenant's namespace is its own.
    await createInfo({ title: 'unique', version: '2.0' }, other);
  });

  it('updates only the description; what a device installs is fixed', async () => {
    const created = await createInfo({ tag: 't' });
    const updated = await saved(base, '/api/otaPackage', admin.token, { ...created, additionalInfo: { description: 'new' } });
    expect(updated).toMatchObject({ id: created.id, additionalInfo: { description: 'new' }, title: created.title });
    for (const change of [{ title: 'renamed' }, { version: '9' }, { type: 'SOFTWARE' }, { tag: 'other' }]) {
      expectError(await api(base, '/api/otaPackage', { token: admin.token, body: { ...created, ...change } }), 400, 31, /^Updating otaPackage \w+ is prohibited!$/);
    }
    expectError(await api(base, '/api/otaPackage', { token: admin.token, body: { ...created, id: eid('OTA_PACKAGE', UNKNOWN_UUID) } }), 404, 32);
  });
});

describe('reading and downloading', () => {
  it('downloads the file as an attachment with x-filename and its content type', async () => {
    const pkg = await withData();
    const response = await fetch(`${base}/api/otaPackage/${pkg.id.id}/download`, { headers: { 'X-Authorization': `Bearer ${admin.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment;filename=image.bin');
    expect(response.headers.get('x-filename')).toBe('image.bin');
    expect(response.headers.get('content-type')).toBe('application/x-firmware');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(FILE);
    const full = await api(base, `/api/otaPackage/${pkg.id.id}`, { token: admin.token });
    expect(full.body).toEqual({ ...pkg, data: FILE.toString('base64') });
    // No file yet: nothing to download.
    const empty = await createInfo();
    expectError(await api(base, `/api/otaPackage/${empty.id.id}/download`, { token: admin.token }), 400, 31);
  });

  it('pages the tenant’s packages with a title search and lists only assignable ones per profile and type', async () => {
    const tenant = await newTenantAdmin(server);
    const a = await withData({ title: 'Alpha board' }, tenant);
    await createInfo({ title: 'Alpha empty' }, tenant);
    const url = await createInfo({ title: 'Beta url', usesUrl: true, url: 'http://u.example.com/b' }, tenant);
    const sw = await withData({ title: 'Alpha soft', type: 'SOFTWARE' }, tenant);

    const all = await api(base, `/api/otaPackages?${pageQuery({ sortProperty: 'title', sortOrder: 'ASC' })}`, { token: tenant.token });
    expect(all.body).toMatchObject({ totalElements: 4, hasNext: false, totalPages: 1 });
    expect(all.body.data.map((p: { title: string }) => p.title)).toEqual(['Alpha board', 'Alpha empty', 'Alpha soft', 'Beta url']);
    const search = await api(base, `/api/otaPackages?${pageQuery({ textSearch: 'alpha B' })}`, { token: tenant.token });
    expect(search.body.data.map((p: { id: { id: string } }) => p.id.id)).toEqual([a.id.id]);

    const firmware = await api(base, `/api/otaPackages/${tenant.defaultProfileId}/FIRMWARE?${pageQuery({ sortProperty: 'title' })}`, { token: tenant.token });
    expect(firmware.body.data.map((p: { id: { id: string } }) => p.id.id)).toEqual([a.id.id, url.id.id]);
    const software = await api(base, `/api/otaPackages/${tenant.defaultProfileId}/SOFTWARE?${pageQuery()}`, { token: tenant.token });
    expect(software.body.data.map((p: { id: { id: string } }) => p.id.id)).toEqual([sw.id.id]);

    expectError(await api(base, `/api/otaPackages/${tenant.defaultProfileId}/BIOS?${pageQuery()}`, { token: tenant.token }), 400, 31);
    expectError(await api(base, `/api/otaPackages?${pageQuery({ sortProperty: 'nope' })}`, { token: tenant.token }), 400, 31);
    expectError(await api(base, '/api/otaPackages?page=0', { token: tenant.token }), 400, 31);
    expectError(await api(base, `/api/otaPackages/${admin.defaultProfileId}/FIRMWARE?${pageQuery()}`, { token: tenant.token }), 403, 20);
  });
});

describe('device profile and device links', () => {
  it('validates a profile’s firmwareId and softwareId and refuses deleting a package in use', async () => {
    const tenant = await newTenantAdmin(server);
    const profile = await saved(base, '/api/deviceProfile', tenant.token, { name: 'Ota profile' });
    const forProfile = (overrides: Record<string, unknown>) => ({ ...info(overrides, profile.id.id), title: `p-${++counter}` });
    const fw = (await upload((await saved(base, '/api/otaPackage', tenant.token, forProfile({}))).id.id, 'checksumAlgorithm=MD5', tenant.token)).body;
    const sw = (await upload((await saved(base, '/api/otaPackage', tenant.token, forProfile({ type: 'SOFTWARE' }))).id.id, 'checksumAlgorithm=MD5', tenant.token)).body;
    const empty = await saved(base, '/api/otaPackage', tenant.token, forProfile({}));
    const elsewhere = await withData({}, tenant);
    const foreign = await withData({}, other);

    const saveProfile = (links: Record<string, unknown>) => api(base, '/api/deviceProfile', { token: tenant.token, body: { ...profile, ...links } });
    const cases: [Record<string, unknown>, string][] = [
      [{ firmwareId: eid('OTA_PACKAGE', UNKNOWN_UUID) }, "Can't assign non-existent firmware!"],
      [{ firmwareId: foreign.id }, "Can't assign non-existent firmware!"],
      [{ firmwareId: sw.id }, "Can't assign firmware with type: SOFTWARE"],
      [{ softwareId: fw.id }, "Can't assign software with type: FIRMWARE"],
      [{ firmwareId: empty.id }, "Can't assign firmware with empty data!"],
      [{ firmwareId: elsewhere.id }, "Can't assign firmware with different deviceProfile!"],
    ];
    for (const [links, message] of cases) expectError(await saveProfile(links), 400, 31, message);
    expectError(await saveProfile({ firmwareId: { entityType: 'DEVICE', id: fw.id.id } }), 400, 31, /firmwareId/);
    expect((await api(base, `/api/deviceProfile/${profile.id.id}`, { token: tenant.token })).body.firmwareId).toBeNull();

    const linked = await saved(base, '/api/deviceProfile', tenant.token, { ...profile, firmwareId: fw.id, softwareId: sw.id });
    expect(linked).toMatchObject({ firmwareId: fw.id, softwareId: sw.id });
    expect((await api(base, `/api/deviceProfile/${profile.id.id}`, { token: tenant.token })).body).toMatchObject({ firmwareId: fw.id, softwareId: sw.id });
    // A new profile cannot point at any package yet: packages belong to an existing profile.
    expectError(await api(base, '/api/deviceProfile', { token: tenant.token, body: { name: 'Fresh', firmwareId: fw.id } }), 400, 31, "Can't assign firmware with different deviceProfile!");

    expectError(await api(base, `/api/otaPackage/${fw.id.id}`, { method: 'DELETE', token: tenant.token }), 400, 31, 'The otaPackage referenced by the device profile cannot be deleted!');
    await saved(base, '/api/deviceProfile', tenant.token, { ...linked, firmwareId: null, softwareId: null });
    expect((await api(base, `/api/otaPackage/${fw.id.id}`, { method: 'DELETE', token: tenant.token })).status).toBe(200);
    expect(countRows(server, 'ota_package', 'id = ?', fw.id.id)).toBe(0);
  });

  it('validates a device’s firmwareId, counts the profile’s devices without one, and refuses deleting a package in use', async () => {
    const tenant = await newTenantAdmin(server);
    const fw = await withData({}, tenant);
    const sw = await withData({ type: 'SOFTWARE' }, tenant);
    const deviceBody = (name: string, links: Record<string, unknown> = {}) => ({ name, deviceProfileId: eid('DEVICE_PROFILE', tenant.defaultProfileId), ...links });
    const count = (type: string) => api(base, `/api/devices/count/${type}/${tenant.defaultProfileId}`, { token: tenant.token });

    await saved(base, '/api/device', tenant.token, deviceBody('plain'));
    const withFw = await saved(base, '/api/device', tenant.token, deviceBody('with-fw', { firmwareId: fw.id }));
    expect(withFw).toMatchObject({ firmwareId: fw.id, softwareId: null });
    expect(countRows(server, 'device', 'id = ? and firmware_id = ?', withFw.id.id, fw.id.id)).toBe(1);
    expect((await count('FIRMWARE')).body).toBe(1);
    expect((await count('SOFTWARE')).body).toBe(2);

    const before = countRows(server, 'device', 'tenant_id = ?', tenant.tenantId);
    expectError(await api(base, '/api/device', { token: tenant.token, body: deviceBody('bad', { firmwareId: sw.id }) }), 400, 31, "Can't assign firmware with type: SOFTWARE");
    expectError(await api(base, '/api/device', { token: tenant.token, body: deviceBody('bad', { softwareId: eid('OTA_PACKAGE', UNKNOWN_UUID) }) }), 400, 31, "Can't assign non-existent software!");
    expect(countRows(server, 'device', 'tenant_id = ?', tenant.tenantId)).toBe(before);

    expectError(await api(base, `/api/otaPackage/${fw.id.id}`, { method: 'DELETE', token: tenant.token }), 400, 31, 'The otaPackage referenced by the devices cannot be deleted!');
    // Saving the device without the link clears it.
    const cleared = await saved(base, '/api/device', tenant.token, { ...withFw, firmwareId: null });
    expect(cleared.firmwareId).toBeNull();
    expect((await count('FIRMWARE')).body).toBe(2);
    expect((await api(base, `/api/otaPackage/${fw.id.id}`, { method: 'DELETE', token: tenant.token })).status).toBe(200);

    expectError(await count('BIOS'), 400, 31);
    expectError(await api(base, `/api/devices/count/FIRMWARE/${other.defaultProfileId}`, { token: tenant.token }), 403, 20);
    expectError(await api(base, `/api/devices/count/FIRMWARE/${UNKNOWN_UUID}`, { token: tenant.token }), 404, 32);
  });

  it('reads a device’s firmware and software back through the device, its Info and the Info lists', async () => {
    const tenant = await newTenantAdmin(server);
    const customer = await newCustomerUser(server, tenant.tenantId, 'Ota Reader');
    const stranger = await newCustomerUser(server, tenant.tenantId, 'Ota Stranger');
    const fw = await withData({}, tenant);
    const sw = await withData({ type: 'SOFTWARE' }, tenant);
    const device = await saved(base, '/api/device', tenant.token, { name: 'fw-reader', deviceProfileId: eid('DEVICE_PROFILE', tenant.defaultProfileId), firmwareId: fw.id, softwareId: sw.id });
    await saved(base, `/api/customer/${customer.customerId}/device/${device.id.id}`, tenant.token, undefined);
    const links = { firmwareId: fw.id, softwareId: sw.id };
    const id = device.id.id;
    for (const token of [tenant.token, customer.token]) {
      expect((await api(base, `/api/device/${id}`, { token })).body).toMatchObject(links);
      expect((await api(base, `/api/device/info/${id}`, { token })).body).toMatchObject(links);
    }
    const lists = [
      [tenant.token, `/api/tenant/deviceInfos?${pageQuery()}`],
      [tenant.token, `/api/tenant/devices?${pageQuery()}`],
      [tenant.token, `/api/customer/${customer.customerId}/deviceInfos?${pageQuery()}`],
      [customer.token, `/api/customer/${customer.customerId}/deviceInfos?${pageQuery()}`],
    ];
    for (const [token, path] of lists) {
      const found = (await api(base, path, { token })).body.data.find((d: { id: { id: string } }) => d.id.id === id);
      expect([path, found]).toMatchObject([path, links]);
    }
    // Neither another tenant nor another customer's user learns the links.
    expectError(await api(base, `/api/device/${id}`, { token: other.token }), 404, 32);
    expectError(await api(base, `/api/device/${id}`, { token: stranger.token }), 403, 20);
    expect((await api(base, `/api/customer/${stranger.customerId}/deviceInfos?${pageQuery()}`, { token: stranger.token })).body.data).toEqual([]);
  });
});

describe('tenant profile limit', () => {
  it('refuses an upload past maxOtaPackagesInBytes', async () => {
    const tenant = await newTenantAdmin(server, { maxOtaPackagesInBytes: FILE.length * 2 - 1 });
    await withData({}, tenant);
    const second = await createInfo({}, tenant);
    expectError(await upload(second.id.id, 'checksumAlgorithm=MD5', tenant.token), 400, 31, `Failed to create the ota package, files size limit is exhausted ${FILE.length * 2 - 1} bytes!`);
    expect((await api(base, `/api/otaPackage/info/${second.id.id}`, { token: tenant.token })).body.hasData).toBe(false);
  });
});

describe('access', () => {
  it('answers another tenant’s package 403, an unknown one 404 and a malformed id 400', async () => {
    const pkg = await withData({}, other);
    const id = pkg.id.id;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/otaPackage/info/${id}`],
      ['GET', `/api/otaPackage/${id}`],
      ['GET', `/api/otaPackage/${id}/download`],
      ['DELETE', `/api/otaPackage/${id}`],
      ['POST', '/api/otaPackage', { ...pkg, additionalInfo: { hijacked: true } }],
    ];
    for (const [method, path, body] of calls) expectError(await api(base, path, { method, token: admin.token, body }), 403, 20);
    expectError(await upload(id, 'checksumAlgorithm=MD5'), 403, 20);
    expectError(await api(base, `/api/otaPackage/info/${UNKNOWN_UUID}`, { token: admin.token }), 404, 32);
    expectError(await api(base, '/api/otaPackage/info/not-a-uuid', { token: admin.token }), 400, 31);
    expect((await api(base, `/api/otaPackage/info/${id}`, { token: other.token })).body.additionalInfo).toBeNull();
    // Lists never show another tenant's packages.
    const list = await api(base, `/api/otaPackages?${pageQuery()}`, { token: admin.token });
    expect(list.body.data.some((p: { id: { id: string } }) => p.id.id === id)).toBe(false);
  });

  it('lets customer users read infos and lists only, and system administrators nothing', async () => {
    const pkg = await withData();
    const id = pkg.id.id;
    const reads = [`/api/otaPackage/info/${id}`, `/api/otaPackages?${pageQuery()}`, `/api/otaPackages/${admin.defaultProfileId}/FIRMWARE?${pageQuery()}`];
    for (const path of reads) expect((await api(base, path, { token: buyer.token })).status).toBe(200);
    const writes: [string, string, unknown?][] = [
      ['GET', `/api/otaPackage/${id}`],
      ['GET', `/api/otaPackage/${id}/download`],
      ['DELETE', `/api/otaPackage/${id}`],
      ['POST', '/api/otaPackage', info()],
      ['GET', `/api/devices/count/FIRMWARE/${admin.defaultProfileId}`],
    ];
    for (const [method, path, body] of writes) expectError(await api(base, path, { method, token: buyer.token, body }), 403, 20);
    expectError(await upload(id, 'checksumAlgorithm=MD5', buyer.token), 403, 20);
    for (const path of [...reads, `/api/otaPackage/${id}`]) expectError(await api(base, path, { token: sysadminToken }), 403, 20);
    expectError(await api(base, '/api/otaPackage', { token: sysadminToken, body: info() }), 403, 20);
    expectError(await api(base, `/api/otaPackage/info/${id}`), 401, 10);
    expect(countRows(server, 'ota_package', 'id = ?', id)).toBe(1);
  });
});
