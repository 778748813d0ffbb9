import { describe, expect, it } from 'vitest';
import { HttpError, httpServiceRef, type ScriptSandboxService, scriptSandboxServiceRef, type ServiceRef } from '@tessera/sdk';
import { type EntityAlias, type WidgetActionConfig, type WidgetConfig } from '../../../core/dashboard/model/types';
import { type ScriptSandboxFactory } from '../../../core/services/sandbox/ScriptSandboxFactory';
import { scriptSandboxFactoryRef } from '../../../core/services/refs';
import { fakeSandbox, flushPromises } from './fakes';
import { key, page, setup, values } from './runtimeHarness';

describe('WidgetRuntime datasources and series', () => {
  it('gives one datasource per resolved entity and series in configuration order', async () => {
    const { ctx, subs, frame, delivered } = setup({ datasources: [{ type: 'entity', entityAliasId: 'al1', dataKeys: [key('temperature'), key('active', 'attribute'), key('name', 'entityField')] }] });
    await flushPromises();
    expect(ctx.datasources.map((d) => [d.name, d.entityLabel, d.aliasName])).toEqual([['T1', 'T1 label', 'Thermostats'], ['T2', 'T2 label', 'Thermostats']]);
    expect(subs.live().map((s) => [s.request.kind, s.request.entityId.id, s.request.keys, s.request.window])).toEqual([
      ['TIMESERIES', 'id-T1', ['temperature'], undefined], ['ATTRIBUTES', 'id-T1', ['active'], undefined],
      ['TIMESERIES', 'id-T2', ['temperature'], undefined], ['ATTRIBUTES', 'id-T2', ['active'], undefined],
    ]);
    subs.emit(2, { temperature: [[5, '21.5']] });
    subs.emit(1, { active: [[6, 'true']] });
    subs.emit(0, { temperature: [[7, '20'], [8, '22']] });
    frame.flush();
    expect(delivered).toHaveLength(1);
    expect(values(delivered[0])).toEqual([
      'T1/temperature=[22]', 'T1/active=[true]', 'T1/name=["T1"]', 'T2/temperature=[21.5]', 'T2/active=[]', 'T2/name=["T2"]',
    ]);
    expect(ctx.data).toBe(delivered[0]);
    subs.emit(0, { temperature: [[0, '']] });
    frame.flush();
    expect(values(ctx.data)[0]).toBe('T1/temperature=[]');
  });

  it('reports an unresolvable alias and a server error as data.error', async () => {
    const broken = setup({ datasources: [{ type: 'entity', entityAliasId: 'al1', dataKeys: [key('t')] }] }, 'latest', {
      post: () => { throw new HttpError(400, 'Unsupported entity filter type: x'); },
    });
    await flushPromises();
    expect(broken.ctx.data.error).toBe('widget-data.alias-failed');
    const missing = setup({ datasources: [{ type: 'entity', entityAliasId: 'nope', dataKeys: [key('t')] }] });
    expect(missing.ctx.data.error).toBe('widget-data.alias-not-found');
    const failing = setup({ datasources: [{ type: 'entity', entityAliasId: 'al1', dataKeys: [key('t')] }] });
    await flushPromises();
    failing.subs.live()[0].fn({ errorCode: 3, errorMsg: 'Unauthorized!', data: {} });
    expect(failing.ctx.data.error).toBe('Unauthorized!');
  });

  it('reads other entity fields through the entity query', async () => {
    const { ctx } = setup({ datasources: [{ type: 'entity', entityAliasId: 'al1', dataKeys: [key('type', 'entityField')] }] }, 'latest', {
      post: (_url, body) => (body.entityFilter.type === 'singleEntity'
        ? { data: [{ entityId: body.entityFilter.singleEntity, latest: { ENTITY_FIELD: { type: { ts: 1, value: 'thermostat' } } } }] }
        : page(['T1'])),
    });
    await flushPromises();
    expect(ctx.data.series[0].data.map((p) => p[1])).toEqual(['thermostat']);
  });
});

