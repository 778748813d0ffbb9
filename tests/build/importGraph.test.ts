import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions } from '../../esbuild.server.mjs';
import { SYSTEM_BUNDLES } from '../../server/widgets/catalogue/systemBundles';

/*
 * The import structure (issue 16): the server never imports widget-bundles/ source (its system
 * widget library is generated from the bundles' descriptors at build time), and the widget
 * bundles never import server/ code. Read from esbuild's metafile of the real builds.
 */

const ROOT = path.resolve(__dirname, '../..');
const SHARED = JSON.parse(readFileSync(path.join(ROOT, 'core/runtime/shared-modules.json'), 'utf8')) as string[];
const BUNDLE_DIRS = readdirSync(path.join(ROOT, 'widget-bundles')).filter((name) => existsSync(path.join(ROOT, 'widget-bundles', name, 'manifest.json')));

const inputsOf = (metafile: Metafile) => Object.keys(metafile.inputs);

describe('the server build', () => {
  it('takes nothing from widget-bundles/ but the generated system bundles', async () => {
    const result = await build({ ...serverBuildOptions(path.join(ROOT, '.import-graph/main.js')), write: false, metafile: true, sourcemap: false, logLevel: 'silent' });
    const inputs = inputsOf(result.metafile!);
    expect(inputs).toContain('server/main.ts');
    expect(inputs).toContain('generated:system-widget-bundles.json');
    expect(inputs.filter((file) => file.startsWith('widget-bundles/'))).toEqual([]);
    // Of the rule-node editors it shares their catalogue data alone (defaults, message types), never editor code.
    expect(inputs).toContain('rule-node-ui/catalogue/messageTypes.ts');
    expect(inputs.filter((file) => file.startsWith('rule-node-ui/') && !file.startsWith('rule-node-ui/catalogue/'))).toEqual([]);
    // The generated data is what the tests' server seeds (the generator run directly).
    const code = result.outputFiles!.find((file) => file.path.endsWith('main.js'))!.text;
    for (const bundle of SYSTEM_BUNDLES) {
      for (const type of bundle.widgetTypes) expect(code).toContain(`${bundle.widgetsBundle.alias}.${type.alias}`);
    }
  }, 60_000);
});

describe('the widget bundles', () => {
  it('import nothing from server/', async () => {
    const entryPoints = BUNDLE_DIRS.map((name) => ['index.ts', 'index.tsx'].map((f) => path.join(ROOT, 'widget-bundles', name, f)).find(existsSync)!);
    const result = await build({
      entryPoints, outdir: path.join(ROOT, '.import-graph'), bundle: true, write: false, metafile: true, format: 'esm', platform: 'browser',
      jsx: 'automatic', external: SHARED, packages: 'external', loader: { '.css': 'empty' }, logLevel: 'silent',
    });
    const inputs = inputsOf(result.metafile!);
    expect(inputs.some((file) => file.startsWith('widget-bundles/cards/'))).toBe(true);
    expect(inputs.filter((file) => file.startsWith('server/'))).toEqual([]);
  }, 60_000);

  it('each own the descriptors of the system types they render', async () => {
    const owned = new Map<string, string>();
    for (const name of BUNDLE_DIRS) {
      const file = path.join(ROOT, 'widget-bundles', name, 'descriptors.ts');
      if (!existsSync(file)) continue;
      const module = (await import(file)) as Record<string, { bundleAlias: string; alias: string }[]>;
      for (const def of Object.values(module).flat()) owned.set(`${def.bundleAlias}/${def.alias}`, name);
    }
    for (const name of BUNDLE_DIRS) {
      const manifest = JSON.parse(readFileSync(path.join(ROOT, 'widget-bundles', name, 'manifest.json'), 'utf8')) as { contributes?: { widgets?: { bundleAlias?: string; typeAlias?: string }[] } };
      for (const widget of manifest.contributes?.widgets ?? []) {
        if (!widget.bundleAlias) continue;
        expect(owned.get(`${widget.bundleAlias}/${widget.typeAlias}`), `${name}: ${widget.bundleAlias}/${widget.typeAlias}`).toBe(name);
      }
    }
  });
});

describe('the rule-node editor bundles', () => {
  const RULE_NODE_DIRS = readdirSync(path.join(ROOT, 'rule-node-ui'))
    .filter((name) => name !== 'examples' && existsSync(path.join(ROOT, 'rule-node-ui', name, 'manifest.json')));

  it('import nothing from server/, and their catalogue data imports nothing outside itself', async () => {
    const entryPoints = RULE_NODE_DIRS.map((name) => ['index.ts', 'index.tsx'].map((f) => path.join(ROOT, 'rule-node-ui', name, f)).find(existsSync)!);
    const result = await build({
      entryPoints, outdir: path.join(ROOT, '.import-graph'), bundle: true, write: false, metafile: true, format: 'esm', platform: 'browser',
      jsx: 'automatic', external: SHARED, packages: 'external', loader: { '.css': 'empty' }, logLevel: 'silent',
    });
    const { inputs } = result.metafile!;
    expect(Object.keys(inputs)).toContain('rule-node-ui/catalogue/kafka.ts');
    expect(Object.keys(inputs).filter((file) => file.startsWith('server/'))).toEqual([]);
    const catalogueImports = Object.entries(inputs).filter(([file]) => file.startsWith('rule-node-ui/catalogue/'))
      // Type-only imports stay unresolved (`./credentials`): resolved against the importing file.
      .flatMap(([file, input]) => input.imports.map((i) => (i.path.startsWith('.') ? path.posix.join(path.posix.dirname(file), i.path) : i.path)))
      .filter((to) => !to.startsWith('rule-node-ui/catalogue/'));
    expect(catalogueImports).toEqual([]);
  }, 60_000);
});

describe('@tessera/sdk', () => {
  // '@tessera/sdk' is a package to the UI module, as it is to bundles (tsconfig paths would inline it).
  const graphOf = async (entry: string) => {
    const result = await build({
      entryPoints: [path.join(ROOT, entry)], outdir: path.join(ROOT, '.import-graph'), bundle: true, write: false, metafile: true,
      format: 'esm', platform: 'browser', jsx: 'automatic', packages: 'external', external: ['@tessera/sdk'],
      loader: { '.css': 'empty' }, logLevel: 'silent',
    });
    const { inputs, outputs } = result.metafile!;
    const edges = Object.entries(inputs).flatMap(([from, input]) => input.imports.map((i) => ({ from, to: i.path })));
    return { inputs: Object.keys(inputs), edges, packages: Object.values(outputs)[0].imports.filter((i) => i.external).map((i) => i.path) };
  };

  it('is the contract alone: its files import nothing of core/ outside core/sdk/ (no circle with the UI module)', async () => {
    const { inputs, packages } = await graphOf('core/sdk/index.ts');
    expect(inputs.length).toBeGreaterThan(5);
    expect(inputs.filter((file) => !file.startsWith('core/sdk/'))).toEqual([]);
    expect([...new Set(packages)].sort()).toEqual(['react', 'react/jsx-runtime']);
  }, 60_000);

  it('is what the UI module builds on, as a package, never the other way round', async () => {
    const { inputs, edges, packages } = await graphOf('core/ui/index.ts');
    expect(inputs.some((file) => file.startsWith('core/components/'))).toBe(true);
    expect(packages).toContain('@tessera/sdk');
    const ui = (file: string) => ['core/ui/', 'core/components/', 'core/timewindow/'].some((dir) => file.startsWith(dir));
    expect(edges.filter((e) => ui(e.from) && e.to.startsWith('core/sdk/'))).toEqual([]);
  }, 60_000);
});
