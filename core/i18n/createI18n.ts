import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { DEFAULT_LANGUAGE } from './languages';

export { DEFAULT_LANGUAGE };

/** Where the console serves locale files, relative to the page. */
export const localeUrl = (lang: string) => `assets/locale/locale.constant-${lang}.json`;

/**
 * Creates the console's i18next instance. Locale files are fetched on demand; a missing
 * key falls back to en_US.
 */
export async function createI18n(language: string, fetchJson: (url: string) => Promise<object>): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .use({
      type: 'backend',
      init() {},
      read(lang: string, _ns: string, done: (err: Error | null, data: object | null) => void) {
        fetchJson(localeUrl(lang)).then((data) => done(null, data), (err: Error) => done(err, null));
      },
    })
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      // Locale files exist per full code (en_US); never ask for a bare 'en'.
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}
