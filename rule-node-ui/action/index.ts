import { definePlugin, type PluginManifest } from '@tessera/sdk';
import { ACTION_EDITORS } from './actionEditors';
import manifest from './manifest.json';

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    for (const editor of ACTION_EDITORS) ctx.ruleNodeEditors.register(editor);
  },
});
