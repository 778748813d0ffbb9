import { definePlugin, defineWidget, type PluginManifest } from '@tessera/sdk';
import manifest from './manifest.json';
import { type ClockSettings, DigitalClock } from './DigitalClock';

const digitalClock = defineWidget<ClockSettings>({
  id: 'tessera.clock.digital',
  name: 'Digital clock',
  description: 'Current time and date with the signed-in user',
  kind: 'static',
  sizeX: 6,
  sizeY: 3,
  defaultSettings: { showSeconds: true, hour12: false },
  settingsSchema: {
    type: 'object',
    properties: {
      showSeconds: { type: 'boolean', title: 'Show seconds', default: true },
      hour12: { type: 'boolean', title: '12-hour clock', default: false },
    },
  },
  component: DigitalClock,
});

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    ctx.widgets.register(digitalClock);
  },
});
