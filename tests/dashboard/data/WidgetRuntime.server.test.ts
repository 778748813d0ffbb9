import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type WidgetData } from '@tessera/sdk';
import { completeTimewindow, type Timewindow } from '@tessera/ui';
import type { RunningServer } from '../../../server/main';
import { AliasResolver } from '../../../core/dashboard/data/AliasResolver';
import { WidgetRuntime } from '../../../core/dashboard/data/WidgetRuntime';
import { type SocketLike, SubscriptionStore } from '../../../core/services/subscriptions/SubscriptionStore';
import { type EntityAlias, type StateParams, type WidgetConfig } from '../../../core/dashboard/model/types';
import { newTenantAdmin, saved } from '../../server/entityHelpers';
import { api, removeTempDirs, startTestServer } from '../../server/helpers';
import { serverHttp } from '../serverHttp';
import { holder, httpServiceRef, observableGetter, subscriptionServiceRef } from './fakes';

/*
 * The data layer against the real server: aliases resolved by the entity query, a widget fed
 * by a real SubscriptionStore over the `ws` client while a device publishes over the HTTP
 * device API. Waits are bounded; nothing is asserted about time.
 */

let server: RunningServer;
let admin: { tenantId: string; token: string };
const devices: Record<string, { id: string; token: string }> = {};
const sockets: WebSocket[] = [];

const httpOf = (token: string) => serverHttp(server.url, token);

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await newTenantAdmin(server);
  for (const [name, type] of [['Therm A', 'thermo'], ['Therm B', 'thermo'], ['Meter', 'meter']]) {
    const id = (await saved(server.url, '/api/device', admin.token, { name, type })).id.id as string;
    const credentials = await api(server.url, `/api/device/${id}/credentials`, { token: admin.token });
    devices[name] = { id, token: credentials.body.credentialsId };
  }
});

afterAll(async () => {
  sockets.forEach((s) => s.close());
  await server?.close();
  await removeTempDirs();
});

const thermos: EntityAlias = { id: 'a1', alias: 'Thermostats', filter: { type: 'deviceType', deviceType: 'thermo', deviceNameFilter: '', resolveMultiple: true } };
const stateAlias: EntityAlias = { id: 'a2', alias: 'Current', filter: { type: 'stateEntity', stateEntityParamName: null, defaultStateEntity: null } };

let store: SubscriptionStore;
const cleanup: (() => void)[] = [];
afterEach(() => cleanup.splice(0).forEach((fn) => fn()));

