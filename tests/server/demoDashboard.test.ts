import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { api, removeTempDirs, startTestServer, tempDir } from './helpers';
import { demoContext, pageQuery, type Tokens } from './tenancyHelpers';

let dataDir: string;
let server: RunningServer;
let tokens: Tokens;
let customerId: string;

beforeAll(async () => {
  dataDir = await tempDir();
  // Started twice on one database: the second start must not seed the dashboard again.
  await (await startTestServer({ dataDir })).close();
  server = await startTestServer({ dataDir });
  ({ tokens, customerId } = await demoContext(server));
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

async function thermostatsDashboard() {
  const list = await api(server.url, `/api/tenant/dashboards?${pageQuery()}`, { token: tokens.tenant });
  const matches = list.body.data.filter((d: { title: string }) => d.title === 'Thermostats');
  expect(matches).toHaveLength(1);
  return (await api(server.url, `/api/dashboard/${matches[0].id.id}`, { token: tokens.tenant })).body;
}

describe('the demo Thermostats dashboard', () => {
  it('is seeded once, however often the server starts', async () => {
    const dashboard = await thermostatsDashboard();
    expect(dashboard.configuration.states.default).toMatchObject({ root: true, layouts: { main: { gridSettings: { columns: 24 } } } });
  });

  it('uses only widget types of the system widget library, each placed in the 24-column layout', async () => {
    const { configuration } = await thermostatsDashboard();
    const widgets = Object.values(configuration.widgets) as { id: string; bundleAlias: string; typeAlias: string; isSystemType: boolean }[];
    expect(widgets.map((w) => `${w.bundleAlias}/${w.typeAlias}`).sort()).toEqual([
      'cards/entities_table', 'cards/simple_card', 'charts/basic_timeseries', 'control_widgets/switch_control', 'digital_gauges/gauge_justgage',
    ]);
    for (const w of widgets) {
      const type = await api(server.url, `/api/widgetType?isSystem=true&bundleAlias=${w.bundleAlias}&alias=${w.typeAlias}`, { token: tokens.tenant });
      expect(type.status, `${w.bundleAlias}/${w.typeAlias}`).toBe(200);
      expect(w.isSystemType).toBe(true);
      const place = configuration.states.default.layouts.main.widgets[w.id];
      expect(place.col + place.sizeX, w.typeAlias).toBeLessThanOrEqual(24);
    }
  });

  it('reads the demo thermostats through a deviceType alias, and the chart shows the last 5 minutes live', async () => {
    const { configuration } = await thermostatsDashboard();
    const aliases = Object.values(configuration.entityAliases) as { id: string; alias: string; filter: Record<string, unknown> }[];
    const thermostats = aliases.find((a) => a.alias === 'Thermostats')!;
    expect(thermostats.filter).toMatchObject({ type: 'deviceType', deviceType: 'thermostat', resolveMultiple: true });

    const query = await api(server.url, '/api/entitiesQuery/find', {
      token: tokens.tenant,
      body: { entityFilter: thermostats.filter, pageLink: { page: 0, pageSize: 10 }, entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }] },
    });
    expect(query.status).toBe(200);
    expect(query.body.data.map((e: any) => e.latest.ENTITY_FIELD.name.value).sort()).toEqual(['Thermostat T1', 'Thermostat T2']);

    const widgets = Object.values(configuration.widgets) as any[];
    const chart = widgets.find((w) => w.typeAlias === 'basic_timeseries');
    expect(chart.config.datasources[0]).toMatchObject({ type: 'entity', entityAliasId: thermostats.id, dataKeys: [{ name: 'temperature', type: 'timeseries' }] });
    expect(chart.config).toMatchObject({ useDashboardTimewindow: false, timewindow: { selectedTab: 0, realtime: { timewindowMs: 300000 } } });
    const table = widgets.find((w) => w.typeAlias === 'entities_table');
    expect(table.config.datasources[0].dataKeys.map((k: { name: string }) => k.name)).toEqual(['temperature', 'humidity']);
    const gauge = widgets.find((w) => w.typeAlias === 'gauge_justgage');
    expect(gauge.config.datasources[0].dataKeys[0].name).toBe('humidity');
    const toggle = widgets.find((w) => w.typeAlias === 'switch_control');
    const target = aliases.find((a) => a.id === toggle.config.targetDeviceAliasIds[0])!;
    const t1 = (await server.stores.devices.findByName((await demoContext(server)).tenantId, 'Thermostat T1'))!;
    expect(target.filter).toMatchObject({ type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: t1.id.id } });
  });

  it('is assigned to the demo customer, whose user sees it', async () => {
    const list = await api(server.url, `/api/customer/${customerId}/dashboards?${pageQuery()}`, { token: tokens.customer });
    expect(list.status).toBe(200);
    expect(list.body.data.map((d: { title: string }) => d.title)).toContain('Thermostats');
    const dashboard = await api(server.url, `/api/dashboard/${list.body.data[0].id.id}`, { token: tokens.customer });
    expect(dashboard.status).toBe(200);
  });
});
