import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { ensureSystemWidgets } from '../../server/widgets/seedSystemWidgets';
import { sqlite } from './accountHelpers';
import { api, NULL_UUID, removeTempDirs, startTestServer } from './helpers';
import { countRows, demoContext, type Tokens } from './tenancyHelpers';

let server: RunningServer;
let tokens: Tokens;

beforeAll(async () => {
  server = await startTestServer();
  tokens = (await demoContext(server)).tokens;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

/** The starred rows of reference/widget-catalogue.md: bundle alias -> type alias -> [kind, sizeX, sizeY]. */
const STARRED: Record<string, Record<string, [string, number, number]>> = {
  alarm_widgets: { alarms_table: ['alarm', 10.5, 6.5] },
  analogue_gauges: { temperature_gauge_canvas_gauges: ['latest', 7, 3], radial_gauge_canvas_gauges: ['latest', 6, 5] },
  cards: {
    attributes_card: ['latest', 7.5, 3],
    html_card: ['static', 7.5, 3],
    timeseries_table: ['timeseries', 8, 6.5],
    html_value_card: ['latest', 7.5, 3],
    simple_card: ['latest', 5, 3],
    label_widget: ['latest', 4.5, 5],
    entities_table: ['latest', 7.5, 6.5],
    qr_code: ['latest', 4, 3.5],
    markdown_card: ['latest', 5, 3.5],
  },
  charts: { pie: ['latest', 8, 5], basic_timeseries: ['timeseries', 8, 5], timeseries_bars_flot: ['timeseries', 8, 5] },
  control_widgets: { knob_control: ['rpc', 5, 4.5], switch_control: ['rpc', 4, 2.5], round_switch: ['rpc', 2.5, 2], led_indicator: ['rpc', 2.5, 2.5], rpcbutton: ['rpc', 4, 2] },
  digital_gauges: { gauge_justgage: ['latest', 4, 3], simple_gauge_justgage: ['latest', 2, 2], horizontal_bar_justgage: ['latest', 7, 3] },
  input_widgets: { update_multiple_attributes: ['latest', 7.5, 3] },
  maps_v2: { openstreetmap: ['latest', 8.5, 6] },
};

const systemTypes = async (bundleAlias: string) => (await api(server.url, `/api/widgetTypesDetails?isSystem=true&bundleAlias=${bundleAlias}`, { token: tokens.tenant })).body;
const snapshot = () => sqlite(server, (db) => db.prepare('select * from widget_type where tenant_id = ? order by id').all(NULL_UUID));

describe('system widget bundles', () => {
  it('seeds the 25 starred catalogue types under ThingsBoard’s aliases with contract-shaped descriptors', async () => {
    const bundles = (await api(server.url, '/api/widgetsBundles', { token: tokens.sysadmin })).body;
    expect(bundles.map((b: { alias: string }) => b.alias).sort()).toEqual(Object.keys(STARRED).sort());
    let count = 0;
    for (const [bundleAlias, expected] of Object.entries(STARRED)) {
      const types = await systemTypes(bundleAlias);
      expect(types.map((t: { alias: string }) => t.alias).sort()).toEqual(Object.keys(expected).sort());
      for (const type of types) {
        count++;
        const [kind, sizeX, sizeY] = expected[type.alias];
        const d = type.descriptor;
        expect([type.tenantId.id, d.type, d.sizeX, d.sizeY, d.tessera]).toEqual([NULL_UUID, kind, sizeX, sizeY, `${bundleAlias}.${type.alias}`]);
        expect([d.templateHtml, d.controllerScript]).toEqual(['', '']);
        for (const field of ['settingsSchema', 'dataKeySettingsSchema', 'defaultConfig']) expect(typeof d[field]).toBe('string');
        const config = JSON.parse(d.defaultConfig);
        expect(config).toMatchObject({ title: type.name, showTitle: true, settings: expect.any(Object) });
        expect(Array.isArray(config.datasources)).toBe(true);
      }
    }
    expect(count).toBe(25);
  });

  it('carries the catalogue’s settings keys and defaults in the schema and the default config', async () => {
    const byAlias = async (bundle: string, alias: string) => (await systemTypes(bundle)).find((t: { alias: string }) => t.alias === alias).descriptor;
    const line = await byAlias('charts', 'basic_timeseries');
    const schema = JSON.parse(line.settingsSchema);
    expect(schema.schema.properties.shadowSize).toEqual({ title: 'Shadow size', type: 'number', default: 4 });
    expect(schema.schema.properties.grid.properties.tickColor.default).toBe('#DDDDDD');
    expect(schema.form).toContain('smoothLines');
    const config = JSON.parse(line.defaultConfig);
    expect(config.settings).toMatchObject({ stack: false, smoothLines: false, shadowSize: 4, fontColor: '#545454', timeForComparison: 'previousInterval', grid: { outlineWidth: 1 } });
    expect(config.datasources[0].dataKeys).toHaveLength(2);
    expect(config.datasources[0].dataKeys[0].settings).toMatchObject({ showLines: true, showPointsRadius: 3, axisPosition: 'left' });
    expect(JSON.parse(line.dataKeySettingsSchema).schema.properties.showPointShape.default).toBe('circle');

    const bars = JSON.parse((await byAlias('charts', 'timeseries_bars_flot')).defaultConfig);
    expect(bars.settings).toMatchObject({ defaultBarWidth: 600, barAlignment: 'left' });
    expect(bars.settings).not.toHaveProperty('smoothLines');
    expect(bars.timewindow.aggregation).toEqual({ type: 'AVG', limit: 200 });

    const button = JSON.parse((await byAlias('control_widgets', 'rpcbutton')).defaultConfig);
    expect(button.settings).toMatchObject({ buttonText: 'Send RPC', methodName: 'rpcCommand', methodParams: '{}', requestTimeout: 5000, styleButton: { isRaised: true, isPrimary: false } });
    const round = JSON.parse((await byAlias('control_widgets', 'round_switch')).defaultConfig);
    expect(round.settings).not.toHaveProperty('showOnOffLabels');
    expect(round.settings).toMatchObject({ retrieveValueMethod: 'rpc', valueKey: 'value', requestTimeout: 500 });
    expect(JSON.parse((await byAlias('digital_gauges', 'simple_gauge_justgage')).defaultConfig).settings.gaugeType).toBe('donut');
    expect(JSON.parse((await byAlias('cards', 'entities_table')).defaultConfig).settings).toMatchObject({ defaultSortOrder: 'entityName', reserveSpaceForHiddenAction: 'true' });
    expect(JSON.parse((await byAlias('alarm_widgets', 'alarms_table')).defaultConfig)).toMatchObject({
      alarmSearchStatus: 'ANY',
      timewindow: { realtime: { timewindowMs: 86400000 } },
      settings: { defaultSortOrder: '-createdTime', enableStickyAction: false },
    });
    expect((await byAlias('cards', 'attributes_card')).settingsSchema).toBe('{}');
  });

  it('is idempotent and restores tampered shipped types, leaving other system items alone', async () => {
    const before = snapshot();
    const bundlesBefore = countRows(server, 'widgets_bundle', 'tenant_id = ?', NULL_UUID);
    await ensureSystemWidgets(server.stores);
    expect(snapshot()).toEqual(before);
    expect(countRows(server, 'widgets_bundle', 'tenant_id = ?', NULL_UUID)).toBe(bundlesBefore);

    const extra = await server.stores.widgets.createBundle(NULL_UUID, 'sys_own', { title: 'Own', image: null, description: null });
    await server.stores.widgets.createType(NULL_UUID, 'charts', 'sys_extra', { name: 'Extra', image: null, description: null, descriptor: { type: 'static' } });
    sqlite(server, (db) => db.prepare("update widget_type set name = 'Tampered', descriptor = '{}' where tenant_id = ? and alias = 'pie'").run(NULL_UUID));
    sqlite(server, (db) => db.prepare("delete from widget_type where tenant_id = ? and alias = 'qr_code'").run(NULL_UUID));
    await ensureSystemWidgets(server.stores);

    const after = snapshot() as { id: string; alias: string; name: string }[];
    const pie = after.find((row) => row.alias === 'pie')!;
    expect(pie.name).toBe('Pie - Flot');
    expect(pie.id).toBe((before as { id: string; alias: string }[]).find((row) => row.alias === 'pie')!.id);
    expect(after.some((row) => row.alias === 'qr_code')).toBe(true);
    expect(after.some((row) => row.alias === 'sys_extra')).toBe(true);
    expect(await server.stores.widgets.findBundleById(extra.id.id)).toBeDefined();
  });
});
