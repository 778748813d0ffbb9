import { describe, expect, it } from 'vitest';
import { MAX_NATIVE_DESCRIPTION, describeDefinition } from '../../../core/services/sandbox/nativeWidgetDescription';
import { parseFrameMessage, parseHostMessage } from '../../../core/services/sandbox/widgetBridgeProtocol';

const state = {
  width: 1, height: 1, isEdit: false, isMobile: false, theme: 'light', title: '', units: '', decimals: 2, settings: {}, datasources: [],
  timeWindow: { minTime: 0, maxTime: 1, interval: 1, aggregation: 'NONE', realtime: true }, actions: {},
};
const init = { v: 1, type: 'initNative', module: { url: 'http://x/a.js', code: 'System.register([],function(){})', widgetId: 'acme.a.b', language: 'de_DE' }, state, config: {}, series: [], data: [] };

describe('widget bridge protocol: native bundle widgets', () => {
  it('accepts a well-formed initNative and a display configuration in updates', () => {
    expect(parseHostMessage(init)).toEqual(init);
    expect(parseHostMessage({ v: 1, type: 'update', patch: { config: { showLegend: true } } })).not.toBeNull();
  });

  it('drops an initNative without module text, widget id or state, and a config that is not an object', () => {
    expect(parseHostMessage({ ...init, module: { ...init.module, code: 42 } })).toBeNull();
    expect(parseHostMessage({ ...init, module: { ...init.module, widgetId: undefined } })).toBeNull();
    expect(parseHostMessage({ ...init, module: { ...init.module, language: 'x'.repeat(40) } })).toBeNull();
    expect(parseHostMessage({ ...init, state: { width: 1 } })).toBeNull();
    expect(parseHostMessage({ ...init, config: [] })).toBeNull();
    expect(parseHostMessage({ v: 1, type: 'update', patch: { config: 'x' } })).toBeNull();
  });

  it('accepts the subscription error and a language in updates, and drops them when they are of the wrong type', () => {
    expect(parseHostMessage({ v: 1, type: 'update', patch: { dataError: 'Alias not found' } })).not.toBeNull();
    expect(parseHostMessage({ v: 1, type: 'update', patch: { dataError: null, language: 'de_DE' } })).not.toBeNull();
    expect(parseHostMessage({ v: 1, type: 'update', patch: { dataError: 42 } })).toBeNull();
    expect(parseHostMessage({ v: 1, type: 'update', patch: { language: '' } })).toBeNull();
    expect(parseHostMessage({ ...init, state: { ...state, dataError: { no: 1 } } })).toBeNull();
  });

  it('accepts describeNative with module text, without a widget id', () => {
    const ask = { v: 1, type: 'describeNative', module: { url: 'http://x/a.js', code: 'System.register([],function(){})', language: 'en_US' } };
    expect(parseHostMessage(ask)).toEqual(ask);
    expect(parseHostMessage({ ...ask, module: { url: 'http://x/a.js' } })).toBeNull();
    expect(parseHostMessage({ ...ask, module: { ...ask.module, language: 7 } })).toBeNull();
  });
});

describe('widget bridge protocol: native widget descriptions', () => {
  const card = { id: 'acme.a.card', name: 'Card', kind: 'latest', sizeX: 5, sizeY: 3, defaultSettings: { low: 10 }, settingsSchema: { type: 'object' } };

  it('keeps the known fields of each description, leaves out wrong-typed ones and drops a repeated or missing id', () => {
    const parsed = parseFrameMessage({ v: 1, type: 'describedNative', widgets: [
      { ...card, extra: 'x', component: 'no' },
      { id: 'acme.a.bad', name: 7, kind: 'bogus', sizeX: 0, sizeY: 2.5, defaultSettings: [], settingsSchema: 'x', actionSources: { a: 'A', b: 3 },
        defaultDataKeys: [{ name: 'k', type: 'timeseries', label: 'K' }, { name: 'z', type: 'nope' }, 'x'] },
      { ...card, name: 'Again' },
      { name: 'No id' },
    ] });
    expect(parsed).toEqual({ v: 1, type: 'describedNative', widgets: [
      card,
      { id: 'acme.a.bad', actionSources: { a: 'A' }, defaultDataKeys: [{ name: 'k', type: 'timeseries', label: 'K' }] },
    ] });
  });

  it('drops an answer that is not a list or is longer than the host takes', () => {
    expect(parseFrameMessage({ v: 1, type: 'describedNative', widgets: card })).toBeNull();
    const huge = { ...card, settingsSchema: { type: 'object', description: 'x'.repeat(MAX_NATIVE_DESCRIPTION) } };
    expect(parseFrameMessage({ v: 1, type: 'describedNative', widgets: [huge] })).toBeNull();
  });

  it('copies the plain data of a definition in the frame: no component, no function, no field JSON cannot hold', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const component = () => null;
    expect(describeDefinition({ ...card, component, format: (v: number) => v, defaultSettings: cyclic, at: new Date(0) }))
      .toEqual({ id: 'acme.a.card', name: 'Card', kind: 'latest', sizeX: 5, sizeY: 3, settingsSchema: { type: 'object' }, at: '1970-01-01T00:00:00.000Z' });
  });
});
