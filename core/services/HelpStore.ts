import type { HelpService, HttpService, LanguageService } from '../sdk/services';
import { DEFAULT_LANGUAGE } from '../i18n/languages';

export const HELP_NOT_FOUND = '# Not found\n\nThis help page does not exist.';

/**
 * Loads `help/{lang}/{page}.md` from the help base URL (the server's `helpBaseUrl`, or the
 * console itself), falling back to the default language, then to 'Not found'. The variables
 * `${siteBaseUrl}` and `${helpBaseUrl}` are replaced in the text.
 */
export class HelpStore implements HelpService {
  private baseUrl: Promise<string> | null = null;

  constructor(private readonly deps: { http: HttpService; language: LanguageService; fetch: typeof fetch; siteBaseUrl: string }) {}

  async load(page: string): Promise<string> {
    const base = await this.helpBaseUrl();
    const safePage = page.replace(/[^\w/-]/g, '');
    for (const lang of [...new Set([this.deps.language.current, DEFAULT_LANGUAGE])]) {
      const response = await this.deps.fetch(new URL(`help/${lang}/${safePage}.md`, base).href).catch(() => null);
      if (response?.ok) {
        const text = await response.text();
        return text.replaceAll('${siteBaseUrl}', this.deps.siteBaseUrl).replaceAll('${helpBaseUrl}', base);
      }
    }
    return HELP_NOT_FOUND;
  }

  private helpBaseUrl(): Promise<string> {
    this.baseUrl ??= this.deps.http
      .get<string>('/api/uiSettings/helpBaseUrl', { ignoreErrors: true, ignoreLoading: true, responseType: 'text' })
      .then((url) => (typeof url === 'string' && /^https?:\/\//.test(url.trim()) ? url.trim().replace(/\/?$/, '/') : this.deps.siteBaseUrl))
      .catch(() => this.deps.siteBaseUrl);
    return this.baseUrl;
  }
}
