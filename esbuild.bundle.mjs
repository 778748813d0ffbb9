// Compiles one runtime bundle (a folder with manifest.json and index.ts(x)) into a System.register
// module. Shared by esbuild.config.mjs (the console's own bundles), rule-node-ui/examples/build.mjs
// (bundle files that a system administrator installs) and `tessera bundle build` (server/cli/).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
/** Modules the host shares with bundles (`app:<name>` in SystemJS); bundles import them, never bundle them. */
export const SHARED = JSON.parse(await fs.readFile(path.join(root, 'core/runtime/shared-modules.json'), 'utf8'));
const SHARED_PACKAGES = [...new Set(SHARED.map((name) => name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/')))];
const production = { 'process.env.NODE_ENV': '"production"' };
const quiet = { logOverride: { 'package.json': 'silent' }, logLevel: 'warning' };

/** A short content hash, as the console's file names use. */
export const sha = (text) => createHash('sha256').update(text).digest('hex').slice(0, 10).toUpperCase();

/** Bundles must share the host's copy of a shared package; a deep import would bundle a second one. */
const sharedOnly = {
  name: 'shared-only',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (SHARED.includes(args.path)) return undefined;
      const pkg = SHARED_PACKAGES.find((p) => args.path.startsWith(p + '/'));
      if (pkg) return { errors: [{ text: `'${args.path}' is not shared with bundles: import from '${pkg}' instead` }] };
      return undefined;
    });
  },
};

/** esbuild cannot emit System.register: wrap its CommonJS output, giving the body its own scope. */
function toSystemRegister(cjs, deps) {
  const setters = deps.map((_, i) => `function(m){d[${i}]=m}`).join(',');
  return `System.register(${JSON.stringify(deps)},function(_export){var d=[],n=${JSON.stringify(deps)};return{setters:[${setters}],execute:function(){`
    + `var module={exports:{}};(function(module,exports,require){${cjs}\n})(module,module.exports,function(id){var i=n.indexOf(id);if(i<0)throw new Error("Cannot find module '"+id+"'");return d[i]});`
    + `var e=module.exports;for(var k in e)if(k!=="__esModule")_export(k,e[k]);}}});\n`;
}

/**
 * Compiles the bundle in `dir` (entry: `index.ts(x)`, or `entries` relative to `dir`, the first
 * that exists). Returns its built manifest (`main`: the content-hashed module file name,
 * `shared`: the host modules it imports) and the module's code.
 */
export async function compileBundle(dir, entries = ['index.ts', 'index.tsx']) {
  const manifest = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8'));
  const entry = entries.map((f) => path.join(dir, f)).find(existsSync);
  if (!entry) throw new Error(`${dir} has no ${entries.join(' or ')}`);
  const result = await esbuild.build({
    entryPoints: [entry], outfile: 'index.js', write: false, bundle: true, format: 'cjs', platform: 'browser',
    minify: true, metafile: true, target: ['es2022'], jsx: 'automatic', define: production,
    external: SHARED, plugins: [sharedOnly], ...quiet,
  });
  const css = result.outputFiles.filter((f) => f.path.endsWith('.css'));
  if (css.length > 0) throw new Error(`${manifest.id}: bundles may not import CSS files; style with Spectrum props or inline styles`);
  const [output] = Object.values(result.metafile.outputs);
  const deps = [...new Set(output.imports.filter((i) => i.external).map((i) => i.path))];
  const code = toSystemRegister(result.outputFiles.find((f) => f.path.endsWith('.js')).text, deps);
  return { manifest: { ...manifest, main: `index-${sha(code)}.js`, shared: deps }, code };
}
