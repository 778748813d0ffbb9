import { describe, expect, it } from 'vitest';
import { readBundleFile, readWidgetTypeFile, widgetFileName, WidgetFileRefused, widgetTypeFile } from '../../../plugins/widgets-library/model/widgetFiles';
import { templateDescriptor } from '../../../plugins/widgets-library/templates';

const descriptor = templateDescriptor('latest');
const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof WidgetFileRefused) return { key: error.key, detail: error.detail };
    throw error;
  }
  throw new Error('not refused');
};

describe('widgets bundle files (ThingsBoard 3.3)', () => {
  it('reads a bundle with its types, keeping only the file fields', () => {
    const file = readBundleFile({
      widgetsBundle: { alias: 'plant', title: 'Plant', image: null, description: 'Mine', tenantId: { id: 'x' }, id: { id: 'y' } },
      widgetTypes: [{ alias: 'card', name: 'Card', image: null, description: null, descriptor, id: { id: 'z' }, bundleAlias: 'other' }],
    });
    expect(file).toEqual({
      widgetsBundle: { alias: 'plant', title: 'Plant', image: null, description: 'Mine' },
      widgetTypes: [{ alias: 'card', name: 'Card', image: null, description: null, descriptor }],
    });
  });

  it('accepts a bundle without types, and schemas given as objects, sent as the JSON strings the contract wants', () => {
    expect(readBundleFile({ widgetsBundle: { title: 'Empty' } }).widgetTypes).toEqual([]);
    const [type] = readBundleFile({ widgetsBundle: { title: 'B' }, widgetTypes: [{ name: 'T', descriptor: { ...descriptor, settingsSchema: { schema: { type: 'object' } } } }] }).widgetTypes;
    expect(type.descriptor.settingsSchema).toBe('{"schema":{"type":"object"}}');
  });

  it.each([
    ['not an object', [1, 2], 'widgetsBundle is missing'],
    ['no title', { widgetsBundle: { title: ' ' } }, 'widgetsBundle.title is missing'],
    ['types not a list', { widgetsBundle: { title: 'B' }, widgetTypes: {} }, 'widgetTypes must be a list'],
    ['a type without a descriptor', { widgetsBundle: { title: 'B' }, widgetTypes: [{ name: 'T', descriptor }, { name: 'U' }] }, 'widgetTypes[1]: descriptor is missing'],
    ['an unknown kind', { widgetsBundle: { title: 'B' }, widgetTypes: [{ name: 'T', descriptor: { ...descriptor, type: 'chart' } }] }, 'widgetTypes[0]: descriptor.type must be one of timeseries, latest, rpc, alarm, static'],
    ['a broken JSON string', { widgetsBundle: { title: 'B' }, widgetTypes: [{ name: 'T', descriptor: { ...descriptor, defaultConfig: '{' } }] }, 'widgetTypes[0]: descriptor.defaultConfig is not valid JSON'],
    ['a bad size', { widgetsBundle: { title: 'B' }, widgetTypes: [{ name: 'T', descriptor: { ...descriptor, sizeX: 0 } }] }, 'widgetTypes[0]: descriptor.sizeX must be a positive number'],
  ])('refuses a whole file with %s, saying where', (_, json, detail) => {
    expect(refusal(() => readBundleFile(json))).toEqual({ key: 'widgets-bundle.invalid-bundle-file', detail });
  });
});

describe('widget type files', () => {
  it('round-trips a type through its export: no id, tenant or bundle', () => {
    const saved = {
      id: { entityType: 'WIDGET_TYPE' as const, id: 'a' }, createdTime: 1, tenantId: { entityType: 'TENANT' as const, id: 't' },
      bundleAlias: 'plant', alias: 'card', name: 'Card', image: 'data:image/png;base64,AA==', description: 'D', descriptor,
    };
    const file = widgetTypeFile(saved);
    expect(file).toEqual({ alias: 'card', name: 'Card', image: 'data:image/png;base64,AA==', description: 'D', descriptor });
    expect(readWidgetTypeFile(JSON.parse(JSON.stringify(file)))).toEqual(file);
  });

  it('refuses a bundle file or a nameless type as a type file', () => {
    expect(refusal(() => readWidgetTypeFile({ widgetsBundle: { title: 'B' }, widgetTypes: [] }))).toEqual({ key: 'widget-type.invalid-widget-type-file', detail: 'name is missing' });
    expect(refusal(() => readWidgetTypeFile({ name: 'T', descriptor: {} })).detail).toBe('descriptor is missing');
  });

  it("names files as ThingsBoard does", () => {
    expect(widgetFileName('Plant widgets #1')).toBe('plant_widgets__1.json');
  });
});
