// The login page's first steps, imported first by main.tsx: esbuild runs a bundle's modules in
// import order, so the theme is set and the page's two requests leave before React's own
// start-up code runs (about 100 ms of script on this machine under load).
import { initialLanguage, RTL_LANGUAGES } from '../../i18n/languages';
import { toThemePreference } from '../../sdk/theme';
import { applyColorScheme, resolveColorScheme, THEME_KEY } from '../../services/ThemeStore';
import { JWT_TOKEN, REFRESH_TOKEN } from '../../services/tokenStorage';
import { fetchOAuth2Clients, type OAuth2Client } from './loginRequests';
import { type LoginStrings, loadLoginStrings } from './loginStrings';

/** The light login form applies to a signed-out browser on any console page but the password pages. */
export function loginTarget(win: Window = window): { from?: string } | null {
  const storage = win.localStorage;
  if (storage.getItem(JWT_TOKEN) || storage.getItem(REFRESH_TOKEN)) return null;
  const params = new URLSearchParams(win.location.search);
  if ('flutter_inappwebview' in win || params.get('mobile') === 'true' || params.has('publicId')) return null;
  const path = win.location.pathname.replace(/\/+$/, '') || '/';
  if (path === '/login') return {};
  if (path.startsWith('/login/')) return null;
  return { from: win.location.pathname + win.location.search + win.location.hash };
}

export interface LoginStart {
  /** Where the visitor was going (a protected page opened signed out). */
  from?: string;
  strings: Promise<LoginStrings>;
  providers: Promise<OAuth2Client[]>;
}

/** Before anything renders (the CSP forbids an inline script in index.html), so no light flash. */
applyColorScheme(document, resolveColorScheme(
  toThemePreference(window.localStorage.getItem(THEME_KEY)), window.matchMedia('(prefers-color-scheme: dark)').matches));

function start(): LoginStart | null {
  const target = loginTarget();
  if (!target) return null;
  if (target.from) window.history.replaceState(null, '', '/login');
  const language = initialLanguage(window.localStorage, navigator.languages);
  document.documentElement.lang = language.replace('_', '-');
  document.documentElement.dir = RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
  const fetchFn = window.fetch.bind(window);
  return { from: target.from, strings: loadLoginStrings(document, language, fetchFn), providers: fetchOAuth2Clients(fetchFn) };
}

/** The login page's start, or null when the console opens directly. */
export const loginStart = start();
