import { describe, expect, it } from 'vitest';
import { toDisposable, type WidgetData } from '@tessera/sdk';
import { ServiceContainer } from '../../../core/runtime/ServiceContainer';
import {
  PREVIEW_WINDOW_MS, PreviewFeed, previewDatasources, previewDisplayConfig, previewValue,
} from '../../../plugins/widgets-library/model/PreviewFeed';
import { templateDescriptor } from '../../../plugins/widgets-library/templates';

/** A clock whose ticks the test fires. */
function fakeClock(start: number) {
  let now = start;
  const ticks: (() => void)[] = [];
  return {
    clock: { now: () => now, every: (_ms: number, fn: () => void) => { ticks.push(fn); return toDisposable(() => ticks.splice(ticks.indexOf(fn), 1)); } },
    advance(ms: number) { now += ms; for (const fn of [...ticks]) fn(); },
    get timers() { return ticks.length; },
  };
}

const services = new ServiceContainer([]);

describe('the preview feed', () => {
  it("computes ThingsBoard's Sin and Cos functions, and a bounded random walk", () => {
    expect(previewValue('Sin', 0, 0)).toBe(0);
    expect(previewValue('Cos', 0, 0)).toBe(1000);
    expect(previewValue('sin', 5000 * Math.PI / 2, 0)).toBe(1000);
    for (let i = 0; i < 200; i++) expect(Math.abs(previewValue('Random', i, 990) - 990)).toBeLessThanOrEqual(50);
    expect(previewValue('Random', 0, 1000)).toBeLessThanOrEqual(1000);
  });

  it("uses the type's function datasource, or Sin, Cos and Random for data widgets without one", () => {
    const config = JSON.parse(templateDescriptor('latest').defaultConfig);
    const [ds] = previewDatasources('latest', config);
    expect(ds.dataKeys.map((k) => [k.label, k.color])).toEqual([['Sin', '#2196f3'], ['Cos', '#4caf50'], ['Random', '#f44336']]);
    expect(previewDatasources('timeseries', {})[0].dataKeys.map((k) => k.label)).toEqual(['Sin', 'Cos', 'Random']);
    expect(previewDatasources('static', {})).toEqual([]);
    const alarm = previewDatasources('alarm', JSON.parse(templateDescriptor('alarm').defaultConfig));
    expect(alarm[0].dataKeys.map((k) => k.name)).toEqual(['createdTime', 'originator', 'type', 'severity', 'status']);
  });

  it('keeps a minute of points for time series, and the last value for latest widgets; listeners hear each tick until disposed', () => {
    const time = fakeClock(1_000_000);
    const series = new PreviewFeed(services, 'timeseries', previewDatasources('timeseries', {}), time.clock);
    expect(series.ctx.data.series).toHaveLength(3);
    expect(series.ctx.data.series[0].data).toHaveLength(PREVIEW_WINDOW_MS / 1000);
    expect(series.ctx.timeWindow).toMatchObject({ minTime: 1_000_000 - PREVIEW_WINDOW_MS, maxTime: 1_000_000, realtime: true });

    const latest = new PreviewFeed(services, 'latest', previewDatasources('latest', {}), time.clock);
    const heard: WidgetData[] = [];
    const subscription = latest.ctx.subscribe((data) => heard.push(data));
    time.advance(1000);
    expect(heard).toHaveLength(1);
    expect(latest.ctx.data.series.every((s) => s.data.length === 1 && s.data[0][0] === 1_001_000)).toBe(true);
    expect(latest.ctx.data.series[1].data[0][1]).toBe(previewValue('Cos', 1_001_000, 0));
    expect(series.ctx.data.series[0].data).toHaveLength(PREVIEW_WINDOW_MS / 1000);
    expect(series.ctx.timeWindow.maxTime).toBe(1_001_000);
    subscription.dispose();
    time.advance(1000);
    expect(heard).toHaveLength(1);

    series.dispose();
    latest.dispose();
    expect(time.timers).toBe(0);
  });

  it('answers RPC that the preview has no device, and reads display settings from the default configuration', async () => {
    const feed = new PreviewFeed(services, 'rpc', [], fakeClock(0).clock);
    await expect(feed.ctx.rpc.sendTwoWay('getValue')).rejects.toThrow('The preview has no target device');
    expect(previewDisplayConfig('latest', { units: '°C', decimals: 1, title: 'T' })).toMatchObject({ units: '°C', decimals: 1, title: 'T', showLegend: false });
    expect(previewDisplayConfig('timeseries', {}).legendConfig.showAvg).toBe(true);
    feed.dispose();
  });
});
