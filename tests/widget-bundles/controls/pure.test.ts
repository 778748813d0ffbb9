import { describe, expect, it } from 'vitest';
import { HttpError, type WidgetDatasource } from '@tessera/sdk';
import { attributeFields, disabledByKey } from '../../../widget-bundles/controls/attributeFields';
import { UPDATE_MULTIPLE_ATTRIBUTES } from '../../../widget-bundles/controls/catalogue';
import { parseFormValue, toFormValue } from '../../../widget-bundles/controls/fieldValue';
import { parseRpcParams, rpcFailure } from '../../../widget-bundles/controls/rpcRequest';
import { seriesValue, valueFromResponse, valueUrl } from '../../../widget-bundles/controls/switchValue';
import { updateRequests } from '../../../widget-bundles/controls/updateRequests';
import { userFunction } from '../../../widget-bundles/controls/userFunction';
import { scriptSandboxServiceRef } from '@tessera/sdk';
import { dataKey, fakeServices } from '../fakeWidgetContext';
import { datasource, latestData } from '../gauges/fixtures';

const field = (settings: Record<string, unknown>, name = 'k') =>
  attributeFields(datasource([dataKey(name, { settings })]) as WidgetDatasource, UPDATE_MULTIPLE_ATTRIBUTES.keyDefaults)[0];

describe('RPC requests', () => {
  it('parses method params as JSON, or sends the text', () => {
    expect(parseRpcParams('{"pin": 4}')).toEqual({ pin: 4 });
    expect(parseRpcParams('on')).toBe('on');
    expect(parseRpcParams('')).toEqual({});
  });

  it('names timeouts and offline devices, else passes the message on', () => {
    expect(rpcFailure(new HttpError(504, 'Gateway timeout'))).toEqual({ key: 'widgets.controls.rpc-timeout' });
    expect(rpcFailure(new HttpError(409, 'Conflict'))).toEqual({ key: 'widgets.controls.device-offline' });
    expect(rpcFailure(new Error('boom'))).toEqual({ key: 'widgets.controls.rpc-error', values: { message: 'boom' } });
  });
});

describe('switch value', () => {
  it('reads attribute and time-series answers of the telemetry API', () => {
    const target = { entityType: 'DEVICE' as const, id: 'd1' };
    expect(valueUrl(target, 'attribute', 'on')).toBe('/api/plugins/telemetry/DEVICE/d1/values/attributes?keys=on');
    expect(valueUrl(target, 'timeseries', 'on')).toBe('/api/plugins/telemetry/DEVICE/d1/values/timeseries?keys=on');
    expect(valueFromResponse('attribute', [{ key: 'on', value: true, lastUpdateTs: 1 }], 'on')).toBe(true);
    expect(valueFromResponse('timeseries', { on: [{ ts: 1, value: 'false' }] }, 'on')).toBe('false');
    expect(valueFromResponse('timeseries', {}, 'on')).toBeUndefined();
  });

  it('finds the key in the widget data', () => {
    const ds = datasource([dataKey('value')]);
    expect(seriesValue(latestData(ds, { value: true }), 'value')).toEqual({ found: true, value: true });
    expect(seriesValue(latestData(ds, {}), 'other')).toEqual({ found: false });
  });

  it('runs the default body in the page and any other body in the sandbox', async () => {
    const calls: unknown[][] = [];
    const services = fakeServices([[scriptSandboxServiceRef, { run: async (...args: unknown[]) => { calls.push(args); return 'sandboxed'; } }]]);
    const builtin = userFunction('return  data ? true : false;', 'return data ? true : false;', (d) => !!d, ['data'], services);
    expect(await builtin(0)).toBe(false);
    expect(calls).toEqual([]);
    const custom = userFunction('return data === "on";', 'return data ? true : false;', (d) => !!d, ['data'], services);
    expect(await custom('on')).toBe('sandboxed');
    expect(calls).toEqual([['return data === "on";', ['data'], ['on']]]);
  });
});

describe('attribute form', () => {
  it('takes key settings over the catalogue defaults', () => {
    const f = field({ dataKeyType: 'shared', dataKeyValueType: 'integer', minValue: 1, maxValue: 10, required: true });
    expect(f).toMatchObject({ scope: 'shared', valueType: 'integer', min: 1, max: 10, required: true, editable: 'editable', hidden: false });
    expect(field({})).toMatchObject({ scope: 'server', valueType: 'string', required: false });
  });

  it('validates by value type', () => {
    const int = field({ dataKeyValueType: 'integer', minValue: 0, maxValue: 10, required: true });
    expect(parseFormValue(int, '7')).toEqual({ ok: true, value: 7 });
    expect(parseFormValue(int, '7.5')).toEqual({ ok: false, error: { key: 'widgets.controls.invalid-integer' } });
    expect(parseFormValue(int, '11')).toEqual({ ok: false, error: { key: 'widgets.controls.max-value', values: { max: 10 } } });
    expect(parseFormValue(int, '')).toEqual({ ok: false, error: { key: 'widgets.controls.field-required', values: { label: 'k' } } });
    const dbl = field({ dataKeyValueType: 'double', required: true, requiredErrorMessage: 'Give me a number' });
    expect(parseFormValue(dbl, '-2.5')).toEqual({ ok: true, value: -2.5 });
    expect(parseFormValue(dbl, ' ')).toEqual({ ok: false, error: { key: '', text: 'Give me a number' } });
    expect(parseFormValue(field({ dataKeyValueType: 'double' }), '')).toEqual({ ok: true, value: undefined });
    expect(parseFormValue(field({ dataKeyValueType: 'booleanSwitch' }), true)).toEqual({ ok: true, value: true });
    const select = field({ dataKeyValueType: 'select', selectOptions: [{ value: 'a', label: 'A' }] });
    expect(parseFormValue(select, 'b').ok).toBe(false);
    const date = field({ dataKeyValueType: 'date' });
    expect(parseFormValue(date, '2024-02-30').ok).toBe(false);
    const parsed = parseFormValue(date, '2024-02-29');
    expect(parsed.ok && toFormValue(date, parsed.value)).toBe('2024-02-29');
  });

  it('shows data values in inputs', () => {
    expect(toFormValue(field({ dataKeyValueType: 'booleanCheckbox' }), 'true')).toBe(true);
    expect(toFormValue(field({ dataKeyValueType: 'double' }), 21.5)).toBe('21.5');
    expect(toFormValue(field({}), undefined)).toBe('');
  });

  it('disables a field while its condition key is false', () => {
    const f = field({ disabledOnDataKey: 'enabled' });
    expect(disabledByKey(f, { enabled: false })).toBe(true);
    expect(disabledByKey(f, { enabled: true })).toBe(false);
  });

  it('posts one request per scope', () => {
    const requests = updateRequests({ entityType: 'ASSET', id: 'a1' }, [
      { key: 't', scope: 'timeseries', value: 1 },
      { key: 's', scope: 'server', value: 'x' },
      { key: 'h', scope: 'shared', value: true },
      { key: 's2', scope: 'server', value: 2 },
      { key: 'skip', scope: 'server', value: undefined },
    ]);
    expect(requests).toEqual([
      { url: '/api/plugins/telemetry/ASSET/a1/attributes/SERVER_SCOPE', body: { s: 'x', s2: 2 } },
      { url: '/api/plugins/telemetry/ASSET/a1/attributes/SHARED_SCOPE', body: { h: true } },
      { url: '/api/plugins/telemetry/ASSET/a1/timeseries/ANY', body: { t: 1 } },
    ]);
  });
});
