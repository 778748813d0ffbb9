/*
 * ThingsBoard's function datasource of a new widget: Sin, Cos and Random keys, so a widget
 * shows moving data before it is bound to an entity. The widget editor's preview computes
 * the same curves (previewData.ts); on a dashboard the keys' `funcBody` runs in the sandbox.
 */

export interface FunctionKey {
  name: string;
  type: 'function';
  label: string;
  color: string;
  settings: Record<string, unknown>;
  _hash: number;
  funcBody: string;
}

const RANDOM_BODY = [
  'var value = prevValue + Math.random() * 100 - 50;',
  'var multiplier = Math.pow(10, 2 || 0);',
  'var value = Math.round(value * multiplier) / multiplier;',
  'if (value < -1000) {',
  '    value = -1000;',
  '} else if (value > 1000) {',
  '    value = 1000;',
  '}',
  'return value;',
].join('\n');

export const FUNCTION_KEYS: readonly Omit<FunctionKey, 'settings'>[] = [
  { name: 'f(x)', type: 'function', label: 'Sin', color: '#2196f3', _hash: 0.1, funcBody: 'return Math.round(1000*Math.sin(time/5000));' },
  { name: 'f(x)', type: 'function', label: 'Cos', color: '#4caf50', _hash: 0.2, funcBody: 'return Math.round(1000*Math.cos(time/5000));' },
  { name: 'f(x)', type: 'function', label: 'Random', color: '#f44336', _hash: 0.3, funcBody: RANDOM_BODY },
];

/** A function datasource with the first `count` keys, each with `keySettings`. */
export function functionDatasource(count: number, keySettings: Record<string, unknown> = {}) {
  return {
    type: 'function',
    name: 'function',
    dataKeys: FUNCTION_KEYS.slice(0, count).map((key) => ({ ...key, settings: structuredClone(keySettings) })),
  };
}

/** The widget configuration every template starts from (contract §3 WidgetConfig). */
export function baseConfig(title: string, timeseries: boolean): Record<string, unknown> {
  return {
    showTitle: true,
    backgroundColor: '#fff',
    color: 'rgba(0, 0, 0, 0.87)',
    padding: '8px',
    title,
    dropShadow: true,
    enableFullscreen: true,
    titleStyle: { fontSize: '16px', fontWeight: 400 },
    useDashboardTimewindow: true,
    showLegend: timeseries,
    units: '',
    decimals: 2,
    actions: {},
    timewindow: { realtime: { timewindowMs: 60000 }, aggregation: { type: 'NONE', limit: 200 } },
  };
}

/** A ThingsBoard settings schema string: `{schema, form}` with every property in the form. */
export function settingsSchemaString(properties: Record<string, unknown>, form: unknown[] = Object.keys(properties)): string {
  if (Object.keys(properties).length === 0) return JSON.stringify({ schema: { type: 'object', title: 'Settings', properties: {}, required: [] }, form: [] });
  return JSON.stringify({ schema: { type: 'object', title: 'Settings', properties, required: [] }, form });
}
