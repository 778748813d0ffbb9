import { ALARMS_TABLE, ANALOGUE_LINEAR, digitalGauge, MAPS_OPENSTREET, ROUND_SWITCH, rpcCommon, TABLE_COLUMN } from './families';
import { defaultsOf, STR } from './settingsSpec';
import { KEY_COLORS, type SystemTypeDef } from './systemType';

/*
 * The starred types of the widget catalogue (reference/widget-catalogue.md §4) that no built-in
 * bundle renders yet. The server still lists them, with ThingsBoard's settings keys and
 * defaults, so a ThingsBoard dashboard naming one keeps its configuration. When a bundle comes
 * to render one, its definition moves into that bundle's descriptors.ts.
 */

const ALARM_KEYS = ['createdTime', 'originator', 'type', 'severity', 'status'];

export const UNRENDERED_DESCRIPTORS: SystemTypeDef[] = [
  {
    bundleAlias: 'alarm_widgets', alias: 'alarms_table', name: 'Alarms table', kind: 'alarm', sizeX: 10.5, sizeY: 6.5,
    description: 'Paged alarms with acknowledge, clear and details.',
    settings: ALARMS_TABLE, keySettings: TABLE_COLUMN,
    config: {
      timewindow: { realtime: { timewindowMs: 86400000 }, aggregation: { type: 'NONE', limit: 200 } },
      alarmSource: {
        type: 'function', name: 'alarms',
        dataKeys: ALARM_KEYS.map((name, i) => ({ name, type: 'alarm', label: name, color: KEY_COLORS[i % KEY_COLORS.length], settings: defaultsOf(TABLE_COLUMN) as never, _hash: (i + 1) / 10 })),
      },
      alarmSearchStatus: 'ANY',
      alarmsPollingInterval: 5,
      showTitle: true,
    },
  },
  { bundleAlias: 'analogue_gauges', alias: 'temperature_gauge_canvas_gauges', name: 'Thermometer scale', kind: 'latest', sizeX: 7, sizeY: 3, description: 'Linear thermometer scale.', settings: ANALOGUE_LINEAR },
  { bundleAlias: 'cards', alias: 'qr_code', name: 'QR Code', kind: 'latest', sizeX: 4, sizeY: 3.5, description: 'QR code of a text pattern.', settings: { qrCodeTextPattern: '${entityName}', useQrCodeTextFunction: false, qrCodeTextFunction: STR } },
  { bundleAlias: 'control_widgets', alias: 'knob_control', name: 'Knob Control', kind: 'rpc', sizeX: 5, sizeY: 4.5, description: 'Reads with two-way RPC, writes with one-way.', settings: { minValue: 0, maxValue: 100, initialValue: 50, title: STR, getValueMethod: 'getValue', setValueMethod: 'setValue', ...rpcCommon(500) } },
  { bundleAlias: 'control_widgets', alias: 'round_switch', name: 'Round switch', kind: 'rpc', sizeX: 2.5, sizeY: 2, description: 'Round on/off switch over RPC.', settings: ROUND_SWITCH },
  {
    bundleAlias: 'control_widgets', alias: 'led_indicator', name: 'Led indicator', kind: 'rpc', sizeX: 2.5, sizeY: 2.5, description: 'LED showing a device status.',
    settings: { initialValue: false, title: STR, ledColor: 'green', performCheckStatus: true, checkStatusMethod: 'checkStatus', retrieveValueMethod: 'attribute', valueAttribute: 'value', parseValueFunction: 'return data ? true : false;', ...rpcCommon(500) },
  },
  { bundleAlias: 'digital_gauges', alias: 'simple_gauge_justgage', name: 'Simple gauge', kind: 'latest', sizeX: 2, sizeY: 2, description: 'Donut gauge.', settings: digitalGauge('donut') },
  { bundleAlias: 'digital_gauges', alias: 'horizontal_bar_justgage', name: 'Horizontal bar', kind: 'latest', sizeX: 7, sizeY: 3, description: 'Horizontal bar gauge.', settings: digitalGauge('horizontalBar') },
  { bundleAlias: 'maps_v2', alias: 'openstreetmap', name: 'OpenStreetMap', kind: 'latest', sizeX: 8.5, sizeY: 6, description: 'Latest positions as markers on OpenStreetMap.', settings: MAPS_OPENSTREET, keys: 2 },
];
