/*
 * The widget bridge (architecture.md, Trust): the postMessage protocol between the console and a
 * ThingsBoard-format widget type running in its sandbox frame (widget-sandbox.html). Both sides
 * import this file and validate every message they receive with it; a message that does not
 * parse is dropped. Only structured-clone data crosses: never tokens, functions or DOM nodes.
 *
 * As with the script sandbox, the frame announces itself on `window` (`{widgetSandbox: 1, ready}`),
 * the host answers with `{widgetSandbox: 1, connect}` and a transferred MessagePort, and every
 * later message travels on that port. Each message carries the protocol version `v`.
 */

import { type NativeWidgetDescriptor, parseNativeDescriptors } from './nativeWidgetDescription';

export const WIDGET_BRIDGE_VERSION = 1;
/** Longest text (error, method name) that crosses; longer ones are cut. */
export const MAX_TEXT = 2000;

export type BridgePoint = [number, unknown];

export interface BridgeEntityId { entityType: string; id: string }

export interface BridgeDataKey {
  name: string; type: string; label: string; color: string;
  units?: string; decimals?: number; settings: Record<string, unknown>;
}

export interface BridgeDatasource {
  type: string; name: string; aliasName?: string; entityId?: string; entityType?: string;
  entityName?: string; entityLabel?: string; dataKeys: BridgeDataKey[];
}

/** Which datasource and key a series of `ctx.data` is. */
export interface BridgeSeriesRef { datasource: number; dataKey: number }

/** A series' new points: all of them, or what fell out of the window in front and what came behind. */
export type SeriesUpdate =
  | { index: number; full: BridgePoint[] }
  | { index: number; drop: number; append: BridgePoint[] };

export interface BridgeTimeWindow { minTime: number; maxTime: number; interval: number; aggregation: string; realtime: boolean; timezone?: string }

export interface BridgeAction { id: string; name: string; icon?: string; type: string }

export type BridgeTheme = 'light' | 'dark';

/**
 * One entry of the type's `resources`, in order: a URL the frame loads itself (allowed by its
 * CSP, see sandboxPolicy.ts), or the text of a file of the server's resources library that the
 * host read with the user's rights (the frame has no credentials to read it).
 */
export interface BridgeResource { url: string; kind: 'js' | 'css'; text?: string }

/**
 * What a controller's descriptor functions return (ThingsBoard's WidgetControllerDescriptor):
 * plain JSON, evaluated in a frame of its own, never in the console.
 */
export interface WidgetTypeDescription {
  actionSources: Record<string, { name: string; multiple?: boolean }>;
  typeParameters: Record<string, unknown>;
  settingsSchema?: Record<string, unknown>;
  dataKeySettingsSchema?: Record<string, unknown>;
}

/** What the controller's `self.ctx` is made of, besides its own code. */
export interface BridgeState {
  width: number; height: number; isEdit: boolean; isMobile: boolean;
  /** The console's colour scheme (core/sdk/theme.ts). */
  theme: BridgeTheme;
  title: string; units: string; decimals: number;
  settings: Record<string, unknown>;
  datasources: BridgeDatasource[];
  timeWindow: BridgeTimeWindow;
  /** Configured actions by action source. */
  actions: Record<string, BridgeAction[]>;
}

export type BridgeStatePatch = Partial<BridgeState> & {
  /** Native widgets: the subscription's last error (WidgetData.error), null when it cleared. */
  dataError?: string | null;
  /** Native widgets: the console's new language (the frame's i18next and Spectrum's locale follow it). */
  language?: string;
  /** Present when the series list changed: every series then comes in `data` as `full`. */
  series?: BridgeSeriesRef[];
  data?: SeriesUpdate[];
  /** Native widgets: the whole display configuration (core/sdk/widgets.ts WidgetDisplayConfig) when it changed. */
  config?: Record<string, unknown>;
};

/**
 * A native bundle's widget (issue 16): the bundle's System.register module as text (read by the
 * host with the user's rights; the frame fetches nothing), the widget to render, and what it
 * starts with. The frame evaluates it with its own React, MobX and `@tessera/sdk` (core/sandbox/native/).
 */
export interface NativeBundleModule {
  /** The module's URL: its name in SystemJS and stack traces, never fetched by the frame. */
  url: string;
  code: string;
  /** The console's language, for the frame's i18next. */
  language?: string;
}

export interface NativeWidgetModule extends NativeBundleModule {
  widgetId: string;
}

export interface WidgetSource { templateHtml: string; templateCss: string; controllerScript: string }

export type HostMessage =
  | { v: 1; type: 'init'; source: WidgetSource; state: BridgeState; series: BridgeSeriesRef[]; data: SeriesUpdate[]; resources?: BridgeResource[] }
  | { v: 1; type: 'initNative'; module: NativeWidgetModule; state: BridgeState & { dataError?: string | null }; config: Record<string, unknown>; series: BridgeSeriesRef[]; data: SeriesUpdate[] }
  | { v: 1; type: 'describe'; controllerScript: string }
  /** Describe a native bundle's widgets (nativeWidgetDescription.ts) instead of rendering one. */
  | { v: 1; type: 'describeNative'; module: NativeBundleModule }
  | { v: 1; type: 'ping'; seq: number }
  | { v: 1; type: 'update'; patch: BridgeStatePatch }
  | { v: 1; type: 'result'; id: number; ok: true; value: unknown }
  | { v: 1; type: 'result'; id: number; ok: false; error: string }
  | { v: 1; type: 'destroy' };

