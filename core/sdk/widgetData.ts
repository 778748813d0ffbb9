import { useSyncExternalStore } from 'react';
import { toDisposable } from './Disposable';
import { type ServiceHolder } from './ServiceRef';
import {
  type DataValue, type LegendConfig, type WidgetContext, type WidgetData, type WidgetDisplayConfig, type WidgetSeries,
} from './widgets';

/**
 * The widget's data as React state: re-renders on every change the host delivers
 * (at most once per frame, never while off screen).
 *
 * @example
 * const data = useWidgetData(ctx);
 * const latest = latestValue(data.series[0]);
 */
export function useWidgetData(ctx: WidgetContext): WidgetData {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = ctx.subscribe(onChange);
      return () => subscription.dispose();
    },
    () => ctx.data,
  );
}

/** The newest value of a series, or undefined when it has none. */
export function latestValue(series: WidgetSeries | undefined): DataValue | undefined {
  const data = series?.data;
  return data && data.length > 0 ? data[data.length - 1][1] : undefined;
}

/**
 * A value as text: numbers with `decimals` fraction digits and the units after a space,
 * anything else as it is. `undefined` shows as an empty string.
 *
 * @example
 * formatValue(21.456, 1, '°C') // '21.5 °C'
 */
export function formatValue(value: DataValue | null | undefined, decimals?: number, units?: string): string {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'number' && Number.isFinite(value) && decimals !== undefined
    ? value.toFixed(Math.max(0, Math.min(20, Math.trunc(decimals))))
    : String(value);
  return units ? `${text} ${units}` : text;
}

/** Turns a value as the server sends it (text) into a widget value. */
export function parseDataValue(text: string): DataValue {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text.trim() !== '' && /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text.trim())) return Number(text);
  return text;
}

/** The legend defaults of seed 001 §3.6: a column below the chart, average only for time series. */
export function defaultLegendConfig(timeseries: boolean): LegendConfig {
  return { direction: 'column', position: 'bottom', sortDataKeys: false, showMin: false, showMax: false, showAvg: timeseries, showTotal: false };
}

/** Display configuration defaults (seed 001 §9: units empty, decimals 2). */
export function defaultDisplayConfig(timeseries = false): WidgetDisplayConfig {
  return {
    title: '', units: '', decimals: 2, showLegend: false, legendConfig: defaultLegendConfig(timeseries),
    color: 'rgba(0, 0, 0, 0.87)', backgroundColor: '#ffffff',
  };
}

const EMPTY_DATA: WidgetData = { series: [], version: 0, error: null };

/**
 * A context without data, for previews (widget library) and tests: no datasources, RPC
 * rejects, actions do nothing.
 */
export function staticWidgetContext(services: ServiceHolder, isEdit = true): WidgetContext {
  const now = Date.now();
  return {
    isEdit,
    services,
    timeWindow: { minTime: now - 60_000, maxTime: now, interval: 1000, aggregation: 'NONE', realtime: true },
    datasources: [],
    data: EMPTY_DATA,
    subscribe: () => toDisposable(() => undefined),
    rpc: {
      targetDevice: null,
      sendOneWay: () => Promise.reject(new Error('No target device')),
      sendTwoWay: () => Promise.reject(new Error('No target device')),
    },
    actions: { list: () => [], run: () => undefined },
  };
}
