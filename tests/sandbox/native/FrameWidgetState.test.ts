import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { FrameWidgetState } from '../../../core/sandbox/native/FrameWidgetState';
import { frameServices, FrameThemeService } from '../../../core/sandbox/native/frameServices';
import type { BridgeState } from '../../../core/services/sandbox/widgetBridgeProtocol';
import type { WidgetData } from '../../../core/sdk/widgets';

const state: BridgeState = {
  width: 100, height: 50, isEdit: false, isMobile: false, theme: 'light', title: 'T', units: '', decimals: 2, settings: {},
  datasources: [{ type: 'entity', name: 'Thermo', entityId: 'dev-1', entityType: 'DEVICE', dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'T', color: '#f00', settings: {} }] }],
  timeWindow: { minTime: 0, maxTime: 1, interval: 1000, aggregation: 'NONE', realtime: true }, actions: {},
};

const make = (dataError?: string | null, language?: string) => new FrameWidgetState(
  { ...state, dataError }, {}, [{ datasource: 0, dataKey: 0 }], [{ index: 0, full: [[1, 20]] }],
  frameServices(new FrameThemeService('light')), async () => null, language,
);

describe('FrameWidgetState (native widget in the sandbox frame)', () => {
  it("holds the subscription's error in WidgetData, as the host's does, from the start and on every change", () => {
    const frame = make('Alias not found');
    expect(frame.ctx.data.error).toBe('Alias not found');
    const heard: WidgetData[] = [];
    frame.ctx.subscribe((data) => heard.push(data));
    frame.update({ dataError: null });
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ error: null, series: [{ data: [[1, 20]] }] });
    frame.update({ data: [{ index: 0, drop: 0, append: [[2, 21]] }] });
    expect(frame.ctx.data.error).toBeNull();
    frame.update({ dataError: 'Server error', data: [{ index: 0, drop: 0, append: [[3, 22]] }] });
    expect(heard.at(-1)).toMatchObject({ error: 'Server error', series: [{ data: [[1, 20], [2, 21], [3, 22]] }] });
    // The same error again is no change.
    frame.update({ dataError: 'Server error' });
    expect(heard).toHaveLength(3);
  });

  it("follows the console's language as an observable locale (React Spectrum's Provider re-renders)", () => {
    const frame = make(undefined, 'en_US');
    const seen: (string | undefined)[] = [];
    const stop = autorun(() => seen.push(frame.locale));
    frame.update({ language: 'de_DE' });
    stop();
    expect(seen).toEqual(['en-US', 'de-DE']);
  });
});
