/** The 20 languages of the console (seed 000 section 1). */
export const SUPPORTED_LANGUAGES = [
  'cs_CZ', 'de_DE', 'el_GR', 'en_US', 'es_ES', 'fa_IR', 'fr_FR', 'it_IT', 'ja_JA', 'ka_GE',
  'ko_KR', 'lv_LV', 'pt_BR', 'ro_RO', 'ru_RU', 'sl_SI', 'tr_TR', 'uk_UA', 'zh_CN', 'zh_TW',
] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en_US';

/** Languages written right to left. */
export const RTL_LANGUAGES: ReadonlySet<string> = new Set(['fa_IR']);

/** Native names, shown in the language picker whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  cs_CZ: 'Čeština', de_DE: 'Deutsch', el_GR: 'Ελληνικά', en_US: 'English', es_ES: 'Español', fa_IR: 'فارسی',
  fr_FR: 'Français', it_IT: 'Italiano', ja_JA: '日本語', ka_GE: 'ქართული', ko_KR: '한국어', lv_LV: 'Latviešu',
  pt_BR: 'Português (Brasil)', ro_RO: 'Română', ru_RU: 'Русский', sl_SI: 'Slovenščina', tr_TR: 'Türkçe',
  uk_UA: 'Українська', zh_CN: '简体中文', zh_TW: '繁體中文',
};

/**
 * Matches a requested language (`de_DE`, `de-AT`, `de`...): exactly, else by its language
 * part, else the default language.
 */
export function matchLanguage(requested: string | null | undefined): Language {
  if (!requested) return DEFAULT_LANGUAGE;
  const normalized = requested.trim().replace('-', '_');
  const exact = SUPPORTED_LANGUAGES.find((lang) => lang.toLowerCase() === normalized.toLowerCase());
  if (exact) return exact;
  const part = normalized.split('_')[0].toLowerCase();
  return SUPPORTED_LANGUAGES.find((lang) => lang.split('_')[0].toLowerCase() === part) ?? DEFAULT_LANGUAGE;
}

/** User settings live in local storage under this prefix. */
export const SETTINGS_PREFIX = 'TB-';
export const LANGUAGE_KEY = `${SETTINGS_PREFIX}lang`;

/** The language to start with: the stored choice, else the browser's, matched. */
export function initialLanguage(storage: Storage, browserLanguages: readonly string[]): Language {
  const stored = storage.getItem(LANGUAGE_KEY);
  if (stored) return matchLanguage(stored);
  return matchLanguage(browserLanguages[0]);
}

/** Dates are formatted in the en-GB locale whatever the language. */
export const DATE_LOCALE = 'en-GB';
