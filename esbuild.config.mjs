// Builds the console host, every runtime bundle (widget-bundles/*, rule-node-ui/*) and the server.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { compileBundle } from './esbuild.bundle.mjs';
import { precompress } from './esbuild.precompress.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
// DIST_DIR lets a second build (a benchmark, a parallel check) write somewhere other than dist/.
const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');
const publicDir = path.join(dist, 'public');
const production = { 'process.env.NODE_ENV': '"production"' };
const quiet = { logOverride: { 'package.json': 'silent' }, logLevel: 'warning' };

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
  // Every chunk main imports statically (not its lazy parts): announced up front, so the browser
  // fetches them in parallel instead of discovering them import by import (the login page's waterfall).
  const mainFile = outputs.find(([f, o]) => o.entryPoint === 'core/main.tsx' && f.endsWith('.js'))[0];
  const preloads = new Set();
  const visit = (file) => {
    for (const { path: imported, kind } of result.metafile.outputs[file]?.imports ?? []) {
      if (kind !== 'import-statement' || preloads.has(imported)) continue;
      preloads.add(imported);
      visit(imported);
    }
  };
  visit(mainFile);
  const preloadLinks = [...preloads].map((file) => `<link rel="modulepreload" href="${rel(file)}">\n`).join('');
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
${css ? `<link rel="stylesheet" href="${css}">\n` : ''}${preloadLinks}<script type="module" src="${js}"></script>
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
    entryPoints: { sandbox: path.join(root, 'core/sandbox/sandboxMain.ts'), widgetSandbox: path.join(root, 'core/sandbox/widgetSandboxMain.ts') },
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

/** The rule chain editor's auto-layout worker: a same-origin classic script (the CSP allows no blob or eval code). */
async function buildLayoutWorker() {
  await esbuild.build({
    entryPoints: { 'rule-chain-layout': path.join(root, 'plugins/rule-chains/editor/layout/layoutWorker.ts') },
    outdir: path.join(publicDir, 'assets/workers'), bundle: true, format: 'iife', minify: true, sourcemap: true,
    target: ['es2022'], define: production, ...quiet,
  });
}

async function buildBundle(dir) {
  const { manifest: built, code } = await compileBundle(dir);
  const folder = `${built.id}/`;
  const outDir = path.join(publicDir, 'bundles', built.id);
  await fs.rm(outDir, { recursive: true, force: true });
  await fs.mkdir(outDir, { recursive: true });
  await fs.writeFile(path.join(outDir, built.main), code);
  await fs.writeFile(path.join(outDir, 'manifest.json'), JSON.stringify(built, null, 2));
  return { path: folder, manifest: built };
}

async function buildBundles() {
  const dirs = [];
  for (const parent of ['widget-bundles', 'rule-node-ui']) {
    const base = path.join(root, parent);
    if (!existsSync(base)) continue;
    for (const name of (await fs.readdir(base)).sort()) {
      // Examples are built into installable files by rule-node-ui/examples/build.mjs, never shipped with the console.
      if (parent === 'rule-node-ui' && name === 'examples') continue;
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
const [, bundles] = await Promise.all([buildHost(), buildBundles(), buildServer(), buildMonacoWorkers(), buildSandbox(), buildLayoutWorker()]);
// Last, once every file of the console is written: brotli and gzip siblings the server sends as they are.
const compressed = await precompress(publicDir);
console.log(`Built console, ${bundles.length} bundle(s) and server into dist/ in ${Date.now() - started} ms` +
  ` (${compressed.files} files precompressed: ${(compressed.raw / 1e6).toFixed(1)} MB, brotli ${(compressed.br / 1e6).toFixed(1)} MB)`);
