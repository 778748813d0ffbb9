import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchLanguage, SUPPORTED_LANGUAGES } from '../../core/i18n/languages';

const dir = path.resolve(__dirname, '../../core/i18n');
type Tree = { [key: string]: string | Tree };
const load = (lang: string): Tree => JSON.parse(readFileSync(path.join(dir, `locale.constant-${lang}.json`), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
/** Values that stay as they are in most languages: names, acronyms, the product. */
const SAME_EVERYWHERE = /^(Tessera|OAuth2|OTA|API|SMS|E-?mail|OK|Api Usage|\?|…)$/i;

const english = flatten(load('en_US'));

/** i18next plural keys end in a CLDR category; English has `_one` and `_other`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBases = [...new Set([...english.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))];

/** The plural categories a language's counts fall into (cs: one, few, many, other; ja: other). */
const categoriesOf = (lang: string) => new Intl.PluralRules(lang.replace('_', '-')).resolvedOptions().pluralCategories;

/** The keys a translation must have: English's, with each plural key in the language's own forms. */
function requiredKeys(lang: string): string[] {
  const plain = [...english.keys()].filter((k) => !PLURAL.test(k));
  const plurals = pluralBases.flatMap((base) => [...new Set([...categoriesOf(lang), 'other'])].map((c) => `${base}_${c}`));
  return [...plain, ...plurals].sort();
}

/** The English text a translated key is checked against (a plural form against `_other`, or `_one`). */
const englishFor = (key: string) => english.get(key) ?? english.get(key.replace(PLURAL, '_other')) ?? '';

describe('locale files', () => {
  it('has one file per supported language, 20 in all', () => {
    expect(SUPPORTED_LANGUAGES).toHaveLength(20);
    for (const lang of SUPPORTED_LANGUAGES) expect(() => load(lang), lang).not.toThrow();
  });

  describe.each(SUPPORTED_LANGUAGES.filter((l) => l !== 'en_US'))('%s', (lang) => {
    const translated = flatten(load(lang));

    it('has every en_US key, each plural in all of the language\'s forms, and no other', () => {
      const required = requiredKeys(lang);
      // English's `_one` may stay in a language without that category (ja, ko, zh); i18next ignores it.
      const allowed = new Set([...required, ...pluralBases.map((base) => `${base}_one`)]);
      expect(required.filter((k) => !translated.has(k)), `${lang} missing`).toEqual([]);
      expect([...translated.keys()].filter((k) => !allowed.has(k)), `${lang} extra`).toEqual([]);
    });

    it('keeps every placeholder and leaves no value empty', () => {
      for (const key of requiredKeys(lang)) {
        const other = translated.get(key) ?? '';
        expect(other.trim(), `${lang} ${key}`).not.toBe('');
        // A language's `one` may cover 21 or 101 too, so its `_one` may name the count like `_other`.
        const allowed = [englishFor(key), ...(key.endsWith('_one') ? [englishFor(key.replace(PLURAL, '_other'))] : [])];
        expect(allowed.map(placeholders), `${lang} ${key}`).toContainEqual(placeholders(other));
      }
    });

    it('is a real translation, not a copy of the English text', () => {
      const copied = [...english].filter(([key, value]) => translated.get(key) === value && !SAME_EVERYWHERE.test(value.trim()));
      expect(copied.length, `${lang} copies: ${copied.map(([k]) => k).join(', ')}`).toBeLessThanOrEqual(Math.floor(english.size * 0.05));
    });
  });
});

describe('matchLanguage', () => {
  it('matches exactly, then by the language part, then falls back to en_US', () => {
    expect(matchLanguage('de_DE')).toBe('de_DE');
    expect(matchLanguage('de-AT')).toBe('de_DE');
    expect(matchLanguage('zh-TW')).toBe('zh_TW');
    expect(matchLanguage('pt')).toBe('pt_BR');
    expect(matchLanguage('ja')).toBe('ja_JA');
    expect(matchLanguage('xx_YY')).toBe('en_US');
    expect(matchLanguage(undefined)).toBe('en_US');
  });
});