describe('WidgetRuntime time windows', () => {
  it('subscribes time-series widgets with the dashboard window and drops points that leave it', async () => {
    const { ctx, subs, clock } = setup({ datasources: [{ type: 'entity', entityAliasId: 'al1', dataKeys: [key('t')] }] }, 'timeseries', { post: () => page(['T1']) });
    await flushPromises();
    const start = clock.time - 60_000;
    expect(subs.live()[0].request.window).toEqual({ startTs: start, timeWindow: 60_000, interval: 1000, limit: 100, agg: 'NONE' });
    expect(ctx.timeWindow).toMatchObject({ minTime: start, maxTime: clock.time, realtime: true });
    subs.emit(0, { t: [[start + 1000, '1'], [start + 30_000, '2'], [clock.time, '3']] });
    clock.advance(5000);
    expect(ctx.timeWindow.maxTime).toBe(clock.time);
    expect(ctx.data.series[0].data.map((p) => p[1])).toEqual([2, 3]);
  });

  it('reads history once for a widget with its own history window', async () => {
    const config: WidgetConfig = {
      useDashboardTimewindow: false,
      timewindow: { selectedTab: 1, history: { historyType: 1, fixedTimewindow: { startTimeMs: 1000, endTimeMs: 61_000 }, interval: 1000 }, aggregation: { type: 'NONE', limit: 2 } },
      datasources: [{ type: 'entity', entityAliasId: 'al1', dataKeys: [key('t')] }],
    };
    const { ctx, subs } = setup(config, 'timeseries', { post: () => page(['T1']) });
    subs.historyData = { t: [[2000, '1'], [3000, '2'], [4000, '3']] };
    await flushPromises();
    expect(subs.live()).toHaveLength(0);
    expect(ctx.timeWindow).toMatchObject({ minTime: 1000, maxTime: 61_000, realtime: false });
    expect(ctx.data.series[0].data).toEqual([[3000, 2], [4000, 3]]);
  });
});

describe('WidgetRuntime functions, counts, post-processing', () => {
  it('runs function keys every second in the sandbox and post-processes with the previous values', async () => {
    const { ctx, clock } = setup({ datasources: [{ type: 'function', name: 'Random', dataKeys: [
      key('f', 'function', { funcBody: 'return prevValue + 1;' }),
      key('g', 'function', { funcBody: 'return 10;', usePostProcessing: true, postFuncBody: 'return JSON.stringify([value, prevValue, timePrev === 0 ? 0 : time - timePrev, prevOrigValue]);' }),
    ] }] }, 'timeseries');
    await flushPromises();
    clock.advance(1000);
    await flushPromises();
    expect(ctx.datasources[0].name).toBe('Random');
    expect(ctx.data.series[0].data.map((p) => p[1])).toEqual([1, 2]);
    expect(ctx.data.series[1].data.map((p) => p[1])).toEqual(['[10,0,0,0]', '[10,"[10,0,0,0]",1000,10]']);
  });

  it('counts entities of an alias with a COUNT query', async () => {
    const { ctx, subs } = setup({ datasources: [{ type: 'entityCount', entityAliasId: 'al1', dataKeys: [key('count', 'count')] }] });
    expect(subs.queries[0]).toMatchObject({ kind: 'COUNT', command: { query: { entityFilter: { type: 'deviceType', deviceType: 'thermostat' } } } });
    subs.queries[0].fn({ cmdId: 1, errorCode: 0, errorMsg: null, count: 7 });
    expect(ctx.datasources[0]).toMatchObject({ type: 'entityCount', name: 'Thermostats' });
    expect(ctx.data.series[0].data.map((p) => p[1])).toEqual([7]);
  });
});

