import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/*
 * The version of the nearest package.json named "tessera": two levels up both from
 * the sources (server/version.ts) and from the bundle (dist/server/main.js).
 */
export function serverVersion(): string {
  if (cached !== undefined) return cached;
  cached = '0.0.0';
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'tessera' && pkg.version) {
        cached = pkg.version;
        break;
      }
    } catch {
      // no package.json here; keep walking up
    }
    dir = path.dirname(dir);
  }
  return cached;
}
