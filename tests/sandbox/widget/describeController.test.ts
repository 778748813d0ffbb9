import { describe, expect, it } from 'vitest';
import { describeController, TYPE_PARAMETER_DEFAULTS } from '../../../core/sandbox/widget/describeController';

describe('describeController (runs only in the widget sandbox)', () => {
  it('evaluates actionSources, typeParameters and the schema functions without a context, as ThingsBoard does', () => {
    const description = describeController(`
      var seen = typeof self.ctx;
      self.onInit = function () { throw new Error('not called'); };
      self.actionSources = function () { return { elementClick: { name: 'widget-action.element-click', multiple: true }, rowClick: { name: 'Row' } }; };
      self.typeParameters = function () { return { maxDatasources: 1, maxDataKeys: 2, dataKeysOptional: true, dataKeySettingsFunction: function () {}, seen: seen }; };
      self.getSettingsSchema = function () { return { schema: { type: 'object', properties: { c: { type: 'string' } } } }; };
    `);
    expect(description.actionSources).toEqual({
      elementClick: { name: 'widget-action.element-click', multiple: true }, rowClick: { name: 'Row' },
      headerButton: { name: 'widget-action.header-button', multiple: true },
    });
    expect(description.typeParameters).toEqual({ ...TYPE_PARAMETER_DEFAULTS, maxDatasources: 1, maxDataKeys: 2, dataKeysOptional: true, seen: 'undefined' });
    expect(description.settingsSchema).toEqual({ schema: { type: 'object', properties: { c: { type: 'string' } } } });
    expect(description.dataKeySettingsSchema).toBeUndefined();
  });

  it('gives ThingsBoard\'s defaults for a controller without descriptor functions', () => {
    expect(describeController('self.onInit = function () {};')).toEqual({
      actionSources: { headerButton: { name: 'widget-action.header-button', multiple: true } },
      typeParameters: TYPE_PARAMETER_DEFAULTS,
    });
  });

  it('throws what the script or a descriptor function throws', () => {
    expect(() => describeController('self.typeParameters = function () { throw new TypeError("bad"); };')).toThrow('bad');
    expect(() => describeController('this is not javascript')).toThrow(SyntaxError);
  });
});