/** A latest-values (or, with a window, time-series) widget runtime over a real SubscriptionStore. */
function open(config: WidgetConfig, filters: Record<string, unknown> = {}, timewindow?: Timewindow) {
  store = new SubscriptionStore({
    token: async () => admin.token,
    connect: (t) => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${t}`);
      sockets.push(socket);
      return socket as unknown as SocketLike;
    },
    schedule: (fn) => setTimeout(fn, 0),
  });
  const http = httpOf(admin.token);
  const aliases = new AliasResolver({ http, aliases: () => ({ a1: thermos }), stateParams: () => ({}), currentUser: () => null, filters: () => filters });
  const kind = timewindow ? 'timeseries' : 'latest';
  const runtime = new WidgetRuntime(
    { id: 'w', bundleAlias: 'cards', typeAlias: 'simple_card', type: kind, sizeX: 4, sizeY: 3, config },
    kind,
    {
      services: holder([[subscriptionServiceRef, store], [httpServiceRef, http]]), aliases,
      dashboardTimewindow: () => completeTimewindow(timewindow ?? null, Date.now(), 1000), isEdit: () => false, maxDatapoints: 1000,
      onAction: () => undefined, schedule: (fn) => setTimeout(fn, 0),
    },
  );
  const delivered: WidgetData[] = [];
  runtime.ctx.subscribe((d) => delivered.push(d));
  const session = store;
  cleanup.push(() => { runtime.dispose(); aliases.dispose(); session.closeSession(); });
  return { runtime, delivered };
}

describe('data layer with the real server', () => {
  it('resolves a deviceType alias to every device of the type, and a state entity alias as the state changes', async () => {
    const params = observableGetter<StateParams>({});
    const resolver = new AliasResolver({ http: httpOf(admin.token), aliases: () => ({ a1: thermos, a2: stateAlias }), stateParams: params.get, currentUser: () => null });
    expect((await resolver.resolve(thermos, {})).map((e) => e.name).sort()).toEqual(['Therm A', 'Therm B']);
    expect(resolver.resolution('a2')).toMatchObject({ entities: [] });
    params.set({ entityId: { entityType: 'DEVICE', id: devices.Meter.id } });
    await until(() => resolver.resolution('a2').entities[0]?.name === 'Meter', 'the state entity');
    expect(resolver.resolution('a2')).toEqual({ entities: [{ id: { entityType: 'DEVICE', id: devices.Meter.id }, name: 'Meter', entityType: 'DEVICE' }], error: null, loading: false });
    resolver.dispose();
  });

  it('delivers telemetry a device publishes to the widget of an alias with several devices', async () => {
    const { runtime, delivered } = open({
      datasources: [{ type: 'entity', entityAliasId: 'a1', dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'T', color: '#f00', settings: {} }] }],
    });
    await until(() => runtime.ctx.datasources.length === 2 && store.state === 'open', 'two datasources and an open socket');
    // Give the subscriptions their first (empty) reply before publishing.
    await new Promise((r) => setTimeout(r, 200));
    const res = await api(server.url, `/api/v1/${devices['Therm B'].token}/telemetry`, { body: { temperature: 23.5 } });
    expect(res.status).toBe(200);
    const find = () => delivered.at(-1)?.series.find((s) => s.datasource.name === 'Therm B')?.data.at(-1)?.[1];
    await until(() => find() === 23.5, 'the published temperature');
    expect(delivered.at(-1)!.series.map((s) => s.datasource.entityId?.id).sort()).toEqual([devices['Therm A'].id, devices['Therm B'].id].sort());
    expect(delivered.at(-1)!.error).toBeNull();
  });

  it('narrows an alias by the datasource\'s dashboard filter and shows the newest alarm\'s fields live', async () => {
    const { runtime } = open({
      datasources: [{ type: 'entity', entityAliasId: 'a1', filterId: 'f1', dataKeys: [
        { name: 'severity', type: 'alarm', label: 'S', color: '#f00', settings: {} }, { name: 'status', type: 'alarm', label: 'St', color: '#0f0', settings: {} },
      ] }],
    }, { f1: { id: 'f1', filter: 'B only', editable: true, keyFilters: [{ key: { type: 'ENTITY_FIELD', key: 'name' }, valueType: 'STRING', predicates: [
      { keyFilterPredicate: { type: 'STRING', operation: 'ENDS_WITH', value: { defaultValue: 'B', userValue: null, dynamicValue: null }, ignoreCase: false }, userInfo: {} },
    ] }] } });
    await until(() => runtime.ctx.datasources.length === 1 && store.state === 'open', 'the filtered datasource');
    expect(runtime.ctx.datasources[0].name).toBe('Therm B');
    const alarm = await saved(server.url, '/api/alarm', admin.token, {
      type: 'Overheat', originator: { entityType: 'DEVICE', id: devices['Therm B'].id }, severity: 'MAJOR', status: 'ACTIVE_UNACK',
    });
    const shown = () => runtime.ctx.data.series.map((s) => s.data.at(-1)?.[1]).join('/');
    await until(() => shown() === 'MAJOR/ACTIVE_UNACK', 'the alarm');
    expect((await api(server.url, `/api/alarm/${alarm.id.id}/ack`, { method: 'POST', token: admin.token })).status).toBe(200);
    await until(() => shown() === 'MAJOR/ACTIVE_ACK', 'the acknowledged alarm');
  });

  it('folds live points into the open bucket of an aggregated realtime window', async () => {
    const { runtime } = open({
      datasources: [{ type: 'entity', entityAliasId: 'a1', filterId: 'f1', dataKeys: [{ name: 'power', type: 'timeseries', label: 'P', color: '#f00', settings: {} }] }],
    }, { f1: { id: 'f1', filter: 'A', keyFilters: [{ key: { type: 'ENTITY_FIELD', key: 'name' }, valueType: 'STRING', predicate: { type: 'STRING', operation: 'EQUAL', value: { defaultValue: 'Therm A' } } }] } },
    { realtime: { timewindowMs: 60_000, interval: 60_000 }, aggregation: { type: 'SUM', limit: 10 } });
    await until(() => runtime.ctx.datasources.length === 1 && store.state === 'open', 'the datasource');
    await new Promise((r) => setTimeout(r, 200));
    for (const power of [2, 3, 4]) {
      const res = await api(server.url, `/api/v1/${devices['Therm A'].token}/telemetry`, { body: { power } });
      expect(res.status).toBe(200);
    }
    // One interval per window: every live point lands in the one open bucket (or the one after it).
    await until(() => runtime.ctx.data.series[0].data.reduce((sum, p) => sum + Number(p[1]), 0) === 9, 'the summed bucket');
    const points = runtime.ctx.data.series[0].data;
    expect(points.length).toBeLessThanOrEqual(2);
    if (points.length === 1) expect(points[0][1]).toBe(9);
  });
});
