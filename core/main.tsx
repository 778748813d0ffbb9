import { createRoot } from 'react-dom/client';
import { createHost } from './createHost';
import { createI18n } from './i18n/createI18n';
import { initialLanguage } from './i18n/languages';
import { SystemJsBundleLoader } from './runtime/SystemJsBundleLoader';
import { hostSharedModules } from './runtime/sharedModules';
import { type MobileWindow } from './services/MobileAppBridge';
import { authStoreRef } from './services/refs';
import { App } from './shell/App';
import { applyColorScheme, resolveColorScheme, THEME_KEY } from './services/ThemeStore';
import { toThemePreference } from './sdk/theme';
import './shell/shell.css';

// Before anything renders (the CSP forbids an inline script in index.html), so no light flash.
applyColorScheme(document, resolveColorScheme(
  toThemePreference(window.localStorage.getItem(THEME_KEY)), window.matchMedia('(prefers-color-scheme: dark)').matches));

async function start(): Promise<void> {
  const fetchJson = async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Unable to load ${url}`);
    return (await response.json()) as object;
  };
  const i18n = await createI18n(initialLanguage(window.localStorage, navigator.languages), fetchJson);
  const services = createHost({
    storage: window.localStorage,
    fetch: window.fetch.bind(window),
    bundleLoader: new SystemJsBundleLoader(hostSharedModules),
    baseUrl: document.baseURI,
    i18n,
    document,
    sessionStorage: window.sessionStorage,
    window: window as unknown as MobileWindow,
  });
  await services.get(authStoreRef).init();
  createRoot(document.getElementById('root')!).render(<App services={services} i18n={i18n} />);
}

void start();
