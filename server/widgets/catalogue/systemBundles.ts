import type { JsonObject } from '../../store/ids';
import type { BundleFile } from '../widgetInput';
import {
  ALARMS_TABLE,
  ANALOGUE_LINEAR,
  ANALOGUE_RADIAL,
  digitalGauge,
  ENTITIES_TABLE,
  FLOT_BAR,
  FLOT_BAR_KEY,
  FLOT_GRAPH,
  FLOT_GRAPH_KEY,
  FLOT_PIE,
  FLOT_PIE_KEY,
  MAPS_OPENSTREET,
  rpcCommon,
  TABLE_COLUMN,
  TIMESERIES_TABLE,
  TIMESERIES_TABLE_KEY,
} from './families';
import { defaultsOf, NUM, settingsSchemaOf, STR, type SettingsSpec } from './settingsSpec';

/*
 * The system widget library Tessera ships: the starred types of the widget catalogue
 * (reference/widget-catalogue.md §4) under ThingsBoard's bundle and type aliases, with
 * descriptors in the contract §4 shape. Templates and scripts are empty on purpose:
 * Tessera renders these types with its own React widgets, named by `tessera`
 * (`<bundleAlias>.<typeAlias>`), and never runs widget JavaScript for them.
 */

type Kind = 'timeseries' | 'latest' | 'rpc' | 'alarm' | 'static';