export type BridgeCall =
  | { op: 'rpc'; twoWay: boolean; method: string; params: unknown; timeout?: number }
  | { op: 'saveAttributes'; entityId: BridgeEntityId; scope: 'SERVER_SCOPE' | 'SHARED_SCOPE'; attributes: { key: string; value: unknown }[] }
  | { op: 'action'; sourceId: string; actionId?: string; entityId?: BridgeEntityId; entityName?: string; entityLabel?: string };

export type FrameMessage =
  | { v: 1; type: 'rendered' }
  | { v: 1; type: 'error'; message: string }
  | { v: 1; type: 'pong'; seq: number }
  /** Around each call of a controller hook: the host knows which frame a stuck process is stuck in. */
  | { v: 1; type: 'busy' }
  | { v: 1; type: 'idle' }
  | { v: 1; type: 'described'; description: WidgetTypeDescription }
  | { v: 1; type: 'describedNative'; widgets: NativeWidgetDescriptor[] }
  | ({ v: 1; type: 'call'; id: number } & BridgeCall);

export interface WidgetSandboxReady { widgetSandbox: 1; ready: true }
export interface WidgetSandboxConnect { widgetSandbox: 1; connect: true }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = MAX_TEXT): value is string => typeof value === 'string' && value.length <= max;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isIndex = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

export function isWidgetSandboxReady(data: unknown): data is WidgetSandboxReady {
  return isObject(data) && data.widgetSandbox === WIDGET_BRIDGE_VERSION && data.ready === true;
}

export function isWidgetSandboxConnect(data: unknown): data is WidgetSandboxConnect {
  return isObject(data) && data.widgetSandbox === WIDGET_BRIDGE_VERSION && data.connect === true;
}

function isPoints(value: unknown): value is BridgePoint[] {
  return Array.isArray(value) && value.every((p) => Array.isArray(p) && p.length === 2 && isFiniteNumber(p[0]));
}

function isSeriesUpdate(value: unknown): value is SeriesUpdate {
  if (!isObject(value) || !isIndex(value.index)) return false;
  if ('full' in value) return isPoints(value.full);
  return isIndex(value.drop) && isPoints(value.append);
}

const isSeriesRef = (value: unknown): value is BridgeSeriesRef => isObject(value) && isIndex(value.datasource) && isIndex(value.dataKey);

function isPatch(value: unknown): value is BridgeStatePatch {
  if (!isObject(value)) return false;
  if ('width' in value && !isFiniteNumber(value.width)) return false;
  if ('height' in value && !isFiniteNumber(value.height)) return false;
  if ('isEdit' in value && typeof value.isEdit !== 'boolean') return false;
  if ('isMobile' in value && typeof value.isMobile !== 'boolean') return false;
  if ('theme' in value && value.theme !== 'light' && value.theme !== 'dark') return false;
  if ('settings' in value && !isObject(value.settings)) return false;
  if ('datasources' in value && !Array.isArray(value.datasources)) return false;
  if ('timeWindow' in value && !isObject(value.timeWindow)) return false;
  if ('series' in value && !(Array.isArray(value.series) && value.series.every(isSeriesRef))) return false;
  if ('data' in value && !(Array.isArray(value.data) && value.data.every(isSeriesUpdate))) return false;
  if ('config' in value && !isObject(value.config)) return false;
  if ('dataError' in value && value.dataError !== null && typeof value.dataError !== 'string') return false;
  if ('language' in value && (!isText(value.language, 32) || value.language === '')) return false;
  return true;
}

function isState(value: unknown): value is BridgeState {
  return isPatch(value) && isFiniteNumber(value.width) && isFiniteNumber(value.height) && typeof value.isEdit === 'boolean'
    && isObject(value.settings) && Array.isArray(value.datasources) && isObject(value.timeWindow) && isObject(value.actions);
}

function isResource(value: unknown): value is BridgeResource {
  return isObject(value) && isText(value.url) && (value.kind === 'js' || value.kind === 'css')
    && (value.text === undefined || typeof value.text === 'string');
}

