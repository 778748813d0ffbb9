#!/usr/bin/env node
// `npx tessera <command>` (package.json "bin"): compiles the TypeScript CLI (server/cli/main.ts)
// with esbuild into node_modules/.cache/tessera-cli/ (named by content, so runs share it and
// a changed source builds anew) and runs it. Needs this repository's node_modules.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const result = await esbuild.build({
  entryPoints: [path.join(root, 'server/cli/main.ts')], bundle: true, write: false, platform: 'node', format: 'esm',
  target: 'node20', packages: 'external', logLevel: 'error',
});
const code = result.outputFiles[0].text;
const dir = path.join(root, 'node_modules/.cache/tessera-cli');
const file = path.join(dir, `main-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
if (!existsSync(file)) {
  await fs.mkdir(dir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temp, code);
  await fs.rename(temp, file);
  // Builds of older sources are not needed again (a run that imported one already has it in memory).
  for (const name of await fs.readdir(dir)) {
    if (name.startsWith('main-') && name.endsWith('.mjs') && path.join(dir, name) !== file) await fs.rm(path.join(dir, name), { force: true });
  }
}
const { run } = await import(pathToFileURL(file).href);
process.exitCode = await run(process.argv.slice(2), root);
