import { describe, expect, it } from 'vitest';
import {
  isWidgetSandboxConnect, isWidgetSandboxReady, MAX_TEXT, parseDescription, parseFrameMessage, parseHostMessage,
} from '../../../core/services/sandbox/widgetBridgeProtocol';

const state = {
  width: 300, height: 200, isEdit: false, isMobile: false, title: 'T', units: '°C', decimals: 1,
  settings: { a: 1 }, datasources: [], timeWindow: { minTime: 0, maxTime: 1, interval: 1000, aggregation: 'NONE', realtime: true }, actions: {},
};
const source = { templateHtml: '<div></div>', templateCss: '', controllerScript: 'self.onInit = function() {};' };

describe('widget bridge protocol: host to frame', () => {
  it('accepts a well-formed init, update, result and destroy of version 1', () => {
    expect(parseHostMessage({ v: 1, type: 'init', source, state, series: [{ datasource: 0, dataKey: 0 }], data: [{ index: 0, full: [[1, 2]] }] })).not.toBeNull();
    expect(parseHostMessage({ v: 1, type: 'update', patch: { width: 10, data: [{ index: 0, drop: 1, append: [[5, 'x']] }] } })).not.toBeNull();
    expect(parseHostMessage({ v: 1, type: 'result', id: 3, ok: true, value: { any: 'thing' } })).not.toBeNull();
    expect(parseHostMessage({ v: 1, type: 'result', id: 3, ok: false, error: 'no' })).not.toBeNull();
    expect(parseHostMessage({ v: 1, type: 'destroy' })).toEqual({ v: 1, type: 'destroy' });
  });

  it('drops other versions, unknown types and malformed payloads', () => {
    expect(parseHostMessage({ v: 2, type: 'destroy' })).toBeNull();
    expect(parseHostMessage({ type: 'destroy' })).toBeNull();
    expect(parseHostMessage({ v: 1, type: 'eval', code: 'x' })).toBeNull();
    expect(parseHostMessage({ v: 1, type: 'init', source: { templateHtml: 1 }, state, series: [], data: [] })).toBeNull();
    expect(parseHostMessage({ v: 1, type: 'init', source, state: { ...state, width: 'wide' }, series: [], data: [] })).toBeNull();
    expect(parseHostMessage({ v: 1, type: 'update', patch: { data: [{ index: -1, full: [] }] } })).toBeNull();
    expect(parseHostMessage({ v: 1, type: 'update', patch: { data: [{ index: 0, full: [['ts', 1]] }] } })).toBeNull();
    expect(parseHostMessage({ v: 1, type: 'update', patch: { isEdit: 'yes' } })).toBeNull();
    expect(parseHostMessage({ v: 1, type: 'result', id: 1.5, ok: true })).toBeNull();
    expect(parseHostMessage({ v: 1, type: 'result', id: 1, ok: false })).toBeNull();
    expect(parseHostMessage('{"v":1,"type":"destroy"}')).toBeNull();
    expect(parseHostMessage(null)).toBeNull();
  });
});

