import { definePlugin, defineWidget, type PluginManifest } from '@tessera/sdk';
import manifest from '../manifest.json';
import { ReadingCard } from './ReadingCard';
import { type ReadingSettings } from './reading';

export const readingCard = defineWidget<ReadingSettings>({
  id: `${manifest.id}.reading-card`,
  name: 'Reading card',
  description: 'The latest value of one key, coloured by thresholds.',
  kind: 'latest',
  sizeX: 5,
  sizeY: 3,
  defaultSettings: { low: 10, high: 30 },
  settingsSchema: {
    type: 'object',
    properties: {
      low: { type: 'number', title: 'Low below', default: 10 },
      high: { type: 'number', title: 'High above', default: 30 },
    },
  },
  component: ReadingCard,
});

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    ctx.widgets.register(readingCard);
  },
});
