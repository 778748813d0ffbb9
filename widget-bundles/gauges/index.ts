import { definePlugin, defineWidget, type PluginManifest } from '@tessera/sdk';
import { ANALOGUE_RADIAL, digitalGauge } from '../catalogue/families';
import manifest from './manifest.json';
import { catalogueSettings } from './catalogueSettings';
import { DigitalGauge } from './DigitalGauge';
import { type DigitalGaugeSettings } from './digitalGaugeModel';
import { RadialGauge } from './RadialGauge';
import { type RadialGaugeSettings } from './radialGaugeModel';

const radial = catalogueSettings(ANALOGUE_RADIAL);
const arc = catalogueSettings(digitalGauge('arc'));

export const radialGauge = defineWidget<RadialGaugeSettings>({
  id: 'tessera.gauges.radial-gauge-canvas-gauges',
  name: 'Radial gauge',
  description: 'Radial gauge from 0 to 100.',
  kind: 'latest',
  bundleAlias: 'analogue_gauges',
  typeAlias: 'radial_gauge_canvas_gauges',
  sizeX: 6,
  sizeY: 5,
  defaultSettings: radial.defaultSettings as RadialGaugeSettings,
  settingsSchema: radial.settingsSchema,
  component: RadialGauge,
});

export const arcGauge = defineWidget<DigitalGaugeSettings>({
  id: 'tessera.gauges.gauge-justgage',
  name: 'Gauge',
  description: 'Arc gauge.',
  kind: 'latest',
  bundleAlias: 'digital_gauges',
  typeAlias: 'gauge_justgage',
  sizeX: 4,
  sizeY: 3,
  defaultSettings: arc.defaultSettings as DigitalGaugeSettings,
  settingsSchema: arc.settingsSchema,
  component: DigitalGauge,
});

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    ctx.widgets.register(radialGauge);
    ctx.widgets.register(arcGauge);
  },
});
