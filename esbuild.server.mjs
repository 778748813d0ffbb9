// The server's esbuild options, shared by esbuild.config.mjs and the import-structure test
// (tests/server/importGraph.test.ts), and the build step that generates the system widget
// bundles from the descriptors each built-in widget bundle owns (widget-bundles/*/descriptors.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
/** The module id server/widgets/catalogue/systemBundles.ts imports; vitest aliases it to the generator. */
export const SYSTEM_WIDGETS_MODULE = 'tessera:system-widget-bundles';
export const SYSTEM_WIDGETS_SOURCE = path.join(root, 'widget-bundles/catalogue/systemBundles.ts');

/** Evaluates widget-bundles/catalogue/systemBundles.ts (plain data) and returns its bundles. */
export async function generateSystemWidgetBundles() {
  const result = await esbuild.build({
    entryPoints: [SYSTEM_WIDGETS_SOURCE], bundle: true, write: false, format: 'esm', platform: 'node', target: 'node20', logLevel: 'warning',
  });
  const module = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
  return module.default;
}

/** Resolves SYSTEM_WIDGETS_MODULE to the generated JSON: the server bundle holds data, not widget-bundles/ code. */
export const systemWidgetsPlugin = {
  name: 'system-widget-bundles',
  setup(build) {
    build.onResolve({ filter: /^tessera:system-widget-bundles$/ }, () => ({ path: 'system-widget-bundles.json', namespace: 'generated' }));
    build.onLoad({ filter: /.*/, namespace: 'generated' }, async () => ({
      contents: JSON.stringify(await generateSystemWidgetBundles()), loader: 'json', watchFiles: [SYSTEM_WIDGETS_SOURCE],
    }));
  },
};

/** esbuild options of the server bundle (`dist/server/main.js`). */
export function serverBuildOptions(outfile) {
  return {
    entryPoints: [path.join(root, 'server/main.ts')], outfile,
    bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', sourcemap: true,
    plugins: [systemWidgetsPlugin], logOverride: { 'package.json': 'silent' }, logLevel: 'warning',
  };
}
