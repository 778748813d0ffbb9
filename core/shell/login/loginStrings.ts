import { DEFAULT_LANGUAGE } from '../../i18n/languages';

/** What the login form translates with: i18next's `t` in the shell, the login strings before it. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/** Flat strings of the login page for one language (`login.username` -> text), written by the build. */
export type LoginStrings = Record<string, string>;

/** `<meta name="tessera:login-locale" content="assets/locale/login-{lang}-HASH.json">`, written by the build. */
const META_NAME = 'tessera:login-locale';

/** A translate function over the login strings; `{{name}}` placeholders as i18next writes them. */
export function translateWith(strings: LoginStrings): Translate {
  return (key, values) => {
    const text = strings[key] ?? key;
    return values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole) : text;
  };
}

/** The URL of one language's login strings, from the page's meta tag. */
export function loginLocaleUrl(doc: Document, language: string): string {
  const template = doc.querySelector<HTMLMetaElement>(`meta[name="${META_NAME}"]`)?.content;
  if (!template) throw new Error(`No ${META_NAME} entry in the page`);
  return new URL(template.replace('{lang}', language), doc.baseURI).href;
}

/** Loads the login strings of a language, those of the default language when that fails. */
export async function loadLoginStrings(doc: Document, language: string, fetchFn: typeof fetch): Promise<LoginStrings> {
  for (const lang of language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE]) {
    try {
      const response = await fetchFn(loginLocaleUrl(doc, lang));
      if (response.ok) return (await response.json()) as LoginStrings;
    } catch {
      // Tried with the default language next; keys show as themselves when both fail.
    }
  }
  return {};
}
