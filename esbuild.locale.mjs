// Post-build step: the login page's strings per language (core/shell/login/loginKeys.json), flat
// and small, in files whose names carry a hash of their contents (cached forever, precompressed
// with the rest). The login page fetches only its language's file; the console the full one.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const DEFAULT_LANGUAGE = 'en_US';
const lookup = (tree, key) => key.split('.').reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), tree);

/** Writes `login-{lang}-HASH.json` for every locale file; returns the URL template (`{lang}`). */
export async function writeLoginLocales({ i18nDir, keysFile, outDir, urlPrefix }) {
  const keys = JSON.parse(await fs.readFile(keysFile, 'utf8'));
  const files = (await fs.readdir(i18nDir)).filter((f) => /^locale\.constant-\w+\.json$/.test(f)).sort();
  const read = async (file) => JSON.parse(await fs.readFile(path.join(i18nDir, file), 'utf8'));
  const fallback = await read(`locale.constant-${DEFAULT_LANGUAGE}.json`);
  const byLanguage = {};
  for (const file of files) {
    const tree = await read(file);
    const language = file.slice('locale.constant-'.length, -'.json'.length);
    byLanguage[language] = Object.fromEntries(keys.map((key) => {
      const value = lookup(tree, key) ?? lookup(fallback, key);
      if (typeof value !== 'string') throw new Error(`${file}: no string for login key ${key}`);
      return [key, value];
    }));
  }
  const hash = createHash('sha256').update(JSON.stringify(byLanguage)).digest('hex').slice(0, 10);
  await fs.mkdir(outDir, { recursive: true });
  await Promise.all(Object.entries(byLanguage).map(([language, strings]) =>
    fs.writeFile(path.join(outDir, `login-${language}-${hash}.json`), JSON.stringify(strings))));
  return `${urlPrefix}login-{lang}-${hash}.json`;
}
