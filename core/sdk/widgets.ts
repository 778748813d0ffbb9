import { type ComponentType } from 'react';
import { type ServiceHolder } from './ServiceRef';
import { type EntityId } from './types';
import { type Disposable } from './Disposable';

/** ThingsBoard widget kinds. */
export type WidgetKind = 'timeseries' | 'latest' | 'rpc' | 'alarm' | 'static';

/** Data key types (seed 001 §3.3). */
export type DataKeyType = 'timeseries' | 'attribute' | 'function' | 'alarm' | 'entityField' | 'count';

/** A data key as a widget sees it: the configured key with its display properties. */
export interface WidgetDataKey {
  /** Key name (`temperature`, or an entity field such as `name`). */
  name: string;
  type: DataKeyType;
  label: string;
  /** CSS colour. */
  color: string;
  /** Units and decimals of this key; absent means the widget's. */
  units?: string;
  decimals?: number;
  /** The key's own settings (the widget type's data key settings schema). */
  settings: Record<string, unknown>;
}

/** Datasource types (seed 001 §3.3). */
export type DatasourceType = 'entity' | 'function' | 'entityCount';

/**
 * A resolved datasource: an entity alias becomes one datasource per entity it resolves to.
 */
export interface WidgetDatasource {
  type: DatasourceType;
  /** Display name: the entity's name, or the datasource's name for functions. */
  name: string;
  aliasName?: string;
  entityId?: EntityId;
  entityName?: string;
  entityLabel?: string;
  dataKeys: readonly WidgetDataKey[];
}

/** A value as widgets get it: numeric text becomes a number, `true`/`false` a boolean. */
export type DataValue = number | string | boolean;

/** One data key of one datasource with its points, oldest first. */
export interface WidgetSeries {
  datasource: WidgetDatasource;
  dataKey: WidgetDataKey;
  data: readonly (readonly [number, DataValue])[];
}

/** Everything a widget's subscription currently holds. */
export interface WidgetData {
  /** One series per datasource and key, in configuration order. */
  series: readonly WidgetSeries[];
  /** Increases with every change. */
  version: number;
  /** Last error of the subscription (an unresolvable alias, a server error), else null. */
  error: string | null;
}

/** The time window a widget's data covers, in milliseconds since the epoch. */
export interface WidgetTimeWindow {
  minTime: number;
  maxTime: number;
  /** Aggregation interval. */
  interval: number;
  aggregation: 'MIN' | 'MAX' | 'AVG' | 'SUM' | 'COUNT' | 'NONE';
  /** True when the window moves with the clock. */
  realtime: boolean;
  /** IANA zone the window is shown in; absent means the browser's. */
  timezone?: string;
}

/** Legend configuration (seed 001 §3.6). */
export interface LegendConfig {
  direction: 'column' | 'row';
  position: 'top' | 'bottom' | 'left' | 'right';
  sortDataKeys: boolean;
  showMin: boolean;
  showMax: boolean;
  showAvg: boolean;
  showTotal: boolean;
}

/** The widget configuration's display properties. */
export interface WidgetDisplayConfig {
  title: string;
  /** Default units and decimals of the widget's values (seed 001 §9: '' and 2). */
  units: string;
  decimals: number;
  showLegend: boolean;
  legendConfig: LegendConfig;
  /** Text and background colours. */
  color: string;
  backgroundColor: string;
}

/** RPC to the widget's target device (the first entity of its first datasource). */
export interface WidgetRpc {
  /** The device RPC goes to, or null when the widget has none. */
  readonly targetDevice: EntityId | null;
  sendOneWay(method: string, params?: unknown, timeoutMs?: number): Promise<void>;
  /** Resolves with the device's answer. */
  sendTwoWay(method: string, params?: unknown, timeoutMs?: number): Promise<unknown>;
}

/** Widget action types (seed 001 §3.6). */
export type WidgetActionType =
  'openDashboardState' | 'updateDashboardState' | 'openDashboard' | 'custom' | 'customPretty' | 'mobileAction';

/** A configured action of one action source. */
export interface WidgetActionInfo {
  id: string;
  name: string;
  icon?: string;
  type: WidgetActionType;
}

/** The entity an action is about (a table row, a chart's series). */
export interface ActionTarget {
  entityId?: EntityId;
  entityName?: string;
  entityLabel?: string;
}

/** The widget's configured actions, by action source (`headerButton`, `rowClick`, `elementClick`, ...). */
export interface WidgetActions {
  list(sourceId: string): readonly WidgetActionInfo[];
  /** Runs one action (by id), or every action of the source when `actionId` is absent. */
  run(sourceId: string, target?: ActionTarget, actionId?: string): void;
}

/**
 * What a widget can reach besides its settings. Kept small on purpose: new capabilities
 * arrive as services, not as more members. `isEdit`, `timeWindow`, `datasources` and
 * `rpc.targetDevice` are live (MobX observables): a component that reads them in render
 * is an `observer`, or it reads them in a `subscribe` listener.
 */
