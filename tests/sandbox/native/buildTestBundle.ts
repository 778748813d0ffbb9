import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const script = pathToFileURL(path.resolve(process.cwd(), 'esbuild.bundle.mjs')).href;

/**
 * Builds a native bundle the way `tessera bundle build` does (esbuild.bundle.mjs: shared modules
 * external, System.register output) from the given entry source, and returns its module text.
 * In a child process: esbuild refuses to run in a jsdom test environment.
 */
export async function buildTestBundle(id: string, source: string, widgets = [{ id: `${id}.probe`, name: 'Probe', kind: 'static' }]): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'native-bundle-'));
  try {
    await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ id, version: '1.0.0', name: id, contributes: { widgets } }));
    await fs.writeFile(path.join(dir, 'index.tsx'), source);
    const program = `const { compileBundle } = await import(${JSON.stringify(script)}); process.stdout.write((await compileBundle(${JSON.stringify(dir)})).code);`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', program], { maxBuffer: 8 * 1024 * 1024 });
    return stdout;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** A bundle whose widget shows its settings, size, title, data and theme as text, and a button that sends RPC. */
export const PROBE_WIDGET = `
import { definePlugin, defineWidget, useService, useWidgetData, themeServiceRef, latestValue } from '@tessera/sdk';
import { observer } from 'mobx-react-lite';
import manifest from './manifest.json';

const Probe = observer(function Probe({ settings, width, height, config, ctx }) {
  const data = useWidgetData(ctx);
  const theme = useService(themeServiceRef);
  if (settings.explode) throw new Error('kaboom');
  return (
    <div data-testid="probe">
      <span data-testid="settings">{JSON.stringify(settings)}</span>
      <span data-testid="size">{width}x{height}</span>
      <span data-testid="title">{config.title}</span>
      <span data-testid="value">{String(latestValue(data.series[0]) ?? 'none')}</span>
      <span data-testid="edit">{String(ctx.isEdit)}</span>
      <span data-testid="theme">{theme.colorScheme}</span>
      <button onClick={() => ctx.rpc.sendTwoWay('getValue', { a: 1 }).then((v) => { document.title = 'rpc ' + JSON.stringify(v); })}>rpc</button>
    </div>
  );
});

export default definePlugin({
  manifest,
  activate(ctx) {
    ctx.widgets.register(defineWidget({ id: manifest.id + '.probe', name: 'Probe', kind: 'static', sizeX: 4, sizeY: 3,
      defaultSettings: { color: 'red', explode: false }, component: Probe }));
    ctx.routes.register({ id: 'x', path: '/x', component: Probe });
  },
});
`;
