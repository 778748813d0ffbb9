import { definePlugin, type PluginManifest } from '@tessera/sdk';
import { EXTERNAL_EDITORS } from './externalEditors';
import manifest from './manifest.json';

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    for (const editor of EXTERNAL_EDITORS) ctx.ruleNodeEditors.register(editor);
  },
});