describe('widget bridge protocol: frame to host', () => {
  it('accepts rendered, errors (cut to the longest text) and the three calls', () => {
    expect(parseFrameMessage({ v: 1, type: 'rendered', extra: 'ignored' })).toEqual({ v: 1, type: 'rendered' });
    expect(parseFrameMessage({ v: 1, type: 'error', message: 'x'.repeat(MAX_TEXT + 50) })).toEqual({ v: 1, type: 'error', message: 'x'.repeat(MAX_TEXT) });
    expect(parseFrameMessage({ v: 1, type: 'call', id: 1, op: 'rpc', twoWay: true, method: 'getValue', params: {} })).not.toBeNull();
    expect(parseFrameMessage({
      v: 1, type: 'call', id: 2, op: 'saveAttributes', entityId: { entityType: 'DEVICE', id: 'd' }, scope: 'SERVER_SCOPE', attributes: [{ key: 'k', value: 1 }],
    })).not.toBeNull();
    expect(parseFrameMessage({ v: 1, type: 'call', id: 3, op: 'action', sourceId: 'elementClick', actionId: 'a' })).not.toBeNull();
  });

  it('refuses calls the host has no business performing or that are malformed', () => {
    const call = (extra: Record<string, unknown>) => parseFrameMessage({ v: 1, type: 'call', id: 1, ...extra });
    expect(call({ op: 'fetch', url: '/api/auth/user' })).toBeNull();
    expect(call({ op: 'token' })).toBeNull();
    expect(call({ op: 'rpc', twoWay: true, method: '' })).toBeNull();
    expect(call({ op: 'rpc', twoWay: 'yes', method: 'm' })).toBeNull();
    expect(call({ op: 'rpc', twoWay: false, method: 'm', timeout: -5 })).toBeNull();
    expect(call({ op: 'saveAttributes', entityId: { entityType: 'DEVICE', id: 'd' }, scope: 'CLIENT_SCOPE', attributes: [{ key: 'k', value: 1 }] })).toBeNull();
    expect(call({ op: 'saveAttributes', entityId: { entityType: 'DEVICE', id: 'd' }, scope: 'SERVER_SCOPE', attributes: [] })).toBeNull();
    expect(call({ op: 'saveAttributes', entityId: 'd', scope: 'SERVER_SCOPE', attributes: [{ key: 'k', value: 1 }] })).toBeNull();
    expect(call({ op: 'action', sourceId: 3 })).toBeNull();
    expect(parseFrameMessage({ v: 1, type: 'call', id: 'x', op: 'action', sourceId: 's' })).toBeNull();
    expect(parseFrameMessage({ v: 1, type: 'error', message: 3 })).toBeNull();
  });

  it('tells the ready and connect signals apart from the script sandbox\'s', () => {
    expect(isWidgetSandboxReady({ widgetSandbox: 1, ready: true })).toBe(true);
    expect(isWidgetSandboxReady({ ready: true })).toBe(false);
    expect(isWidgetSandboxConnect({ widgetSandbox: 1, connect: true })).toBe(true);
    expect(isWidgetSandboxConnect({ connect: true })).toBe(false);
  });
});

describe('widget bridge protocol: heartbeat, theme, resources and descriptions', () => {
  it('carries pings and pongs, the theme and mobile mode, resources and describe requests', () => {
    expect(parseHostMessage({ v: 1, type: 'ping', seq: 4, extra: 'dropped' })).toEqual({ v: 1, type: 'ping', seq: 4 });
    expect(parseFrameMessage({ v: 1, type: 'pong', seq: 4 })).toEqual({ v: 1, type: 'pong', seq: 4 });
    expect(parseFrameMessage({ v: 1, type: 'pong', seq: 'x' })).toBeNull();
    expect(parseHostMessage({ v: 1, type: 'update', patch: { theme: 'dark', isMobile: true } })).not.toBeNull();
    expect(parseHostMessage({ v: 1, type: 'update', patch: { theme: 'blue' } })).toBeNull();
    expect(parseHostMessage({ v: 1, type: 'update', patch: { isMobile: 1 } })).toBeNull();
    const init = { v: 1, type: 'init', source, state, series: [], data: [] };
    expect(parseHostMessage({ ...init, resources: [{ url: 'https://x/a.js', kind: 'js' }, { url: '/api/resource/1', kind: 'css', text: 'a{}' }] })).not.toBeNull();
    expect(parseHostMessage({ ...init, resources: [{ url: 'https://x/a.js', kind: 'wasm' }] })).toBeNull();
    expect(parseHostMessage({ v: 1, type: 'describe', controllerScript: 'x' })).not.toBeNull();
    expect(parseHostMessage({ v: 1, type: 'describe' })).toBeNull();
  });

  it('keeps of a description only plain action sources, type parameters and schemas', () => {
    const message = parseFrameMessage({
      v: 1, type: 'described', description: {
        actionSources: { elementClick: { name: 'Click', multiple: true, extra: 1 }, '': { name: 'x' }, bad: 'text', unnamed: {} },
        typeParameters: { maxDatasources: 1 }, settingsSchema: { schema: {} }, dataKeySettingsSchema: 'no', more: 'dropped',
      },
    });
    expect(message).toEqual({
      v: 1, type: 'described', description: {
        actionSources: { elementClick: { name: 'Click', multiple: true }, unnamed: { name: 'unnamed' } },
        typeParameters: { maxDatasources: 1 }, settingsSchema: { schema: {} },
      },
    });
    expect(parseDescription({ typeParameters: { big: 'x'.repeat(300_000) } })).toBeNull();
    expect(parseDescription('text')).toBeNull();
  });
});
