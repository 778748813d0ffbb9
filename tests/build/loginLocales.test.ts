import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeLoginLocales } from '../../esbuild.locale.mjs';
import { SUPPORTED_LANGUAGES } from '../../core/i18n/languages';

/** The build's per-language login strings (esbuild.locale.mjs) from the real locale files. */
const ROOT = path.resolve(__dirname, '../..');
const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function build() {
  const outDir = await mkdtemp(path.join(tmpdir(), 'tessera-login-locale-'));
  dirs.push(outDir);
  const template = await writeLoginLocales({
    i18nDir: path.join(ROOT, 'core/i18n'), keysFile: path.join(ROOT, 'core/shell/login/loginKeys.json'), outDir, urlPrefix: 'assets/locale/',
  });
  return { outDir, template };
}

describe('writeLoginLocales', () => {
  it('writes one small file per language, named with a content hash the server caches forever', async () => {
    const { outDir, template } = await build();
    expect(template).toMatch(/^assets\/locale\/login-\{lang\}-[a-f0-9]{10}\.json$/);
    const files = (await readdir(outDir)).sort();
    expect(files).toEqual(SUPPORTED_LANGUAGES.map((lang) => path.basename(template.replace('{lang}', lang))).sort());
    // staticConsole.ts's HASHED_NAME: only such names get the immutable Cache-Control.
    for (const file of files) expect(file).toMatch(/-(?:[A-Z0-9]{6,}|[a-f0-9]{8,})\.[A-Za-z0-9]+$/);
    const keys = JSON.parse(await readFile(path.join(ROOT, 'core/shell/login/loginKeys.json'), 'utf8')) as string[];
    for (const file of files) {
      const strings = JSON.parse(await readFile(path.join(outDir, file), 'utf8')) as Record<string, string>;
      expect(Object.keys(strings).sort(), file).toEqual([...keys].sort());
      expect(Buffer.byteLength(JSON.stringify(strings))).toBeLessThan(4096);
    }
  });

  it('carries each language\'s own translations', async () => {
    const { outDir, template } = await build();
    const read = async (lang: string) => JSON.parse(await readFile(path.join(outDir, path.basename(template.replace('{lang}', lang))), 'utf8')) as Record<string, string>;
    const [en, de, fa] = await Promise.all(['en_US', 'de_DE', 'fa_IR'].map(read));
    expect(en['login.username']).toBe('Username (email)');
    expect(de['login.username']).not.toBe(en['login.username']);
    expect(fa['login.login-with']).toContain('{{name}}');
  });

  it('names the same contents with the same hash (a rebuild keeps browser caches)', async () => {
    const [first, second] = await Promise.all([build(), build()]);
    expect(first.template).toBe(second.template);
  });
});
