// Builds the console host, every runtime bundle (widget-bundles/*, rule-node-ui/*) and the server.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
// DIST_DIR lets a second build (a benchmark, a parallel check) write somewhere other than dist/.
const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');
const publicDir = path.join(dist, 'public');
const SHARED = JSON.parse(await fs.readFile(path.join(root, 'core/runtime/shared-modules.json'), 'utf8'));
const SHARED_PACKAGES = [...new Set(SHARED.map((name) => name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/')))];
const production = { 'process.env.NODE_ENV': '"production"' };
const quiet = { logOverride: { 'package.json': 'silent' }, logLevel: 'warning' };

const sha = (text) => createHash('sha256').update(text).digest('hex').slice(0, 10).toUpperCase();

async function buildHost() {
  const outdir = path.join(publicDir, 'assets');
  const result = await esbuild.build({
    entryPoints: {
      main: path.join(root, 'core/main.tsx'),
      'spectrum-shared': path.join(root, 'core/runtime/spectrumShared.ts'),
      // Its own entry, not an import() from main: esbuild would merge Monaco's CSS into main's.
      monaco: path.join(root, 'core/components/code/monacoEntry.ts'),
    },
    outdir, bundle: true, format: 'esm', splitting: true, minify: true, sourcemap: true, metafile: true,
    target: ['es2022'], jsx: 'automatic', define: production,
    entryNames: '[name]-[hash]', chunkNames: 'chunks/[name]-[hash]', assetNames: 'media/[name]-[hash]',
    loader: { '.ttf': 'file', '.woff': 'file', '.woff2': 'file', '.png': 'file', '.svg': 'file' },
    ...quiet,
  });
  const outputs = Object.entries(result.metafile.outputs);
  const rel = (file) => path.relative(publicDir, path.join(root, file)).split(path.sep).join('/');
  const entryOf = (source) => {
    const [file, output] = outputs.find(([f, o]) => o.entryPoint === source && f.endsWith('.js'));
    return { js: rel(file), css: output.cssBundle ? rel(output.cssBundle) : null };
  };
  const { js, css } = entryOf('core/main.tsx');
  const spectrum = entryOf('core/runtime/spectrumShared.ts');
  const monaco = entryOf('core/components/code/monacoEntry.ts');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<base href="/">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tessera</title>
<link rel="icon" href="data:,">
<meta name="tessera:spectrum-shared" content="${spectrum.js}"${spectrum.css ? ` data-css="${spectrum.css}"` : ''}>
<meta name="tessera:monaco" content="${monaco.js}"${monaco.css ? ` data-css="${monaco.css}"` : ''}>
${css ? `<link rel="stylesheet" href="${css}">\n` : ''}<script type="module" src="${js}"></script>
</head>
<body>
<div id="root"></div>
</body>
</html>
`;
  await fs.writeFile(path.join(publicDir, 'index.html'), html);
  await fs.mkdir(path.join(dist, 'meta'), { recursive: true });
  await fs.writeFile(path.join(dist, 'meta/host.json'), JSON.stringify({ entry: js, css, metafile: result.metafile }));

  await fs.cp(path.join(root, 'core/help'), path.join(publicDir, 'help'), { recursive: true });
  const localeDir = path.join(outdir, 'locale');
  await fs.mkdir(localeDir, { recursive: true });
  for (const file of await fs.readdir(path.join(root, 'core/i18n'))) {
    if (file.endsWith('.json')) await fs.copyFile(path.join(root, 'core/i18n', file), path.join(localeDir, file));
  }
}

/**
 * sandbox.html's script (server/http/sandboxPage.ts finds it by its name). A build of its own:
 * in the split host build every entry imports a shared runtime chunk, and the opaque-origin
 * sandbox can only run a classic script (a module script is fetched with CORS).
 */
async function buildSandbox() {
  await esbuild.build({
    entryPoints: { sandbox: path.join(root, 'core/sandbox/sandboxMain.ts') },
    outdir: path.join(publicDir, 'assets'), entryNames: '[name]-[hash]', bundle: true, format: 'iife', minify: true,
    sourcemap: true, target: ['es2022'], define: production, ...quiet,
  });
}

/** Monaco's workers: ESM entries (Monaco starts module workers) at the names monacoEntry.ts asks for. */
async function buildMonacoWorkers() {
  const features = 'node_modules/monaco-editor/esm/vs/languages/features';
  await esbuild.build({
    entryPoints: {
      'editor.worker': path.join(root, 'node_modules/monaco-editor/esm/vs/editor/editor.worker.js'),
      'json.worker': path.join(root, features, 'json/json.worker.js'),
      'ts.worker': path.join(root, features, 'typescript/ts.worker.js'),
      'css.worker': path.join(root, features, 'css/css.worker.js'),
      'html.worker': path.join(root, features, 'html/html.worker.js'),
    },
    outdir: path.join(publicDir, 'assets/workers'), bundle: true, format: 'esm', minify: true,
    target: ['es2022'], define: production, ...quiet,
  });
}

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

async function buildBundle(dir) {
  const manifest = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8'));
  const entry = ['index.ts', 'index.tsx'].map((f) => path.join(dir, f)).find(existsSync);
  if (!entry) throw new Error(`${dir} has no index.ts or index.tsx`);
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
  const main = `index-${sha(code)}.js`;
  const folder = `${manifest.id}/`;
  const outDir = path.join(publicDir, 'bundles', manifest.id);
  await fs.rm(outDir, { recursive: true, force: true });
  await fs.mkdir(outDir, { recursive: true });
  await fs.writeFile(path.join(outDir, main), code);
  const built = { ...manifest, main, shared: deps };
  await fs.writeFile(path.join(outDir, 'manifest.json'), JSON.stringify(built, null, 2));
  return { path: folder, manifest: built };
}

async function buildBundles() {
  const dirs = [];
  for (const parent of ['widget-bundles', 'rule-node-ui']) {
    const base = path.join(root, parent);
    if (!existsSync(base)) continue;
    for (const name of (await fs.readdir(base)).sort()) {
      if (existsSync(path.join(base, name, 'manifest.json'))) dirs.push(path.join(base, name));
    }
  }
  const index = await Promise.all(dirs.map(buildBundle));
  await fs.mkdir(path.join(publicDir, 'bundles'), { recursive: true });
  await fs.writeFile(path.join(publicDir, 'bundles/index.json'), JSON.stringify(index, null, 2));
  return index;
}

async function buildServer() {
  await esbuild.build({
    entryPoints: [path.join(root, 'server/main.ts')], outfile: path.join(dist, 'server/main.js'),
    bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', sourcemap: true, ...quiet,
  });
}

const started = Date.now();
await fs.rm(publicDir, { recursive: true, force: true });
await fs.mkdir(publicDir, { recursive: true });
const [, bundles] = await Promise.all([buildHost(), buildBundles(), buildServer(), buildMonacoWorkers(), buildSandbox()]);
console.log(`Built console, ${bundles.length} bundle(s) and server into dist/ in ${Date.now() - started} ms`);
