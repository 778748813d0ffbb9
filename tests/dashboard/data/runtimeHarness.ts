import { afterEach } from 'vitest';
import { type ServiceHolder, type ServiceRef, type WidgetData } from '@tessera/sdk';
import { completeTimewindow, type Timewindow } from '@tessera/ui';
import { AliasResolver } from '../../../core/dashboard/data/AliasResolver';
import { WidgetRuntime } from '../../../core/dashboard/data/WidgetRuntime';
import { type DashboardWidget, type EntityAlias, type WidgetActionConfig, type WidgetConfig } from '../../../core/dashboard/model/types';
import {
  FakeClock, FakeSubscriptions, fakeHttp, fakeSandbox, frames, holder, httpServiceRef, observableGetter, scriptSandboxServiceRef,
  subscriptionServiceRef,
} from './fakes';

/* One WidgetRuntime over fakes (subscriptions, HTTP, clock, frames), disposed after each test. */

export const thermostats: EntityAlias = { id: 'al1', alias: 'Thermostats', filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: true } };

/** An entity query page of devices named `names` (ids `id-<name>`). */
export const page = (names: string[]) => ({
  data: names.map((name) => ({ entityId: { entityType: 'DEVICE', id: `id-${name}` }, latest: { ENTITY_FIELD: { name: { ts: 1, value: name }, label: { ts: 1, value: `${name} label` } } } })),
});

export const key = (name: string, type = 'timeseries', extra = {}) => ({ name, type, label: name, color: '#000', settings: {}, ...extra }) as never;

const cleanup: (() => void)[] = [];
afterEach(() => cleanup.splice(0).forEach((fn) => fn()));

export interface SetupOptions {
  post?: (url: string, body: any) => unknown;
  aliases?: Record<string, EntityAlias>;
  /** The dashboard configuration's `filters`. */
  filters?: Record<string, unknown>;
  /** The dashboard's time window (realtime last minute by 1 s, no aggregation, by default). */
  timewindow?: Timewindow;
  /** More services, such as scriptSandboxFactoryRef. */
  services?: [ServiceRef<unknown>, unknown][];
}

export function setup(config: WidgetConfig, kind: DashboardWidget['type'] = 'latest', options: SetupOptions = {}) {
  const subs = new FakeSubscriptions();
  const http = fakeHttp(options.post ?? (() => page(['T1', 'T2'])));
  const clock = new FakeClock();
  const frame = frames();
  const isEdit = observableGetter(false);
  const aliases = new AliasResolver({
    http, aliases: () => options.aliases ?? { al1: thermostats }, stateParams: () => ({}), currentUser: () => null, filters: () => options.filters ?? {},
  });
  const actions: { action: WidgetActionConfig; target: unknown }[] = [];
  const actionServices: ServiceHolder[] = [];
  const dashboardTw = completeTimewindow(
    options.timewindow ?? { realtime: { timewindowMs: 60_000, interval: 1000 }, aggregation: { type: 'NONE', limit: 100 } }, clock.time, 1000,
  );
  const widget: DashboardWidget = { id: 'w1', bundleAlias: 'b', typeAlias: 't', type: kind, sizeX: 4, sizeY: 4, config };
  const runtime = new WidgetRuntime(widget, kind, {
    services: holder([[subscriptionServiceRef, subs], [httpServiceRef, http], [scriptSandboxServiceRef, fakeSandbox], ...(options.services ?? [])]),
    aliases, dashboardTimewindow: () => dashboardTw, isEdit: isEdit.get, maxDatapoints: 1000,
    onAction: (action, target, services) => { actions.push({ action, target }); actionServices.push(services); }, schedule: frame.schedule, clock,
  });
  const delivered: WidgetData[] = [];
  runtime.ctx.subscribe((d) => delivered.push(d));
  cleanup.push(() => { runtime.dispose(); aliases.dispose(); });
  return { runtime, ctx: runtime.ctx, subs, http, clock, frame, delivered, isEdit, actions, actionServices, aliases };
}

/** Each series as `datasource/key=[values]`. */
export const values = (d: WidgetData) => d.series.map((s) => `${s.datasource.name}/${s.dataKey.name}=${JSON.stringify(s.data.map((p) => p[1]))}`);