export interface WidgetContext {
  /** True while the dashboard is in edit mode (or the widget is shown as a preview). */
  readonly isEdit: boolean;
  /** Services by ref, e.g. `ctx.services.get(authServiceRef)`. */
  readonly services: ServiceHolder;
  /** The time window of the widget's data (its own or the dashboard's). */
  readonly timeWindow: WidgetTimeWindow;
  /** The resolved datasources. */
  readonly datasources: readonly WidgetDatasource[];
  /** The data now; `subscribe` tells when it changes. */
  readonly data: WidgetData;
  /**
   * Calls `listener` with the data after every change, at most once per frame, and not
   * while the widget is off screen. Dispose to stop.
   */
  subscribe(listener: (data: WidgetData) => void): Disposable;
  readonly rpc: WidgetRpc;
  readonly actions: WidgetActions;
}

/** Props of a widget component. */
export interface WidgetProps<S = Record<string, unknown>> {
  /** The widget's settings, already merged over its defaults. */
  settings: S;
  /** Size of the widget body in CSS pixels. */
  width: number;
  height: number;
  /** Title, units, decimals, legend and colours of the widget's configuration. */
  config: WidgetDisplayConfig;
  ctx: WidgetContext;
}

/**
 * A widget type.
 *
 * @example
 * export const clock = defineWidget({
 *   id: 'tessera.clock.digital', name: 'Digital clock', kind: 'static', sizeX: 6, sizeY: 3,
 *   defaultSettings: { showSeconds: true },
 *   settingsSchema: { type: 'object', properties: { showSeconds: { type: 'boolean' } } },
 *   component: DigitalClock,
 * });
 */
export interface WidgetDefinition<S = Record<string, unknown>> {
  /** Unique id, dotted and lowercase: `<plugin id>.<widget>`. */
  id: string;
  /** Display name. */
  name: string;
  description?: string;
  kind: WidgetKind;
  /** ThingsBoard bundle alias this widget implements, e.g. `charts`. */
  bundleAlias?: string;
  /** ThingsBoard type alias this widget implements, e.g. `basic_timeseries`. */
  typeAlias?: string;
  /** Data key settings schema (per key settings), rendered by react-jsonschema-form. */
  dataKeySettingsSchema?: Record<string, unknown>;
  /** Default data keys offered when the widget is added (name, type, label). */
  defaultDataKeys?: { name: string; type: DataKeyType; label?: string }[];
  /** Action sources the widget raises (`elementClick`, `rowClick`, ...) with display names. */
  actionSources?: Record<string, string>;
  /** Default grid size in columns and rows. */
  sizeX: number;
  sizeY: number;
  /** JSON schema of the settings, rendered by react-jsonschema-form. */
  settingsSchema?: Record<string, unknown>;
  defaultSettings: S;
  component: ComponentType<WidgetProps<S>>;
}

/**
 * Declares a widget type with full type inference of its settings.
 *
 * @example
 * ctx.widgets.register(defineWidget({ id: 'acme.hello.card', ... }));
 */
export function defineWidget<S extends Record<string, unknown>>(definition: WidgetDefinition<S>): WidgetDefinition<S> {
  if (!/^[a-z0-9-]+(\.[a-z0-9_-]+)+$/.test(definition.id)) {
    throw new Error(`Widget id '${definition.id}' must be lowercase and dotted`);
  }
  return definition;
}

/** Props of a rule-node configuration editor: a controlled component. */
export interface RuleNodeEditorProps<C = Record<string, unknown>> {
  value: C;
  /** Reports the next value and its validation errors (empty when valid). */
  onChange(next: C, errors: string[]): void;
  disabled: boolean;
  /** Where the node sits, for editors that look things up (rule chain pickers, output labels). */
  context?: RuleNodeEditorContext;
}

/** The node being edited. */
export interface RuleNodeEditorContext {
  ruleNodeId?: string;
  ruleChainId: string;
  ruleChainType: 'CORE' | 'EDGE';
}

/**
 * A configuration editor for one rule-node class.
 *
 * @example
 * ctx.ruleNodeEditors.register(defineRuleNodeEditor({
 *   clazz: 'org.thingsboard.rule.engine.action.TbLogNode', component: LogNodeEditor, validate: (c) => (c.jsScript ? [] : ['...']) }));
 */
export interface RuleNodeEditorDefinition<C = Record<string, unknown>> {
  /** The fully qualified rule-node class name this editor configures; also its id. */
  clazz: string;
  component: ComponentType<RuleNodeEditorProps<C>>;
  /** Errors of a configuration (translated texts), empty when it can be saved; the host calls it before saving. */
  validate?(value: C): string[];
  /** The configuration a new node starts with; the server's `nodeDefinition.defaultConfiguration` when absent. */
  defaultConfiguration?: C;
}

/**
 * Declares a rule-node configuration editor keyed by the node's class name.
 *
 * @example
 * export default defineRuleNodeEditor({ clazz: 'org.thingsboard.rule.engine.filter.TbJsFilterNode', component: ScriptFilterEditor });
 */
export function defineRuleNodeEditor<C extends Record<string, unknown>>(
  definition: RuleNodeEditorDefinition<C>,
): RuleNodeEditorDefinition<C> {
  if (!definition.clazz) throw new Error('A rule-node editor needs the class name it configures');
  return definition;
}
