import { describe, expect, it } from 'vitest';
import { type WidgetDefinition } from '@tessera/sdk';
import { PluginHost } from '../../core/runtime/PluginHost';
import { Registries } from '../../core/runtime/Registries';
import { ServiceContainer } from '../../core/runtime/ServiceContainer';
import { SYSTEM_BUNDLES } from '../../server/widgets/catalogue/systemBundles';
import { runtimeBundles } from '../plugins/loadAll';

async function shippedWidgets(): Promise<WidgetDefinition<any>[]> {
  const registries = new Registries();
  const host = new PluginHost({ services: new ServiceContainer([]), registries, log: () => undefined });
  for (const bundle of runtimeBundles) await host.load(bundle.manifest, { kind: 'module', load: bundle.load });
  return registries.widgets.all;
}

const systemType = (bundleAlias: string, typeAlias: string) =>
  SYSTEM_BUNDLES.find((b) => b.widgetsBundle.alias === bundleAlias)?.widgetTypes.find((t) => t.alias === typeAlias);

describe('built-in widgets implement the ThingsBoard system types they name', () => {
  it('each names a system type the server lists, with its kind, size and default settings', async () => {
    const widgets = (await shippedWidgets()).filter((w) => w.bundleAlias);
    expect(widgets.length).toBeGreaterThan(0);
    for (const widget of widgets) {
      const type = systemType(widget.bundleAlias!, widget.typeAlias!);
      expect(type, `${widget.bundleAlias}/${widget.typeAlias}`).toBeDefined();
      const descriptor = type!.descriptor as { type: string; sizeX: number; sizeY: number; defaultConfig: string };
      expect(widget.kind, widget.id).toBe(descriptor.type);
      expect([widget.sizeX, widget.sizeY], widget.id).toEqual([descriptor.sizeX, descriptor.sizeY]);
      const defaults = (JSON.parse(descriptor.defaultConfig) as { settings?: Record<string, unknown> }).settings ?? {};
      expect(widget.defaultSettings, widget.id).toEqual(defaults);
    }
  });

  it('covers the first set of the issue: charts, cards, tables, gauges and controls', async () => {
    const names = new Set((await shippedWidgets()).map((w) => `${w.bundleAlias}/${w.typeAlias}`));
    for (const required of [
      'charts/basic_timeseries', 'charts/timeseries_bars_flot', 'charts/pie',
      'cards/simple_card', 'cards/attributes_card', 'cards/html_card', 'cards/markdown_card', 'cards/label_widget',
      'cards/timeseries_table', 'cards/entities_table',
      'analogue_gauges/radial_gauge_canvas_gauges', 'digital_gauges/gauge_justgage',
      'control_widgets/rpcbutton', 'control_widgets/switch_control', 'input_widgets/update_multiple_attributes',
    ]) expect(names, required).toContain(required);
  });
});
