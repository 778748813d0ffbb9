import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  const full = path.join(root, dir);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full).flatMap((name) => sources(path.join(dir, name))).filter((f) => /\.tsx?$/.test(f));
}

/*
 * The login page loads the host (main), the shell, its services and the runtime. The SDK's
 * index re-exports the time window math and, with it, luxon (about 20 KB gzip): code on that
 * path imports the SDK's own modules, so the index loads only with plugins (bench/bundle-size).
 */
describe('the login path does not load the SDK index', () => {
  it('imports values from SDK modules, not from @tessera/sdk', () => {
    const offenders = ['core/shell', 'core/services', 'core/runtime', 'core/i18n', 'core/main.tsx', 'core/createHost.ts', 'core/builtinPlugins.ts']
      .flatMap(sources)
      .filter((file) => [...readFileSync(file, 'utf8').matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'@tessera\/sdk'/g)]
        .some(([, typeOnly, names]) => !typeOnly && names.split(',').some((name) => name.trim() && !name.trim().startsWith('type '))))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
