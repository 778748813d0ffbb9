import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type MessageKey } from '../../server/http/messages';
import type { RunningServer } from '../../server/main';
import { newCustomerUser, newTenantAdmin, saved } from './entityHelpers';
import { removeTempDirs, startTestServer } from './helpers';
import { ENTITY_PROBES } from './messages/entityProbes';
import type { Probe, ProbeWorld } from './messages/probeKit';
import { REQUEST_PROBES, UNPROBED } from './messages/requestProbes';
import { demoContext } from './tenancyHelpers';

/*
 * Walks the server's one table of messages (server/http/messages.ts, contract §13)
 * against every route listed as producing each entry: the reply's status, errorCode
 * (or plain-text body, or WebSocket frame) and exact text.
 */

let server: RunningServer;
let world: ProbeWorld;

beforeAll(async () => {
  server = await startTestServer();
  const { tokens } = await demoContext(server);
  const admin = await newTenantAdmin(server);
  const other = await newTenantAdmin(server);
  const otherCustomer = await newCustomerUser(server, other.tenantId, 'Message probe stranger');
  const device = await saved(server.url, '/api/device', admin.token, { name: 'Message probe device' });
  let n = 0;
  world = {
    server,
    base: server.url,
    tokens,
    admin,
    stranger: { tenantId: other.tenantId, token: other.token, customerId: otherCustomer.customerId },
    device: { entityType: 'DEVICE', id: device.id.id },
    unique: () => `${Date.now().toString(36)}-${++n}`,
  };
}, 60_000);

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const PROBES: Partial<Record<MessageKey, Probe[]>> = { ...ENTITY_PROBES, ...REQUEST_PROBES };

describe('the message table', () => {
  it('has probes for every entry, or says why no request can produce it', () => {
    const keys = Object.keys(MSG) as MessageKey[];
    const missing = keys.filter((key) => !(PROBES[key]?.length || UNPROBED[key]));
    expect(missing).toEqual([]);
    // Probes name only entries of the table, and nothing is both probed and excused.
    expect(Object.keys(PROBES).filter((key) => !keys.includes(key as MessageKey))).toEqual([]);
    expect(Object.keys(UNPROBED).filter((key) => PROBES[key as MessageKey])).toEqual([]);
  });

  it("spells ThingsBoard 3.3.3's texts (written out here, independently of the table)", () => {
    const id = '784f394c-42b6-435a-983c-b7beff2784f9';
    expect([
      MSG.DEVICE_NAME, MSG.ASSET_TYPE, MSG.ENTITY_VIEW_TYPE, MSG.ENTITY_VIEW_NAME, MSG.DASHBOARD_TITLE, MSG.WIDGET_TYPE_DESCRIPTOR,
      MSG.FIELD_CONSTRAINTS([MSG.LENGTH('name', 255)]), MSG.FIELD_CONSTRAINTS([MSG.LENGTH('label', 255), MSG.MALFORMED]),
      MSG.EMPTY_PARAM('pageSize'), MSG.NOT_FOUND_BY_ID('Dashboard', id), MSG.USER_EMAIL_DUPLICATE('a@b.io'),
      MSG.USER_ACTIVATION_TOKEN_UNKNOWN('t'), MSG.PAGE_SIZE('0'), MSG.PAGE('-1'), MSG.SORT_ORDER('UP'),
      MSG.ADMIN_SETTINGS_KEY_CHANGE, MSG.ACCESS_NOT_FOUND('Device'),
      MSG.WS_KEYS_EMPTY, MSG.WS_DEVICE_ID_EMPTY, MSG.WS_CMD_ID_NEGATIVE, MSG.WS_QUERY_EMPTY,
    ]).toEqual([
      'Device name should be specified!', 'Asset type should be specified!', 'Entity View type should be specified!', 'Entity view name should be specified!',
      'Dashboard title should be specified!', "Widgets type descriptor can't be empty!",
      'Validation error: length of name must be equal or less than 255', 'Validation error: length of label must be equal or less than 255, field value is malformed',
      "Parameter 'pageSize' can't be empty!", `Dashboard with id [${id}] is not found`, "User with email 'a@b.io'  already present in database!",
      'Unable to find user credentials by activateToken [t]', "Incorrect page link page size '0'. Page size must be greater than zero.",
      "Incorrect page link page '-1'. Page must be positive integer.", "Unsupported sort order 'UP'! Only 'ASC' or 'DESC' types are allowed.",
      'Changing key of admin settings entry is prohibited!', "Device with requested id wasn't found!",
      'Keys are empty!', 'Device id is empty!', 'Cmd id is negative value!', 'Query is empty!',
    ]);
  });

  it('keeps the parameter message for query and path parameters only', () => {
    const entityField = Object.values(ENTITY_PROBES).flat().filter((probe) => probe.expected.kind === 'json' && /^Parameter '/.test(probe.expected.message));
    expect(entityField.map((probe) => probe.what)).toEqual([]);
  });
});

const cases = Object.entries(PROBES).flatMap(([key, probes]) => probes.map((probe) => [key, probe.what, probe] as const));

describe.each(cases)('%s: %s', (_key, _what, probe) => {
  it('answers with the table’s status, code and text', async () => {
    expect(await probe.run(world)).toEqual(probe.expected);
  });
});
