// Builds the console host, every runtime bundle (widget-bundles/*, rule-node-ui/*) and the server.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { compileBundle } from './esbuild.bundle.mjs';
import { buildFrameSpectrum } from './esbuild.sandbox.mjs';
import { writeLoginLocales } from './esbuild.locale.mjs';
import { precompress } from './esbuild.precompress.mjs';
import { serverBuildOptions } from './esbuild.server.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
// DIST_DIR lets a second build (a benchmark, a parallel check) write somewhere other than dist/.
const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');
const publicDir = path.join(dist, 'public');
const production = { 'process.env.NODE_ENV': '"production"' };
const quiet = { logOverride: { 'package.json': 'silent' }, logLevel: 'warning' };

async function buildHost() {
  const outdir = path.join(publicDir, 'assets');
  const common = {
    outdir, bundle: true, format: 'esm', minify: true, sourcemap: true, metafile: true,
    target: ['es2022'], jsx: 'automatic', define: production, entryNames: '[name]-[hash]', ...quiet,
  };
  // The login page: one script (React and the login form) and one small style sheet, built apart
  // from the split console build so that no shared chunk is fetched before the form shows. The
  // console is the `app` entry, loaded after sign-in with its own React.
  const [login, result] = await Promise.all([esbuild.build({ ...common, entryPoints: { main: path.join(root, 'core/main.tsx') } }), esbuild.build({
    entryPoints: {
      app: path.join(root, 'core/shell/appEntry.tsx'),
      'spectrum-shared': path.join(root, 'core/runtime/spectrumShared.ts'),
      // Its own entry, not an import() from main: esbuild would merge Monaco's CSS into main's.
      monaco: path.join(root, 'core/components/code/monacoEntry.ts'),
    },
    ...common, splitting: true, chunkNames: 'chunks/[name]-[hash]', assetNames: 'media/[name]-[hash]',
    loader: { '.ttf': 'file', '.woff': 'file', '.woff2': 'file', '.png': 'file', '.svg': 'file' },
  })]);
  const outputs = Object.entries(result.metafile.outputs);
  // esbuild writes a style sheet beside every lazily loaded chunk (all the CSS reachable from it,
  // React Spectrum's each time: 81 files, 46 MB) but never loads one, as the entry's style sheet
  // holds it all. Nothing refers to them: dropped before they are precompressed.
  const chunkCss = outputs.map(([file]) => file).filter((file) => /\/chunks\/[^/]+\.css$/.test(file));
  await Promise.all(chunkCss.flatMap((file) => [file, `${file}.map`]).map((file) => fs.rm(path.join(root, file), { force: true })));
  const rel = (file) => path.relative(publicDir, path.join(root, file)).split(path.sep).join('/');
  const entryOf = (source, from = outputs) => {
    const [file, output] = from.find(([f, o]) => o.entryPoint === source && f.endsWith('.js'));
    return { file, js: rel(file), css: output.cssBundle ? rel(output.cssBundle) : null };
  };
  const { js, css } = entryOf('core/main.tsx', Object.entries(login.metafile.outputs));
  // Every chunk the console imports statically (not its lazy parts): main.tsx announces them with
  // modulepreload when it loads the console, so they download in parallel, not import by import.
  const preloads = new Set();
  const visit = (file) => {
    for (const { path: imported, kind } of result.metafile.outputs[file]?.imports ?? []) {
      if (kind !== 'import-statement' || preloads.has(imported)) continue;
      preloads.add(imported);
      visit(imported);
    }
  };
  const spectrum = entryOf('core/runtime/spectrumShared.ts');
  const monaco = entryOf('core/components/code/monacoEntry.ts');
  const app = entryOf('core/shell/appEntry.tsx');
  visit(app.file);
  const loginLocale = await writeLoginLocales({
    i18nDir: path.join(root, 'core/i18n'), keysFile: path.join(root, 'core/shell/login/loginKeys.json'),
    outDir: path.join(outdir, 'locale'), urlPrefix: 'assets/locale/',
  });
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
<meta name="tessera:app" content="${app.js}"${app.css ? ` data-css="${app.css}"` : ''} data-preload="${[...preloads].map(rel).join(' ')}">
<meta name="tessera:login-locale" content="${loginLocale}">
${css ? `<link rel="stylesheet" href="${css}">\n` : ''}<script type="module" src="${js}"></script>
</head>
<body>
<div id="root"></div>
</body>
</html>
`;
  await fs.writeFile(path.join(publicDir, 'index.html'), html);
  await fs.mkdir(path.join(dist, 'meta'), { recursive: true });
  await fs.writeFile(path.join(dist, 'meta/host.json'), JSON.stringify({ entry: js, css, app: { js: app.js, css: app.css }, metafile: result.metafile, loginMetafile: login.metafile }));

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
    entryPoints: { sandbox: path.join(root, 'core/sandbox/sandboxMain.ts'), widgetSandbox: path.join(root, 'core/sandbox/widgetSandboxMain.ts'), nativeWidgetSandbox: path.join(root, 'core/sandbox/nativeWidgetSandboxMain.ts') },
    outdir: path.join(publicDir, 'assets'), entryNames: '[name]-[hash]', bundle: true, format: 'iife', minify: true, jsx: 'automatic',
    sourcemap: true, target: ['es2022'], define: production, ...quiet,
  });
  // React Spectrum for native bundle widgets in the sandbox, loaded only by those that import it.
  await buildFrameSpectrum(root, path.join(publicDir, 'assets'), { define: production, ...quiet });
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
  await esbuild.build(serverBuildOptions(path.join(dist, 'server/main.js')));
}

const started = Date.now();
await fs.rm(publicDir, { recursive: true, force: true });
await fs.mkdir(publicDir, { recursive: true });
const [, bundles] = await Promise.all([buildHost(), buildBundles(), buildServer(), buildMonacoWorkers(), buildSandbox(), buildLayoutWorker()]);
// Last, once every file of the console is written: brotli and gzip siblings the server sends as they are.
const compressed = await precompress(publicDir);
console.log(`Built console, ${bundles.length} bundle(s) and server into dist/ in ${Date.now() - started} ms` +
  ` (${compressed.files} files precompressed: ${(compressed.raw / 1e6).toFixed(1)} MB, brotli ${(compressed.br / 1e6).toFixed(1)} MB)`);