describe('WidgetRuntime delivery, rpc and actions', () => {
  it('delivers nothing off screen and once when back', async () => {
    const { runtime, subs, frame, delivered } = setup({ datasources: [{ type: 'entity', entityAliasId: 'al1', dataKeys: [key('t')] }] }, 'latest', { post: () => page(['T1']) });
    await flushPromises();
    frame.flush();
    const before = delivered.length;
    runtime.setVisible(false);
    subs.emit(0, { t: [[1, '1']] });
    subs.emit(0, { t: [[2, '2']] });
    frame.flush();
    expect(delivered.length).toBe(before);
    runtime.setVisible(true);
    frame.flush();
    expect(delivered.length).toBe(before + 1);
    expect(delivered.at(-1)!.series[0].data).toEqual([[2, 2]]);
  });

  it('sends RPC to the first entity of the target device alias with the server message on failure', async () => {
    let fail = false;
    const { ctx, http } = setup({ targetDeviceAliasIds: ['al1'] }, 'rpc', {
      post: (url) => {
        if (url.startsWith('/api/plugins/rpc')) { if (fail) throw new HttpError(400, 'Bad method'); return { ok: 1 }; }
        return page(['T1', 'T2']);
      },
    });
    await flushPromises();
    expect(ctx.rpc.targetDevice).toEqual({ entityType: 'DEVICE', id: 'id-T1' });
    expect(await ctx.rpc.sendTwoWay('getValue', { pin: 1 }, 6000)).toEqual({ ok: 1 });
    await ctx.rpc.sendOneWay('setValue', true);
    expect(http.calls.filter((c) => c.url.startsWith('/api/plugins')).map((c) => [c.url, c.body])).toEqual([
      ['/api/plugins/rpc/twoway/id-T1', { method: 'getValue', params: { pin: 1 }, timeout: 6000 }],
      ['/api/plugins/rpc/oneway/id-T1', { method: 'setValue', params: true, timeout: 10_000 }],
    ]);
    fail = true;
    await expect(ctx.rpc.sendOneWay('x')).rejects.toThrow('Bad method');
  });

  it('rejects RPC without a device and lists and runs actions', async () => {
    const open: WidgetActionConfig = { id: 'a1', name: 'Open', type: 'openDashboardState', targetDashboardStateId: 's' };
    const other: WidgetActionConfig = { id: 'a2', name: 'Other', type: 'custom', icon: 'star' };
    const { ctx, actions, isEdit } = setup({ actions: { rowClick: [open, other] } }, 'static');
    await expect(ctx.rpc.sendOneWay('x')).rejects.toThrow('widget-data.rpc-no-target');
    expect(ctx.actions.list('rowClick')).toEqual([{ id: 'a1', name: 'Open', type: 'openDashboardState' }, { id: 'a2', name: 'Other', type: 'custom', icon: 'star' }]);
    expect(ctx.actions.list('none')).toEqual([]);
    ctx.actions.run('rowClick', { entityName: 'T1' }, 'a1');
    expect(actions).toEqual([{ action: open, target: { entityName: 'T1' } }]);
    ctx.actions.run('rowClick');
    expect(actions.map((a) => a.action.id)).toEqual(['a1', 'a1', 'a2']);
    expect(ctx.isEdit).toBe(false);
    isEdit.set(true);
    expect(ctx.isEdit).toBe(true);
  });
});

describe('WidgetRuntime script sandbox', () => {
  /** Sandboxes as the host's factory opens them, recording what runs in each. */
  function sandboxFactory() {
    const opened: (ScriptSandboxService & { runs: string[]; disposed: boolean; dispose(): void })[] = [];
    const factory: ScriptSandboxFactory = {
      open: () => {
        const sandbox = {
          runs: [] as string[],
          disposed: false,
          run: async (body: string, argNames: readonly string[], args: readonly unknown[]) => {
            sandbox.runs.push(body);
            return new Function(...argNames, body)(...args);
          },
          dispose: () => { sandbox.disposed = true; },
        };
        opened.push(sandbox);
        return sandbox;
      },
    };
    return { opened, services: [[scriptSandboxFactoryRef, factory]] as [ServiceRef<unknown>, unknown][] };
  }

  it('gives each widget a sandbox of its own for its functions, its widget code and its actions, and closes it with the widget', async () => {
    const { opened, services } = sandboxFactory();
    const config: WidgetConfig = {
      datasources: [{ type: 'function', name: 'F', dataKeys: [key('f', 'function', { funcBody: 'return 1;', usePostProcessing: true, postFuncBody: 'return value * 2;' })] }],
      actions: { click: [{ id: 'c', name: 'Custom', type: 'custom', customFunction: 'return 0;' }] },
    };
    const a = setup(config, 'latest', { services });
    const b = setup({ ...config, datasources: [{ type: 'function', name: 'G', dataKeys: [key('g', 'function', { funcBody: 'return 5;' })] }] }, 'latest', { services });
    await flushPromises();
    expect(opened.map((s) => s.runs)).toEqual([['return 1;', 'return value * 2;'], ['return 5;']]);
    expect(a.ctx.data.series[0].data.map((p) => p[1])).toEqual([2]);
    expect(a.ctx.services.get(scriptSandboxServiceRef)).toBe(opened[0]);
    expect(b.ctx.services.getOptional(scriptSandboxServiceRef)).toBe(opened[1]);
    expect(a.ctx.services.get(httpServiceRef)).toBe(a.http);
    a.ctx.actions.run('click');
    expect(a.actionServices[0].get(scriptSandboxServiceRef)).toBe(opened[0]);
    a.runtime.dispose();
    expect(opened.map((s) => s.disposed)).toEqual([true, false]);
  });

  it('falls back to the shared sandbox when the host opens none', async () => {
    const { ctx } = setup({ datasources: [{ type: 'function', name: 'F', dataKeys: [key('f', 'function', { funcBody: 'return 3;' })] }] });
    await flushPromises();
    expect(ctx.services.get(scriptSandboxServiceRef)).toBe(fakeSandbox);
    expect(ctx.data.series[0].data.map((p) => p[1])).toEqual([3]);
  });
});
