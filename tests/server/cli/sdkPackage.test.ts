import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * Issue 16: a project made by `tessera bundle init` type-checks against the `@tessera/sdk`
 * package alone. The project lives outside this repository; its node_modules holds the vendored
 * SDK and, as npm would install them, React's types, React Spectrum and vitest (linked from this
 * repository's node_modules: packages from the registry, nothing of core/).
 */

const ROOT = path.resolve(__dirname, '../../..');
const CLI = path.join(ROOT, 'server/cli/tessera.mjs');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const FROM_REGISTRY = ['react', '@types/react', '@adobe/react-spectrum', 'vitest'];

let work: string;
let project: string;

const run = (file: string, args: string[], cwd: string) =>
  promisify(execFile)(process.execPath, [file, ...args], { cwd }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: `${error.stdout}${error.stderr}` }),
  );

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'tessera-sdk-'));
  project = path.join(work, 'meters');
  const init = await run(CLI, ['bundle', 'init', 'meters', '--id', 'acme.meters'], work);
  expect(init.code, init.stdout).toBe(0);
  const modules = path.join(project, 'node_modules');
  await mkdir(path.join(modules, '@tessera'), { recursive: true });
  await mkdir(path.join(modules, '@types'), { recursive: true });
  await mkdir(path.join(modules, '@adobe'), { recursive: true });
  // What `npm install` does with "file:vendor/tessera-sdk": a link to the folder.
  await symlink(path.join(project, 'vendor/tessera-sdk'), path.join(modules, '@tessera/sdk'));
  for (const name of FROM_REGISTRY) await symlink(path.join(ROOT, 'node_modules', name), path.join(modules, name));
}, 60_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the @tessera/sdk package', () => {
  it('is what the scaffold depends on, vendored in the project', async () => {
    const pkg = JSON.parse(await readFile(path.join(project, 'package.json'), 'utf8'));
    expect(pkg.devDependencies['@tessera/sdk']).toBe('file:vendor/tessera-sdk');
    const sdk = JSON.parse(await readFile(path.join(project, 'vendor/tessera-sdk/package.json'), 'utf8'));
    expect(sdk).toMatchObject({ name: '@tessera/sdk', types: './types/index.d.ts', exports: { '.': { default: './index.js' } } });
    const code = await readFile(path.join(project, 'vendor/tessera-sdk/index.js'), 'utf8');
    expect(code).toContain('function defineWidget');
    // The contract only: none of the console's UI (entity tables, pickers, time window math).
    expect(code).not.toMatch(/EntityTable|TimewindowPanel|COUNTRIES|@adobe\/react-spectrum/);
  });

  it('type-checks the scaffolded project with no file from this repository but its registry packages', async () => {
    const check = await run(TSC, ['-p', path.join(project, 'tsconfig.json'), '--listFiles'], project);
    expect(check.code, check.stdout).toBe(0);
    const files = check.stdout.split('\n').filter(Boolean);
    expect(files).toContain(path.join(project, 'vendor/tessera-sdk/types/widgets.d.ts'));
    expect(files).toContain(path.join(project, 'src/ReadingCard.tsx'));
    expect(files.filter((file) => file.startsWith(ROOT) && !file.startsWith(path.join(ROOT, 'node_modules')))).toEqual([]);
  }, 60_000);

  it('fails the check when the project uses the SDK wrongly', async () => {
    const broken = path.join(project, 'src/broken.ts');
    await writeFile(broken, "import { defineWidget } from '@tessera/sdk';\nexport const w = defineWidget({ id: 1 });\n");
    const check = await run(TSC, ['-p', path.join(project, 'tsconfig.json')], project);
    await rm(broken);
    expect(check.code).not.toBe(0);
    expect(check.stdout).toContain('src/broken.ts');
  }, 60_000);
});
