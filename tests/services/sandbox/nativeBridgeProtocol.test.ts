import { describe, expect, it } from 'vitest';
import { parseHostMessage } from '../../../core/services/sandbox/widgetBridgeProtocol';

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
});