/** The host's message as the frame accepts it, or null. */
export function parseHostMessage(data: unknown): HostMessage | null {
  if (!isObject(data) || data.v !== WIDGET_BRIDGE_VERSION) return null;
  switch (data.type) {
    case 'init': {
      const source = data.source;
      if (!isObject(source) || typeof source.templateHtml !== 'string' || typeof source.templateCss !== 'string' || typeof source.controllerScript !== 'string') return null;
      if (!isState(data.state) || !Array.isArray(data.series) || !data.series.every(isSeriesRef)) return null;
      if (data.resources !== undefined && !(Array.isArray(data.resources) && data.resources.every(isResource))) return null;
      return Array.isArray(data.data) && data.data.every(isSeriesUpdate) ? data as HostMessage : null;
    }
    case 'initNative': {
      const module = data.module;
      if (!isObject(module) || !isText(module.url) || typeof module.code !== 'string' || !isText(module.widgetId, 255)) return null;
      if (module.language !== undefined && !isText(module.language, 32)) return null;
      if (!isState(data.state) || !isObject(data.config) || !Array.isArray(data.series) || !data.series.every(isSeriesRef)) return null;
      return Array.isArray(data.data) && data.data.every(isSeriesUpdate) ? data as HostMessage : null;
    }
    case 'describe': return typeof data.controllerScript === 'string' ? data as HostMessage : null;
    case 'describeNative': {
      const module = data.module;
      if (!isObject(module) || !isText(module.url) || typeof module.code !== 'string') return null;
      return module.language === undefined || isText(module.language, 32) ? data as HostMessage : null;
    }
    case 'ping': return Number.isInteger(data.seq) ? { v: 1, type: 'ping', seq: data.seq as number } : null;
    case 'update': return isPatch(data.patch) ? data as HostMessage : null;
    case 'result':
      if (!Number.isInteger(data.id)) return null;
      return data.ok === true || (data.ok === false && typeof data.error === 'string') ? data as HostMessage : null;
    case 'destroy': return data as HostMessage;
    default: return null;
  }
}

function isEntityId(value: unknown): value is BridgeEntityId {
  return isObject(value) && isText(value.entityType, 64) && isText(value.id, 64);
}

function isCall(data: Record<string, unknown>): boolean {
  switch (data.op) {
    case 'rpc':
      return typeof data.twoWay === 'boolean' && isText(data.method, 255) && data.method !== ''
        && (data.timeout === undefined || (isFiniteNumber(data.timeout) && data.timeout > 0));
    case 'saveAttributes':
      return isEntityId(data.entityId) && (data.scope === 'SERVER_SCOPE' || data.scope === 'SHARED_SCOPE')
        && Array.isArray(data.attributes) && data.attributes.length > 0 && data.attributes.length <= 100
        && data.attributes.every((a) => isObject(a) && isText(a.key, 255) && a.key !== '' && 'value' in a);
    case 'action':
      return isText(data.sourceId, 255) && (data.actionId === undefined || isText(data.actionId, 255))
        && (data.entityId === undefined || isEntityId(data.entityId))
        && (data.entityName === undefined || isText(data.entityName)) && (data.entityLabel === undefined || isText(data.entityLabel));
    default:
      return false;
  }
}

/** The frame's message as the host accepts it, or null: the host trusts nothing else from the frame. */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (!isObject(data) || data.v !== WIDGET_BRIDGE_VERSION) return null;
  switch (data.type) {
    case 'rendered': return { v: 1, type: 'rendered' };
    case 'error': return typeof data.message === 'string' ? { v: 1, type: 'error', message: data.message.slice(0, MAX_TEXT) } : null;
    case 'call': return Number.isInteger(data.id) && isCall(data) ? data as FrameMessage : null;
    case 'pong': return Number.isInteger(data.seq) ? { v: 1, type: 'pong', seq: data.seq as number } : null;
    case 'busy': return { v: 1, type: 'busy' };
    case 'idle': return { v: 1, type: 'idle' };
    case 'described': {
      const description = parseDescription(data.description);
      return description ? { v: 1, type: 'described', description } : null;
    }
    case 'describedNative': {
      const widgets = parseNativeDescriptors(data.widgets);
      return widgets ? { v: 1, type: 'describedNative', widgets } : null;
    }
    default: return null;
  }
}

/** Longest JSON of a description the host takes (schemas included). */
export const MAX_DESCRIPTION = 256 * 1024;

/**
 * A description from the frame as the host keeps it: action sources with a text name, type
 * parameters and schemas as plain objects; anything else is left out. Null when it is not one.
 */
export function parseDescription(value: unknown): WidgetTypeDescription | null {
  if (!isObject(value)) return null;
  let json: string;
  try {
    json = JSON.stringify(value);
  } catch {
    return null;
  }
  if (json.length > MAX_DESCRIPTION) return null;
  const copy = JSON.parse(json) as Record<string, unknown>;
  const actionSources: WidgetTypeDescription['actionSources'] = {};
  if (isObject(copy.actionSources)) {
    for (const [id, source] of Object.entries(copy.actionSources)) {
      if (!isText(id, 255) || id === '' || !isObject(source)) continue;
      const name = isText(source.name, 255) && source.name !== '' ? source.name : id;
      actionSources[id] = typeof source.multiple === 'boolean' ? { name, multiple: source.multiple } : { name };
    }
  }
  const out: WidgetTypeDescription = { actionSources, typeParameters: isObject(copy.typeParameters) ? copy.typeParameters : {} };
  if (isObject(copy.settingsSchema)) out.settingsSchema = copy.settingsSchema;
  if (isObject(copy.dataKeySettingsSchema)) out.dataKeySettingsSchema = copy.dataKeySettingsSchema;
  return out;
}
