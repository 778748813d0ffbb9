import {
  type ActionTarget, type WidgetActionInfo, type WidgetContext, type WidgetData, type WidgetDatasource, type WidgetSeries,
  staticWidgetContext, toDisposable,
} from '@tessera/sdk';
import { ServiceContainer } from '../../../core/runtime/ServiceContainer';

/** A widget ctx whose data the test pushes, recording the actions the widget runs. */
export function fakeContext(options: {
  datasources: WidgetDatasource[];
  series: WidgetSeries[];
  actions?: Record<string, WidgetActionInfo[]>;
  timezone?: string;
}) {
  const listeners = new Set<(data: WidgetData) => void>();
  const ran: { source: string; target?: ActionTarget; actionId?: string }[] = [];
  let data: WidgetData = { series: options.series, version: 1, error: null };
  const base = staticWidgetContext(new ServiceContainer([]), false);
  const ctx: WidgetContext = {
    ...base,
    timeWindow: { ...base.timeWindow, timezone: options.timezone ?? 'UTC' },
    datasources: options.datasources,
    get data() { return data; },
    subscribe(listener) {
      listeners.add(listener);
      return toDisposable(() => listeners.delete(listener));
    },
    actions: {
      list: (source) => options.actions?.[source] ?? [],
      run: (source, target, actionId) => { ran.push({ source, target, actionId }); },
    },
  };
  /** Delivers new data as the host does after an update. */
  const push = (series: WidgetSeries[]) => {
    data = { series, version: data.version + 1, error: null };
    for (const listener of listeners) listener(data);
  };
  return { ctx, ran, push, listeners };
}