interface TypeDef {
  alias: string;
  name: string;
  kind: Kind;
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

interface BundleDef {
  alias: string;
  title: string;
  description: string;
  types: TypeDef[];
}

const KEY_COLORS = ['#2196f3', '#4caf50', '#f44336', '#ffc107'];
const REALTIME_MINUTE = { realtime: { timewindowMs: 60000 }, aggregation: { type: 'NONE', limit: 200 } };
const ALARM_KEYS = ['createdTime', 'originator', 'type', 'severity', 'status'];

/** TB's function datasource: random walks, so a new widget shows data before it is bound to an entity. */
function functionDatasource(count: number, keySettings: SettingsSpec): JsonObject {
  const dataKeys = Array.from({ length: count }, (_, i) => ({
    name: 'f(x)',
    type: 'function',
    label: `Random ${i + 1}`,
    color: KEY_COLORS[i % KEY_COLORS.length],
    settings: defaultsOf(keySettings),
    _hash: (i + 1) / 10,
    funcBody: 'var value = prevValue + Math.random() * 20 - 10;\nif (value < 0) value = 0; else if (value > 100) value = 100;\nreturn value;',
  }));
  return { type: 'function', name: 'function', dataKeys };
}

function defaultConfig(def: TypeDef): JsonObject {
  const keySettings = def.keySettings ?? {};
  const hasData = def.kind === 'timeseries' || def.kind === 'latest';
  return {
    datasources: hasData ? [functionDatasource(def.keys ?? 1, keySettings)] : [],
    timewindow: REALTIME_MINUTE,
    showTitle: true,
    backgroundColor: '#fff',
    color: 'rgba(0, 0, 0, 0.87)',
    padding: '8px',
    settings: defaultsOf(def.settings),
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

function descriptorOf(bundleAlias: string, def: TypeDef): JsonObject {
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
    tessera: `${bundleAlias}.${def.alias}`,
  };
}

const SWITCH: SettingsSpec = {
  initialValue: false,
  title: STR,
  showOnOffLabels: true,
  retrieveValueMethod: 'rpc',
  valueKey: 'value',
  getValueMethod: 'getValue',
  setValueMethod: 'setValue',
  parseValueFunction: 'return data ? true : false;',
  convertValueFunction: 'return value;',
  ...rpcCommon(500),
};
const { showOnOffLabels: _labels, ...ROUND_SWITCH } = SWITCH;

const BUNDLES: BundleDef[] = [
  {
    alias: 'alarm_widgets',
    title: 'Alarm widgets',
    description: 'Alarm lists with acknowledgement and clearing.',
    types: [
      {
        alias: 'alarms_table', name: 'Alarms table', kind: 'alarm', sizeX: 10.5, sizeY: 6.5,
        description: 'Paged alarms with acknowledge, clear and details.',
        settings: ALARMS_TABLE, keySettings: TABLE_COLUMN,
        config: {
          timewindow: { realtime: { timewindowMs: 86400000 }, aggregation: { type: 'NONE', limit: 200 } },
          alarmSource: { type: 'function', name: 'alarms', dataKeys: ALARM_KEYS.map((name, i) => ({ name, type: 'alarm', label: name, color: KEY_COLORS[i % KEY_COLORS.length], settings: defaultsOf(TABLE_COLUMN), _hash: (i + 1) / 10 })) },
          alarmSearchStatus: 'ANY',
          alarmsPollingInterval: 5,
          showTitle: true,
        },
      },
    ],
  },
  {
    alias: 'analogue_gauges',
    title: 'Analogue gauges',
    description: 'Canvas gauges showing one latest value.',
    types: [
      { alias: 'temperature_gauge_canvas_gauges', name: 'Thermometer scale', kind: 'latest', sizeX: 7, sizeY: 3, description: 'Linear thermometer scale.', settings: ANALOGUE_LINEAR },
      { alias: 'radial_gauge_canvas_gauges', name: 'Radial gauge', kind: 'latest', sizeX: 6, sizeY: 5, description: 'Radial gauge from 0 to 100.', settings: ANALOGUE_RADIAL },
    ],
  },
  {
    alias: 'cards',
    title: 'Cards',
    description: 'Values, attributes, HTML, markdown and tables.',
    types: [
      { alias: 'attributes_card', name: 'Attributes card', kind: 'latest', sizeX: 7.5, sizeY: 3, description: 'Label and value rows per datasource.', settings: {}, keys: 2 },
      { alias: 'html_card', name: 'HTML Card', kind: 'static', sizeX: 7.5, sizeY: 3, description: 'Static HTML.', settings: { cardHtml: '<div class="card">HTML code here</div>', cardCss: '.card {\n  font-weight: bold;\n}' } },
      {
        alias: 'timeseries_table', name: 'Timeseries table', kind: 'timeseries', sizeX: 8, sizeY: 6.5,
        description: 'A tab per entity and a row per timestamp.', settings: TIMESERIES_TABLE, keySettings: TIMESERIES_TABLE_KEY, keys: 2,
        config: { showLegend: false },
      },
      { alias: 'html_value_card', name: 'HTML Value Card', kind: 'latest', sizeX: 7.5, sizeY: 3, description: 'HTML with ${key} placeholders.', settings: { cardHtml: '<div class="card"><div class="title">Value</div><div class="value">${f(x)}</div></div>', cardCss: '.card { text-align: center; }\n.value { font-size: 24px; }' } },
      { alias: 'simple_card', name: 'Simple card', kind: 'latest', sizeX: 5, sizeY: 3, description: 'One value with its label.', settings: { labelPosition: 'left' } },
      {
        alias: 'label_widget', name: 'Label widget', kind: 'latest', sizeX: 4.5, sizeY: 5, description: 'Values placed over an image.',
        settings: {
          backgroundImageUrl: STR,
          labels: [{ pattern: '${#0}', x: 50, y: 50, backgroundColor: 'rgba(0,0,0,0)', font: { family: 'Roboto', size: 6, style: 'normal', weight: '500', color: '#fff' } }],
        },
      },
      { alias: 'entities_table', name: 'Entities table', kind: 'latest', sizeX: 7.5, sizeY: 6.5, description: 'Paged entity list with latest values.', settings: ENTITIES_TABLE, keySettings: TABLE_COLUMN, keys: 2 },
      { alias: 'qr_code', name: 'QR Code', kind: 'latest', sizeX: 4, sizeY: 3.5, description: 'QR code of a text pattern.', settings: { qrCodeTextPattern: '${entityName}', useQrCodeTextFunction: false, qrCodeTextFunction: STR } },
      {
        alias: 'markdown_card', name: 'Markdown/HTML Card', kind: 'latest', sizeX: 5, sizeY: 3.5, description: 'Markdown with ${key} placeholders.',
        settings: { markdownTextPattern: '### Markdown/HTML card\n - **Current entity**: ${entityName}.', markdownCss: '', useMarkdownTextFunction: false, markdownTextFunction: STR },
      },
    ],
  },
  {
    alias: 'charts',
    title: 'Charts',
    description: 'Time-series line and bar charts and a pie chart.',
    types: [
      { alias: 'pie', name: 'Pie - Flot', kind: 'latest', sizeX: 8, sizeY: 5, description: 'A slice per data key.', settings: FLOT_PIE, keySettings: FLOT_PIE_KEY, keys: 3 },
      { alias: 'basic_timeseries', name: 'Timeseries Line Chart', kind: 'timeseries', sizeX: 8, sizeY: 5, description: 'Lines over the time window.', settings: FLOT_GRAPH, keySettings: FLOT_GRAPH_KEY, keys: 2 },
      {
        alias: 'timeseries_bars_flot', name: 'Timeseries Bar Chart', kind: 'timeseries', sizeX: 8, sizeY: 5, description: 'Aggregated bars over the time window.',
        settings: FLOT_BAR, keySettings: FLOT_BAR_KEY, keys: 2,
        config: { timewindow: { realtime: { timewindowMs: 60000, interval: 1000 }, aggregation: { type: 'AVG', limit: 200 } } },
      },
    ],
  },
  {
    alias: 'control_widgets',
    title: 'Control widgets',
    description: 'Send RPC commands to a target device.',
    types: [
      { alias: 'knob_control', name: 'Knob Control', kind: 'rpc', sizeX: 5, sizeY: 4.5, description: 'Reads with two-way RPC, writes with one-way.', settings: { minValue: 0, maxValue: 100, initialValue: 50, title: STR, getValueMethod: 'getValue', setValueMethod: 'setValue', ...rpcCommon(500) } },
      { alias: 'switch_control', name: 'Switch Control', kind: 'rpc', sizeX: 4, sizeY: 2.5, description: 'On/off switch over RPC.', settings: SWITCH },
      { alias: 'round_switch', name: 'Round switch', kind: 'rpc', sizeX: 2.5, sizeY: 2, description: 'Round on/off switch over RPC.', settings: ROUND_SWITCH },
      {
        alias: 'led_indicator', name: 'Led indicator', kind: 'rpc', sizeX: 2.5, sizeY: 2.5, description: 'LED showing a device status.',
        settings: { initialValue: false, title: STR, ledColor: 'green', performCheckStatus: true, checkStatusMethod: 'checkStatus', retrieveValueMethod: 'attribute', valueAttribute: 'value', parseValueFunction: 'return data ? true : false;', ...rpcCommon(500) },
      },
      {
        alias: 'rpcbutton', name: 'RPC Button', kind: 'rpc', sizeX: 4, sizeY: 2, description: 'Sends one RPC command.',
        settings: {
          title: STR, buttonText: 'Send RPC', oneWayElseTwoWay: true, showError: false, methodName: 'rpcCommand', methodParams: '{}', ...rpcCommon(5000),
          styleButton: { isRaised: true, isPrimary: false, bgColor: STR, textColor: STR },
        },
      },
    ],
  },
  {
    alias: 'digital_gauges',
    title: 'Digital gauges',
    description: 'Digital gauges showing one latest value.',
    types: [
      { alias: 'gauge_justgage', name: 'Gauge', kind: 'latest', sizeX: 4, sizeY: 3, description: 'Arc gauge.', settings: digitalGauge('arc') },
      { alias: 'simple_gauge_justgage', name: 'Simple gauge', kind: 'latest', sizeX: 2, sizeY: 2, description: 'Donut gauge.', settings: digitalGauge('donut') },
      { alias: 'horizontal_bar_justgage', name: 'Horizontal bar', kind: 'latest', sizeX: 7, sizeY: 3, description: 'Horizontal bar gauge.', settings: digitalGauge('horizontalBar') },
    ],
  },
  {
    alias: 'input_widgets',
    title: 'Input widgets',
    description: 'Forms that write attributes and time series.',
    types: [
      {
        alias: 'update_multiple_attributes', name: 'Update Multiple Attributes', kind: 'latest', sizeX: 7.5, sizeY: 3, description: 'Edits several keys of one entity.', keys: 2,
        settings: { widgetTitle: STR, showActionButtons: true, updateAllValues: false, saveButtonLabel: STR, resetButtonLabel: STR, showResultMessage: true, showGroupTitle: false, groupTitle: STR, fieldsAlignment: 'row', fieldsInRow: 2 },
        keySettings: {
          dataKeyType: 'server', dataKeyValueType: 'string', selectOptions: [], step: NUM, minValue: NUM, maxValue: NUM, required: false, requiredErrorMessage: STR,
          isEditable: 'editable', disabledOnDataKey: STR, dataKeyHidden: false, icon: STR,
          useGetValueFunction: false, getValueFunctionBody: STR, useSetValueFunction: false, setValueFunctionBody: STR,
        },
      },
    ],
  },
  {
    alias: 'maps_v2',
    title: 'Maps',
    description: 'Entity markers on maps.',
    types: [{ alias: 'openstreetmap', name: 'OpenStreetMap', kind: 'latest', sizeX: 8.5, sizeY: 6, description: 'Latest positions as markers on OpenStreetMap.', settings: MAPS_OPENSTREET, keys: 2 }],
  },
];

/** The system bundles in the contract §4 bundle-file form, ready for seeding. */
export const SYSTEM_BUNDLES: BundleFile[] = BUNDLES.map((bundle) => ({
  widgetsBundle: { alias: bundle.alias, title: bundle.title, image: null, description: bundle.description },
  widgetTypes: bundle.types.map((def) => ({ alias: def.alias, name: def.name, image: null, description: def.description, descriptor: descriptorOf(bundle.alias, def) })),
}));
