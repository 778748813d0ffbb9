import { defaultsOf, settingsSchemaOf, type SettingsSpec } from './settingsSpec';

/*
 * One ThingsBoard system widget type as a built-in bundle declares it (its settings, defaults,
 * size and aliases), and the contract §4 descriptor the server seeds from it. Templates and
 * scripts are empty on purpose: Tessera renders these types with its own React widgets, named
 * by `tessera` (`<bundleAlias>.<typeAlias>`), and never runs widget JavaScript for them.
 * Plain data only: the build evaluates these modules to generate the server's system bundles.
 */

export type SystemKind = 'timeseries' | 'latest' | 'rpc' | 'alarm' | 'static';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface SystemTypeDef {
  /** ThingsBoard's bundle alias (`cards`, `control_widgets`...). */
  bundleAlias: string;
  /** ThingsBoard's type alias within the bundle. */
  alias: string;
  name: string;
  kind: SystemKind;
  sizeX: number;
  sizeY: number;
  description: string;
  settings: SettingsSpec;
  keySettings?: SettingsSpec;
  /** How many function data keys the default datasource has (timeseries and latest widgets); 1 unless said. */
  keys?: number;
  /** defaultConfig keys beyond the common ones (time window, aggregation, alarm source ...). */
  config?: JsonObject;
}

/** A widget type in the contract §4 bundle-file form. */
export interface SystemTypeFile {
  alias: string;
  name: string;
  image: null;
  description: string;
  descriptor: JsonObject;
}

export const KEY_COLORS = ['#2196f3', '#4caf50', '#f44336', '#ffc107'];
const REALTIME_MINUTE = { realtime: { timewindowMs: 60000 }, aggregation: { type: 'NONE', limit: 200 } };

/** TB's function datasource: random walks, so a new widget shows data before it is bound to an entity. */
function functionDatasource(count: number, keySettings: SettingsSpec): JsonObject {
  const dataKeys = Array.from({ length: count }, (_, i) => ({
    name: 'f(x)',
    type: 'function',
    label: `Random ${i + 1}`,
    color: KEY_COLORS[i % KEY_COLORS.length],
    settings: defaultsOf(keySettings) as JsonObject,
    _hash: (i + 1) / 10,
    funcBody: 'var value = prevValue + Math.random() * 20 - 10;\nif (value < 0) value = 0; else if (value > 100) value = 100;\nreturn value;',
  }));
  return { type: 'function', name: 'function', dataKeys };
}

function defaultConfig(def: SystemTypeDef): JsonObject {
  const keySettings = def.keySettings ?? {};
  const hasData = def.kind === 'timeseries' || def.kind === 'latest';
  return {
    datasources: hasData ? [functionDatasource(def.keys ?? 1, keySettings)] : [],
    timewindow: REALTIME_MINUTE,
    showTitle: true,
    backgroundColor: '#fff',
    color: 'rgba(0, 0, 0, 0.87)',
    padding: '8px',
    settings: defaultsOf(def.settings) as JsonObject,
    title: def.name,
    dropShadow: true,
    enableFullscreen: true,
    titleStyle: { fontSize: '16px', fontWeight: 400 },
    useDashboardTimewindow: true,
    showLegend: def.kind === 'timeseries',
    ...(def.kind === 'timeseries' ? { legendConfig: { position: 'bottom', direction: 'column', showMin: false, showMax: false, showAvg: true, showTotal: false } } : {}),
    ...(def.kind === 'rpc' ? { targetDeviceAliases: [] } : {}),
    units: '',
    decimals: 2,
    actions: {},
    ...def.config,
  };
}

function descriptorOf(def: SystemTypeDef): JsonObject {
  return {
    type: def.kind,
    sizeX: def.sizeX,
    sizeY: def.sizeY,
    resources: [],
    templateHtml: '',
    templateCss: '',
    controllerScript: '',
    settingsSchema: settingsSchemaOf(def.settings),
    dataKeySettingsSchema: settingsSchemaOf(def.keySettings ?? {}),
    defaultConfig: JSON.stringify(defaultConfig(def)),
    tessera: `${def.bundleAlias}.${def.alias}`,
  };
}

/** The widget type file of a definition, as the server seeds it. */
export function systemTypeFile(def: SystemTypeDef): SystemTypeFile {
  return { alias: def.alias, name: def.name, image: null, description: def.description, descriptor: descriptorOf(def) };
}
