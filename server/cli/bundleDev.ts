import { watch } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildBundleFile } from './bundleBuild';
import { CliError } from './cliError';
import { serverClient, signIn, uploadBundle, type PublishOptions } from './bundlePublish';

/*
 * `tessera bundle dev [dir] --server URL --username --password`: builds and publishes the
 * project, then again on every save. Each build is published as a pre-release after the
 * manifest's version (see devVersion), newer than the last build, so the server replaces it
 * without a version bump. The server tells the open consoles of the owner's tenant (GET
 * /api/widgetUiBundles/events), which reload the bundle.
 */

/** Saves within this many milliseconds make one build. */
const DEBOUNCE_MS = 80;
const IGNORED = /^(dist|node_modules|\.git)(\/|\\|$)/;

/**
 * The version of a dev build: newer than the manifest's version (which may be installed
 * already) and older than the next one the author will publish (`1.0.0` -> `1.0.1-dev.<time>`,
 * `2.0.0-beta.1` -> `2.0.0-beta.1.dev.<time>`).
 */
export function devVersion(version: string, now: number): string {
  const release = version.split('+')[0];
  if (release.includes('-')) return `${release}.dev.${now}`;
  const [major, minor, patch] = release.split('.').map(Number);
  return `${major}.${minor}.${(patch || 0) + 1}-dev.${now}`;
}

export async function devBundle(
  dir: string, options: PublishOptions, root: string, out: (line: string) => void, err: (line: string) => void, stop: Promise<void>,
): Promise<void> {
  const project = path.resolve(dir);
  const { client, base } = serverClient(options.server);
  let token = await signIn(client, base, options.username, options.password);

  const cycle = async () => {
    const started = Date.now();
    const manifest = JSON.parse(await fs.readFile(path.join(project, 'manifest.json'), 'utf8')) as { version?: unknown };
    const { file } = await buildBundleFile(project, root, devVersion(String(manifest.version ?? '0.0.0'), started));
    let installed;
    try {
      installed = await uploadBundle(client, token, file);
    } catch (error) {
      if (!(error instanceof CliError) || !error.message.includes(': 401:')) throw error;
      token = await signIn(client, base, options.username, options.password);
      installed = await uploadBundle(client, token, file);
    }
    out(`Published ${installed.id}@${installed.version} in ${Date.now() - started} ms`);
  };

  // One build at a time; saves during a build make one more build after it.
  let running: Promise<void> | undefined;
  let again = false;
  const trigger = () => {
    if (running) {
      again = true;
      return;
    }
    running = cycle()
      .catch((error: unknown) => err((error as Error).message))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          trigger();
        }
      });
  };

  await cycle();
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(project, { recursive: true }, (_event, name) => {
    if (name && IGNORED.test(String(name))) return;
    clearTimeout(timer);
    timer = setTimeout(trigger, DEBOUNCE_MS);
  });
  out(`Watching ${dir} for changes (Ctrl+C stops)`);
  await stop;
  clearTimeout(timer);
  watcher.close();
  await running;
}
