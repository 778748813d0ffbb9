import { action, makeObservable, observableRef } from 'mobx';
import {
  type DataValue, type Disposable, type ServiceHolder, toDisposable, type WidgetContext, type WidgetData, type WidgetDataKey,
  type WidgetDatasource, type WidgetDisplayConfig, type WidgetSeries, type WidgetTimeWindow, defaultDisplayConfig,
} from '@tessera/sdk';
import { type WidgetTypeKind } from '../api/types';
import { FUNCTION_KEYS } from '../templates/functionKeys';

/** The clock of a feed; tests pass a fake one. */
export interface PreviewClock {
  now(): number;
  every(ms: number, fn: () => void): Disposable;
}

const systemClock: PreviewClock = {
  now: () => Date.now(),
  every: (ms, fn) => {
    const timer = setInterval(fn, ms);
    return toDisposable(() => clearInterval(timer));
  },
};

/** One minute of points, one a second, as the templates' realtime window. */
export const PREVIEW_WINDOW_MS = 60_000;
export const PREVIEW_STEP_MS = 1000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The value of a key at `time`, as ThingsBoard's Sin, Cos and Random functions give it. The
 * preview computes them itself: no user code runs in the host.
 */
export function previewValue(label: string, time: number, prev: number): number {
  const name = label.toLowerCase();
  if (name.includes('sin')) return Math.round(1000 * Math.sin(time / 5000));
  if (name.includes('cos')) return Math.round(1000 * Math.cos(time / 5000));
  const next = Math.round((prev + Math.random() * 100 - 50) * 100) / 100;
  return Math.max(-1000, Math.min(1000, next));
}

function toDataKey(raw: unknown, i: number): WidgetDataKey {
  const key = isObject(raw) ? raw : {};
  const fallback = FUNCTION_KEYS[i % FUNCTION_KEYS.length];
  return {
    name: typeof key.name === 'string' ? key.name : fallback.name,
    type: 'function',
    label: typeof key.label === 'string' ? key.label : fallback.label,
    color: typeof key.color === 'string' ? key.color : fallback.color,
    units: typeof key.units === 'string' ? key.units : undefined,
    decimals: typeof key.decimals === 'number' ? key.decimals : undefined,
    settings: isObject(key.settings) ? key.settings : {},
  };
}

/**
 * The preview's datasources: those of the type's default configuration with function data (an
 * entity cannot be resolved in a preview), or else ThingsBoard's Sin, Cos and Random function
 * datasource for widgets that show data.
 */
export function previewDatasources(kind: WidgetTypeKind, defaultConfig: Record<string, unknown>): WidgetDatasource[] {
  const configured = Array.isArray(defaultConfig.datasources) ? defaultConfig.datasources.filter(isObject) : [];
  const sources = kind === 'alarm' && isObject(defaultConfig.alarmSource) ? [defaultConfig.alarmSource] : configured;
  if (sources.length === 0 && (kind === 'timeseries' || kind === 'latest')) {
    return [{ type: 'function', name: 'function', dataKeys: FUNCTION_KEYS.map((key, i) => toDataKey(key, i)) }];
  }
  return sources.map((source) => ({
    type: 'function',
    name: typeof source.name === 'string' ? source.name : 'function',
    dataKeys: (Array.isArray(source.dataKeys) ? source.dataKeys : []).map(toDataKey),
  }));
}

/** The display part of a widget configuration (title, units, decimals, legend, colours). */
export function previewDisplayConfig(kind: WidgetTypeKind, config: Record<string, unknown>): WidgetDisplayConfig {
  const base = defaultDisplayConfig(kind === 'timeseries');
  return {
    ...base,
    title: typeof config.title === 'string' ? config.title : base.title,
    units: typeof config.units === 'string' ? config.units : base.units,
    decimals: typeof config.decimals === 'number' ? config.decimals : base.decimals,
    showLegend: typeof config.showLegend === 'boolean' ? config.showLegend : base.showLegend,
    legendConfig: isObject(config.legendConfig) ? { ...base.legendConfig, ...config.legendConfig } : base.legendConfig,
    color: typeof config.color === 'string' ? config.color : base.color,
    backgroundColor: typeof config.backgroundColor === 'string' ? config.backgroundColor : base.backgroundColor,
  };
}

/**
 * A widget context fed by function data for previews (the widget editor, the bundle page):
 * a point a second per key, the last minute for time-series widgets and the last value for
 * the others; RPC answers that the preview has no device. Dispose to stop the clock.
 */
export class PreviewFeed implements Disposable {
  readonly ctx: WidgetContext;
  data: WidgetData = { series: [], version: 0, error: null };
  timeWindow: WidgetTimeWindow;
  private readonly listeners = new Set<(data: WidgetData) => void>();
  private readonly clock: PreviewClock;
  private readonly timer: Disposable;
  private readonly keep: number;

  constructor(services: ServiceHolder, kind: WidgetTypeKind, readonly datasources: readonly WidgetDatasource[], clock: PreviewClock = systemClock) {
    this.clock = clock;
    this.keep = kind === 'timeseries' ? PREVIEW_WINDOW_MS / PREVIEW_STEP_MS : 1;
    const now = clock.now();
    this.timeWindow = { minTime: now - PREVIEW_WINDOW_MS, maxTime: now, interval: PREVIEW_STEP_MS, aggregation: 'NONE', realtime: true };
    makeObservable(this, { data: observableRef, timeWindow: observableRef, tick: action });
    this.seed(now);
    const feed = this;
    const noDevice = () => Promise.reject(new Error('The preview has no target device'));
    this.ctx = {
      isEdit: false,
      services,
      get timeWindow() { return feed.timeWindow; },
      datasources,
      get data() { return feed.data; },
      subscribe: (listener) => {
        this.listeners.add(listener);
        return toDisposable(() => this.listeners.delete(listener));
      },
      rpc: { targetDevice: null, sendOneWay: noDevice, sendTwoWay: noDevice },
      actions: { list: () => [], run: () => undefined },
    };
    this.timer = clock.every(PREVIEW_STEP_MS, () => this.tick());
  }

  /** Adds the next point of every key and tells the listeners. */
  tick(): void {
    const now = this.clock.now();
    this.timeWindow = { ...this.timeWindow, minTime: now - PREVIEW_WINDOW_MS, maxTime: now };
    const series = this.data.series.map((s): WidgetSeries => {
      const last = s.data[s.data.length - 1];
      const point = [now, previewValue(s.dataKey.label, now, typeof last?.[1] === 'number' ? last[1] : 0)] as const;
      return { ...s, data: [...s.data, point].slice(-this.keep) };
    });
    this.data = { series, version: this.data.version + 1, error: null };
    for (const listener of [...this.listeners]) listener(this.data);
  }

  dispose(): void {
    this.timer.dispose();
    this.listeners.clear();
  }

  /** The points of the window so far, so a chart starts full. */
  private seed(now: number): void {
    const series: WidgetSeries[] = [];
    for (const datasource of this.datasources) {
      for (const dataKey of datasource.dataKeys) {
        const points: (readonly [number, DataValue])[] = [];
        let prev = 0;
        for (let i = this.keep - 1; i >= 0; i--) {
          const ts = now - i * PREVIEW_STEP_MS;
          prev = previewValue(dataKey.label, ts, prev);
          points.push([ts, prev]);
        }
        series.push({ datasource, dataKey, data: points });
      }
    }
    this.data = { series, version: 1, error: null };
  }
}
