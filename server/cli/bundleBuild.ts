import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseUiBundleFile } from '../uiBundles/parseUiBundleFile';
import { CliError } from './cliError';

/*
 * `tessera bundle build [dir]`: the same compile as the console's own bundles (esbuild.bundle.mjs:
 * esbuild, the host's shared modules external, System.register output), then the server's own
 * check of the result (server/uiBundles/parseUiBundleFile.ts), so a file that builds installs.
 */

type CompileBundle = (dir: string, entries?: string[]) => Promise<{ manifest: Record<string, unknown>; code: string }>;

const ENTRIES = ['src/index.ts', 'src/index.tsx', 'index.ts', 'index.tsx'];

/** Where the build writes the bundle file of `manifest`. */
export const bundleFileOf = (dir: string, manifest: { id: unknown; version: unknown }) =>
  path.join(path.resolve(dir), 'dist', `${String(manifest.id)}-${String(manifest.version)}.tessera-bundle.json`);

/** Builds the project into its bundle file; `version` replaces the manifest's (`bundle dev` builds). Returns the report line. */
export async function buildBundle(dir: string, root: string, version?: string): Promise<string> {
  return (await buildBundleFile(dir, root, version)).report;
}

export async function buildBundleFile(dir: string, root: string, version?: string): Promise<{ file: string; report: string }> {
  const project = path.resolve(dir);
  const { compileBundle } = (await import(pathToFileURL(path.join(root, 'esbuild.bundle.mjs')).href)) as { compileBundle: CompileBundle };
  let built: Awaited<ReturnType<CompileBundle>>;
  try {
    built = await compileBundle(project, ENTRIES);
  } catch (error) {
    const message = (error as { code?: string; message: string }).code === 'ENOENT' ? `${dir} has no manifest.json` : (error as Error).message;
    throw new CliError(`Build failed: ${message}`);
  }
  if (version) built.manifest.version = version;
  const text = JSON.stringify({ manifest: built.manifest, code: built.code });
  try {
    parseUiBundleFile(Buffer.from(text), 'widget');
  } catch (error) {
    throw new CliError(`manifest.json: ${(error as Error).message}`);
  }
  const file = bundleFileOf(project, built.manifest as { id: unknown; version: unknown });
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, text);
  const report = `Built ${String(built.manifest.id)}@${String(built.manifest.version)} into ${path.relative(process.cwd(), file) || file} (${(text.length / 1024).toFixed(1)} KB; shared: ${(built.manifest.shared as string[]).join(', ')})`;
  return { file, report };
}
