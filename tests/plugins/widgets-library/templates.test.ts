import { describe, expect, it } from 'vitest';
import { WIDGET_TYPE_KINDS } from '../../../plugins/widgets-library/api/types';
import { checkSyntax } from '../../../plugins/widgets-library/model/syntaxCheck';
import { jsonPaneError } from '../../../plugins/widgets-library/model/validation';
import { readWidgetTypeFile } from '../../../plugins/widgets-library/model/widgetFiles';
import { isWidgetKind, KIND_LABELS, templateDescriptor } from '../../../plugins/widgets-library/templates';

/** The sandbox as its page runs requests (node allows the eval the host page may not). */
const sandbox = { run: async (body: string, names: readonly string[], args: readonly unknown[]) => new Function(...names, body)(...args) };

/** Seed 001 §3.6 names the default template of each kind; the catalogue gives their sizes. */
const SIZES = { timeseries: [8, 5], latest: [7.5, 3], rpc: [4, 2], alarm: [10.5, 6.5], static: [7.5, 3] } as const;

describe('the default templates of new widget types', () => {
  it.each(WIDGET_TYPE_KINDS)('%s: a complete ThingsBoard descriptor whose JSON panes parse and whose controller compiles', async (kind) => {
    const descriptor = templateDescriptor(kind);
    expect(descriptor.type).toBe(kind);
    expect([descriptor.sizeX, descriptor.sizeY]).toEqual(SIZES[kind]);
    expect(descriptor.resources).toEqual([]);
    for (const pane of ['settingsSchema', 'dataKeySettingsSchema', 'defaultConfig'] as const) {
      expect(typeof descriptor[pane], pane).toBe('string');
      expect(jsonPaneError(pane, descriptor[pane]), pane).toBeNull();
    }
    expect(descriptor.controllerScript).toContain('self.onInit = function()');
    expect(await checkSyntax(sandbox, descriptor.controllerScript)).toBeNull();
    // The file a type exports reads back as the same type.
    expect(readWidgetTypeFile({ name: 'T', descriptor }).descriptor).toEqual(descriptor);
    expect(KIND_LABELS[kind]).toMatch(/^widget-type\.kind-/);
  });

  it('gives widgets that show data the Sin, Cos and Random function keys, and each call a fresh copy', () => {
    for (const kind of ['timeseries', 'latest'] as const) {
      const config = JSON.parse(templateDescriptor(kind).defaultConfig);
      expect(config.datasources).toHaveLength(1);
      expect(config.datasources[0]).toMatchObject({ type: 'function', name: 'function' });
      expect(config.datasources[0].dataKeys.map((k: { label: string }) => k.label)).toEqual(['Sin', 'Cos', 'Random']);
      expect(config).toMatchObject({ units: '', decimals: 2, showTitle: true });
    }
    const a = templateDescriptor('latest');
    a.templateHtml = 'changed';
    expect(templateDescriptor('latest').templateHtml).not.toBe('changed');
  });

  it('keeps the kind-specific configuration: the alarm source, the RPC target, the HTML card settings', () => {
    const alarm = JSON.parse(templateDescriptor('alarm').defaultConfig);
    expect(alarm.alarmSource.dataKeys.map((k: { name: string }) => k.name)).toEqual(['createdTime', 'originator', 'type', 'severity', 'status']);
    expect(alarm).toMatchObject({ alarmSearchStatus: 'ANY', alarmsPollingInterval: 5 });
    expect(JSON.parse(templateDescriptor('rpc').defaultConfig)).toMatchObject({ targetDeviceAliases: [], settings: { requestTimeout: 500 } });
    const card = JSON.parse(templateDescriptor('static').defaultConfig);
    expect(card.settings.cardHtml).toContain('HTML code here');
    const schema = JSON.parse(templateDescriptor('static').settingsSchema);
    expect(Object.keys(schema.schema.properties)).toEqual(['cardHtml', 'cardCss']);
  });

  it('tells a kind from anything else (the editor\'s ?type= parameter)', () => {
    expect(isWidgetKind('latest')).toBe(true);
    expect(isWidgetKind('toString')).toBe(false);
    expect(isWidgetKind(null)).toBe(false);
  });
});
