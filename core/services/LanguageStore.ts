import { type i18n } from 'i18next';
import { action, makeObservable, observable } from 'mobx';
import type { LanguageService } from '../sdk/services';
import { LANGUAGE_KEY, LANGUAGE_NAMES, matchLanguage, SUPPORTED_LANGUAGES } from '../i18n/languages';

/** Languages written right to left. */
const RTL = new Set(['fa_IR']);

/** The console language, kept in i18next, in local storage (`TB-lang`) and on the page. */
export class LanguageStore implements LanguageService {
  current: string;
  readonly supported = SUPPORTED_LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] }));

  constructor(private readonly deps: { i18n: i18n; storage: Storage; document?: Document }) {
    this.current = deps.i18n.language;
    makeObservable(this, { current: observable, applied: action });
    this.applyToDocument();
  }

  async setLanguage(language: string): Promise<void> {
    const code = matchLanguage(language);
    this.deps.storage.setItem(LANGUAGE_KEY, code);
    if (code !== this.deps.i18n.language) await this.deps.i18n.changeLanguage(code);
    this.applied(code);
  }

  applied(code: string): void {
    this.current = code;
    this.applyToDocument();
  }

  private applyToDocument(): void {
    const doc = this.deps.document;
    if (!doc) return;
    doc.documentElement.lang = this.current.replace('_', '-');
    doc.documentElement.dir = RTL.has(this.current) ? 'rtl' : 'ltr';
  }
}
