import { describe, expect, it } from 'vitest';
import { defineWidget, NULL_UUID } from '@tessera/sdk';
import {
  findBuiltin, isServerWidgetDefinition, parseDescriptorJson, type WidgetTypeRecord, widgetTypeDefinition,
} from '../../../core/services/widgetTypes';
import { createWidget } from '../../../core/dashboard/model/widgetFactory';

const Line = () => null;
const builtin = defineWidget({
  id: 'tessera.charts.line', name: 'Line', kind: 'timeseries', bundleAlias: 'charts', typeAlias: 'basic_timeseries',
  sizeX: 8, sizeY: 5, defaultSettings: { smooth: false }, component: Line,
});

const record = (over: Omit<Partial<WidgetTypeRecord>, 'descriptor'> & { descriptor?: Partial<WidgetTypeRecord['descriptor']> } = {}): WidgetTypeRecord => ({
  tenantId: { entityType: 'TENANT', id: NULL_UUID }, bundleAlias: 'charts', alias: 'basic_timeseries', name: 'Timeseries Line Chart',
  image: null, description: 'Lines',
  ...over,
  descriptor: {
    type: 'timeseries', sizeX: 8, sizeY: 5, resources: [], templateHtml: '', templateCss: '', controllerScript: '',
    settingsSchema: '', dataKeySettingsSchema: '', defaultConfig: '{"settings":{"smooth":true},"datasources":[{"type":"function","name":"f","dataKeys":[]}]}',
    ...over.descriptor,
  },
});

describe('widgetTypeDefinition', () => {
  it('uses the built-in widget for a shipped system type, under the record\'s name and settings', () => {
    const definition = widgetTypeDefinition(record(), [builtin]);
    expect(definition.builtin).toBe(builtin);
    expect(definition.component).toBe(Line);
    expect(definition).toMatchObject({ id: 'tessera.charts.line', name: 'Timeseries Line Chart', isSystemType: true, defaultSettings: { smooth: true } });
    expect(isServerWidgetDefinition(definition)).toBe(true);
    expect(isServerWidgetDefinition(builtin)).toBe(false);
  });

  it('follows the descriptor\'s `tessera` name, even for a tenant\'s copy of a system type', () => {
    const copy = record({ tenantId: { entityType: 'TENANT', id: 'tenant-1' }, bundleAlias: 'my_charts', alias: 'line', descriptor: { tessera: 'charts.basic_timeseries' } });
    expect(findBuiltin(copy, [builtin])).toBe(builtin);
  });

  it('runs a tenant type with its own code in the sandbox, even under a built-in\'s aliases', () => {
    const own = record({ tenantId: { entityType: 'TENANT', id: 'tenant-1' }, descriptor: { controllerScript: 'self.onInit = function () {};', templateHtml: '<div></div>' } });
    const definition = widgetTypeDefinition(own, [builtin]);
    expect(definition.builtin).toBeUndefined();
    expect(definition.component).not.toBe(Line);
    expect(definition).toMatchObject({ id: 'tb.tenant.charts.basic_timeseries', kind: 'timeseries', isSystemType: false });
    // The same record gives the same component: re-deriving does not remount the widget.
    expect(widgetTypeDefinition(own, [builtin]).component).toBe(definition.component);
  });

  it('reads ThingsBoard\'s schema strings and tolerates broken or odd descriptors', () => {
    const schema = JSON.stringify({ schema: { type: 'object', properties: { a: { type: 'string' } } }, form: ['a'] });
    const definition = widgetTypeDefinition(record({
      tenantId: undefined, bundleAlias: 'My Bundle!', alias: 'Odd Alias',
      descriptor: { type: 'gauge' as never, sizeX: -1, controllerScript: 'x', settingsSchema: schema, dataKeySettingsSchema: '{not json', defaultConfig: '[1,2]' },
    }), []);
    expect(definition).toMatchObject({ id: 'tb.tenant.my-bundle-.odd-alias', kind: 'static', sizeX: 8, sizeY: 5, defaultSettings: {} });
    expect(definition.settingsSchema).toEqual({ type: 'object', properties: { a: { type: 'string' } } });
    expect(definition.dataKeySettingsSchema).toBeUndefined();
    expect(parseDescriptorJson('')).toEqual({});
    expect(parseDescriptorJson({ a: 1 })).toEqual({ a: 1 });
  });

  it('creates a dashboard widget from the type\'s defaultConfig, in its scope', () => {
    const own = record({ tenantId: { entityType: 'TENANT', id: 'tenant-1' }, bundleAlias: 'mine', alias: 'gauge', name: 'My gauge', descriptor: { controllerScript: 'x', type: 'latest', sizeX: 6, sizeY: 4 } });
    const widget = createWidget(widgetTypeDefinition(own, []), 'w1');
    expect(widget).toMatchObject({ id: 'w1', bundleAlias: 'mine', typeAlias: 'gauge', isSystemType: false, type: 'latest', sizeX: 6, sizeY: 4, title: 'My gauge' });
    expect(widget.config.settings).toEqual({ smooth: true });
    expect(widget.config.datasources).toEqual([{ type: 'function', name: 'f', dataKeys: [] }]);
    expect(widget.config.title).toBe('My gauge');
  });

  it('adds a type a built-in renders as that widget does: an entity datasource with its default keys', () => {
    const widget = createWidget(widgetTypeDefinition(record(), [{ ...builtin, defaultDataKeys: [{ name: 'temperature', type: 'timeseries' }] }]), 'w2');
    expect(widget).toMatchObject({ bundleAlias: 'charts', typeAlias: 'basic_timeseries', isSystemType: true, title: 'Timeseries Line Chart' });
    expect(widget.config.datasources).toMatchObject([{ type: 'entity', entityAliasId: null, dataKeys: [{ name: 'temperature' }] }]);
  });
});

describe('widgetTypeDefinition with the controller\'s description', () => {
  const tenantType = record({
    tenantId: { entityType: 'TENANT', id: '11111111-1111-1111-1111-111111111111' }, bundleAlias: 'mine', alias: 'gauge',
    descriptor: { controllerScript: 'self.actionSources = function () { return {}; };', settingsSchema: '' },
  });
  const description = {
    actionSources: { headerButton: { name: 'widget-action.header-button', multiple: true }, elementClick: { name: 'On click' } },
    typeParameters: { maxDatasources: 1, maxDataKeys: 1 },
    settingsSchema: { schema: { type: 'object', properties: { c: { type: 'string' } } } },
  };

  it('takes action sources (without the platform\'s header button), type parameters and a schema the descriptor lacks', () => {
    const definition = widgetTypeDefinition(tenantType, [builtin], description);
    expect(definition.actionSources).toEqual({ elementClick: 'On click' });
    expect(definition.typeParameters).toEqual({ maxDatasources: 1, maxDataKeys: 1 });
    expect(definition.settingsSchema).toEqual({ type: 'object', properties: { c: { type: 'string' } } });
  });

  it('keeps the descriptor\'s own schema first, and has none of these before the description came', () => {
    const own = record({ ...tenantType, descriptor: { ...tenantType.descriptor, settingsSchema: '{"schema":{"type":"object","properties":{"own":{"type":"number"}}}}' } });
    expect(widgetTypeDefinition(own, [builtin], description).settingsSchema).toEqual({ type: 'object', properties: { own: { type: 'number' } } });
    const before = widgetTypeDefinition(tenantType, [builtin]);
    expect(before.actionSources).toBeUndefined();
    expect(before.typeParameters).toBeUndefined();
  });
});
