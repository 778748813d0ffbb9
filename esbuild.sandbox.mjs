// The native widget sandbox's React Spectrum script (core/sandbox/native/frameSpectrumEntry.ts):
// a classic script that takes React from the frame's own script and brings its CSS inline.
import fs from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

/** core/sandbox/native/frameGlobals.ts FRAME_MODULES_GLOBAL. */
const FRAME_MODULES_GLOBAL = '__tesseraFrameModules';
const FROM_FRAME = /^(react|react-dom)(\/(jsx-runtime|client))?$/;

const fromFrame = {
  name: 'from-frame',
  setup(build) {
    // One React per frame: Spectrum's imports of React and React DOM are the frame script's modules.
    build.onResolve({ filter: FROM_FRAME }, (args) => ({ path: args.path, namespace: 'frame-module' }));
    build.onLoad({ filter: /.*/, namespace: 'frame-module' }, (args) => ({
      contents: `module.exports = globalThis[${JSON.stringify(FRAME_MODULES_GLOBAL)}][${JSON.stringify(args.path)}];`, loader: 'js',
    }));
    // The sandbox's CSP allows inline styles only: each stylesheet becomes a <style> element.
    build.onLoad({ filter: /\.css$/ }, async (args) => {
      const css = await fs.readFile(args.path, 'utf8');
      return { contents: `var s=document.createElement("style");s.textContent=${JSON.stringify(css)};document.head.appendChild(s);`, loader: 'js' };
    });
  },
};

/** Builds `nativeWidgetSpectrum-<hash>.js` into `outdir`. */
export async function buildFrameSpectrum(root, outdir, options) {
  await esbuild.build({
    entryPoints: { nativeWidgetSpectrum: path.join(root, 'core/sandbox/native/frameSpectrumEntry.ts') },
    outdir, entryNames: '[name]-[hash]', bundle: true, format: 'iife', minify: true, target: ['es2022'], plugins: [fromFrame], ...options,
  });
}
