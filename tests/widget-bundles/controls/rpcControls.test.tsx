// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { httpServiceRef, scriptSandboxServiceRef, type WidgetRpc } from '@tessera/sdk';
import { rpcButton, switchControl } from '../../../widget-bundles/controls/index';
import { dataKey, fakeServices, fakeWidgetContext } from '../fakeWidgetContext';
import { datasource, displayConfig, latestData } from '../gauges/fixtures';

afterEach(cleanup);
const DEVICE = { entityType: 'DEVICE' as const, id: 'dev-1' };

/** An RPC that records every call and answers from `reply` (or rejects when it throws). */
function recordingRpc(reply: (method: string, params: unknown) => unknown = () => undefined, targetDevice: WidgetRpc['targetDevice'] = DEVICE) {
  const calls: { kind: 'oneWay' | 'twoWay'; method: string; params: unknown; timeout?: number }[] = [];
  const rpc: WidgetRpc = {
    targetDevice,
    sendOneWay: async (method, params, timeout) => { calls.push({ kind: 'oneWay', method, params, timeout }); await reply(method, params); },
    sendTwoWay: async (method, params, timeout) => { calls.push({ kind: 'twoWay', method, params, timeout }); return reply(method, params); },
  };
  return { rpc, calls };
}
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });

describe('RPC button', () => {
  const settings = { ...rpcButton.defaultSettings, methodName: 'reboot', methodParams: '{"delay": 5}' };

  it('sends the one-way command with parsed params and the timeout', async () => {
    const { rpc, calls } = recordingRpc();
    const { ctx } = fakeWidgetContext({ rpc });
    render(<rpcButton.component settings={settings} width={200} height={100} config={displayConfig} ctx={ctx} />);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Send RPC' })); });
    await flush();
    expect(calls).toEqual([{ kind: 'oneWay', method: 'reboot', params: { delay: 5 }, timeout: 5000 }]);
  });

  it('sends two-way when told, and shows the failure with showError', async () => {
    const { rpc, calls } = recordingRpc(() => { throw new Error('device said no'); });
    const { ctx } = fakeWidgetContext({ rpc });
    render(<rpcButton.component settings={{ ...settings, oneWayElseTwoWay: false, showError: true }} width={200} height={100} config={displayConfig} ctx={ctx} />);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Send RPC' })); });
    await flush();
    expect(calls[0].kind).toBe('twoWay');
    expect(screen.getByRole('alert').textContent).toBe('widgets.controls.rpc-error');
  });

  it('hides the failure without showError', async () => {
    const { rpc } = recordingRpc(() => { throw new Error('x'); });
    const { ctx } = fakeWidgetContext({ rpc });
    render(<rpcButton.component settings={settings} width={200} height={100} config={displayConfig} ctx={ctx} />);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Send RPC' })); });
    await flush();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is disabled without a target device, saying so, and in edit mode', () => {
    const { rpc } = recordingRpc(undefined, null);
    const { ctx } = fakeWidgetContext({ rpc });
    const { unmount } = render(<rpcButton.component settings={settings} width={200} height={100} config={displayConfig} ctx={ctx} />);
    expect(screen.getByRole('button', { name: 'Send RPC' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('widgets.controls.no-target-device');
    unmount();
    const edit = fakeWidgetContext({ rpc: recordingRpc().rpc, isEdit: true });
    render(<rpcButton.component settings={settings} width={200} height={100} config={displayConfig} ctx={edit.ctx} />);
    expect(screen.getByRole('button', { name: 'Send RPC' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('Switch control', () => {
  const settings = switchControl.defaultSettings;

  it('reads the value with two-way RPC and writes with one-way RPC', async () => {
    const { rpc, calls } = recordingRpc((method) => (method === 'getValue' ? 1 : undefined));
    const { ctx } = fakeWidgetContext({ rpc });
    render(<switchControl.component settings={settings} width={200} height={100} config={displayConfig} ctx={ctx} />);
    await flush();
    const toggle = screen.getByRole('switch');
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await act(async () => { fireEvent.click(toggle); });
    await flush();
    expect(calls).toEqual([
      { kind: 'twoWay', method: 'getValue', params: null, timeout: 500 },
      { kind: 'oneWay', method: 'setValue', params: false, timeout: 500 },
    ]);
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false);
  });

  it('runs custom parse and convert functions in the sandbox', async () => {
    const runs: unknown[][] = [];
    const sandbox = { run: async (body: string, names: string[], args: unknown[]) => { runs.push([body, args]); return names[0] === 'data' ? args[0] === 'ON' : { on: args[0] }; } };
    const { rpc, calls } = recordingRpc(() => 'ON');
    const { ctx } = fakeWidgetContext({ rpc, services: fakeServices([[scriptSandboxServiceRef, sandbox]]) });
    const custom = { ...settings, parseValueFunction: 'return data === "ON";', convertValueFunction: 'return {on: value};' };
    render(<switchControl.component settings={custom} width={200} height={100} config={displayConfig} ctx={ctx} />);
    await flush();
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true);
    await act(async () => { fireEvent.click(screen.getByRole('switch')); });
    await flush();
    expect(calls[1]).toMatchObject({ method: 'setValue', params: { on: false } });
    expect(runs.map((r) => r[0])).toEqual(['return data === "ON";', 'return {on: value};']);
  });

  it('puts the switch back and shows the error when the write fails', async () => {
    const { rpc } = recordingRpc((method) => { if (method === 'setValue') throw new Error('offline'); return false; });
    const { ctx } = fakeWidgetContext({ rpc });
    render(<switchControl.component settings={settings} width={200} height={100} config={displayConfig} ctx={ctx} />);
    await flush();
    await act(async () => { fireEvent.click(screen.getByRole('switch')); });
    await flush();
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('widgets.controls.rpc-error');
  });

  it('reads the attribute from the widget data and follows updates', async () => {
    const ds = datasource([dataKey('value', { type: 'attribute' })]);
    const { rpc, calls } = recordingRpc();
    const { ctx, push } = fakeWidgetContext({ rpc, datasources: [ds], data: latestData(ds, { value: false }) });
    render(<switchControl.component settings={{ ...settings, retrieveValueMethod: 'attribute' }} width={200} height={100} config={displayConfig} ctx={ctx} />);
    await flush();
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false);
    await act(async () => push(latestData(ds, { value: true }, 2)));
    await flush();
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true);
    expect(calls).toEqual([]);
  });

  it('asks the server for the time series when no datasource carries it', async () => {
    const urls: string[] = [];
    const http = { get: async (url: string) => { urls.push(url); return { value: [{ ts: 1, value: 'true' }] }; } };
    const { ctx } = fakeWidgetContext({ rpc: recordingRpc().rpc, services: fakeServices([[httpServiceRef, http]]) });
    render(<switchControl.component settings={{ ...settings, retrieveValueMethod: 'timeseries' }} width={200} height={100} config={displayConfig} ctx={ctx} />);
    await flush();
    expect(urls).toEqual(['/api/plugins/telemetry/DEVICE/dev-1/values/timeseries?keys=value']);
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true);
  });

  it('is disabled without a target device and in edit mode', () => {
    const { ctx } = fakeWidgetContext({ rpc: recordingRpc(undefined, null).rpc });
    const { unmount } = render(<switchControl.component settings={settings} width={200} height={100} config={displayConfig} ctx={ctx} />);
    expect(screen.getByRole('switch').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('widgets.controls.no-target-device')).toBeTruthy();
    unmount();
    const edit = fakeWidgetContext({ rpc: recordingRpc(() => true).rpc, isEdit: true });
    render(<switchControl.component settings={settings} width={200} height={100} config={displayConfig} ctx={edit.ctx} />);
    expect(screen.getByRole('switch').hasAttribute('disabled')).toBe(true);
  });
});
