import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { hashPassword, verifyPassword } from '../../server/security/passwords';
import { NULL_UUID, removeTempDirs, startTestServer, tempDir } from './helpers';
import { sqlite } from './accountHelpers';
import { countRows } from './tenancyHelpers';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with a fresh salt each time', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(a.split('$')[4], 'base64')).toHaveLength(16);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('correct horse', 'plain-text')).toBe(false);
    expect(await verifyPassword('correct horse', 'scrypt$0$8$1$AA==$AA==')).toBe(false);
  });

  it('never stores a seeded password in clear', async () => {
    for (const [email, password] of [
      ['sysadmin@tessera.io', 'sysadmin'],
      ['tenant@tessera.io', 'tenant'],
      ['customer@tessera.io', 'customer'],
    ]) {
      const user = (await server.stores.users.findByEmail(email))!;
      const credentials = (await server.stores.users.findCredentials(user.id.id))!;
      expect(credentials.enabled).toBe(true);
      expect(credentials.password).toMatch(/^scrypt\$/);
      expect(credentials.password).not.toContain(password);
      expect(await verifyPassword(password, credentials.password!)).toBe(true);
    }
  });
});

describe('demo seed', () => {
  it('creates the demo tenant, customer, profiles and devices with access tokens', async () => {
    const tenantAdmin = (await server.stores.users.findByEmail('tenant@tessera.io'))!;
    const customerUser = (await server.stores.users.findByEmail('customer@tessera.io'))!;
    const tenant = (await server.stores.tenants.findById(tenantAdmin.tenantId.id))!;
    expect(tenant).toMatchObject({ title: 'Tessera Demo', name: 'Tessera Demo' });
    const customer = (await server.stores.customers.findById(customerUser.customerId.id))!;
    expect(customer).toMatchObject({ title: 'Demo Customer', tenantId: { entityType: 'TENANT', id: tenant.id.id } });

    const defaultProfile = (await server.stores.deviceProfiles.findDefault(tenant.id.id))!;
    expect(defaultProfile).toMatchObject({
      name: 'default',
      default: true,
      type: 'DEFAULT',
      transportType: 'DEFAULT',
      provisionType: 'DISABLED',
      description: 'Default device profile',
      profileData: {
        configuration: { type: 'DEFAULT' },
        transportConfiguration: { type: 'DEFAULT' },
        provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
      },
    });
    const thermostat = (await server.stores.deviceProfiles.findByName(tenant.id.id, 'thermostat'))!;
    expect(thermostat.default).toBe(false);

    const tokens = new Set<string>();
    for (const token of await listAccessTokens()) tokens.add(token);
    expect(tokens.size).toBe(3);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9]{20}$/);

    const devices = await Promise.all(
      [...tokens].map(async (token) => {
        const credentials = (await server.stores.devices.findCredentialsById(token))!;
        expect(credentials.credentialsType).toBe('ACCESS_TOKEN');
        return (await server.stores.devices.findById(credentials.deviceId.id))!;
      }),
    );
    const byName = Object.fromEntries(devices.map((d) => [d.name, d]));
    expect(Object.keys(byName).sort()).toEqual(['Thermostat T1', 'Thermostat T2', 'Weather Station W1']);
    expect(byName['Thermostat T1']).toMatchObject({ type: 'thermostat', deviceProfileId: thermostat.id, customerId: customer.id });
    expect(byName['Thermostat T2']).toMatchObject({ type: 'thermostat', customerId: { entityType: 'CUSTOMER', id: NULL_UUID } });
    expect(byName['Weather Station W1']).toMatchObject({ type: 'default', deviceProfileId: defaultProfile.id });
  });

  it('creates the demo asset Building A containing Thermostat T1, once', async () => {
    const tenantId = (await server.stores.users.findByEmail('tenant@tessera.io'))!.tenantId.id;
    const building = (await server.stores.assets.findByName(tenantId, 'Building A'))!;
    expect(building).toMatchObject({ type: 'building', customerId: { id: NULL_UUID } });
    const thermostat = (await server.stores.devices.findByName(tenantId, 'Thermostat T1'))!;
    const relations = await server.stores.relations.findByEnds('FROM', [building.id], 'COMMON');
    expect(relations).toEqual([{ from: building.id, to: thermostat.id, type: 'Contains', typeGroup: 'COMMON', additionalInfo: null }]);

    // A restart on the same data seeds nothing again.
    const dataDir = await tempDir();
    await (await startTestServer({ dataDir })).close();
    const again = await startTestServer({ dataDir });
    try {
      const count = (table: string) => countRows(again, table);
      expect([count('asset'), count('relation'), count('device')]).toEqual([1, 1, 3]);
    } finally {
      await again.close();
    }
  });

  it("stores the general settings, with the server's own address and port as the base URL", async () => {
    expect(await server.stores.settings.getJson('general')).toEqual({ baseUrl: `http://localhost:${server.port}`, prohibitDifferentUrl: false });
  });
});

/** Reads the seeded tokens straight from the database, as a device operator would copy them. */
async function listAccessTokens(): Promise<string[]> {
  return sqlite(server, (db) => (db.prepare('select credentials_id from device_credentials').all() as { credentials_id: string }[]).map((r) => r.credentials_id));
}
