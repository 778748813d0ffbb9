import type { HttpService } from '../../sdk/services';

/** Module texts by URL: the URL names the content (its hash), so one read serves every widget of the bundle. */
const texts = new Map<string, Promise<string>>();

/** `api/widgetUiBundle/...` (as the bundle list gives it) or `/api/...`: the path the console's HTTP client asks for. */
export function modulePath(url: string): string {
  return /^[a-z][a-z0-9+.-]*:|^\//i.test(url) ? url : `/${url}`;
}

/**
 * The text of a native bundle's module, read with the user's rights (the sandboxed frame has none
 * and fetches nothing), once per URL; a failed read is forgotten so the next widget tries again.
 */
export function nativeModuleText(url: string, http: HttpService | undefined): Promise<string> {
  let pending = texts.get(url);
  if (!pending) {
    pending = (async () => {
      if (!http) throw new Error('no HTTP service');
      const text = await http.get<unknown>(modulePath(url), { responseType: 'text', ignoreErrors: true, ignoreLoading: true });
      if (typeof text !== 'string' || text.trim() === '') throw new Error('the server sent no module');
      return text;
    })();
    texts.set(url, pending);
    pending.catch(() => texts.delete(url));
  }
  return pending;
}

/** Forgets the cached texts (tests). */
export function clearNativeModuleTexts(): void {
  texts.clear();
}
