// The console (shell, services, plugins): its own build entry, loaded by main.tsx once a user is
// signed in (or a page other than the login form is opened), so the login page loads none of it.
import './shell.css';
import { createRoot } from 'react-dom/client';
import { createHost } from '../createHost';
import { createI18n } from '../i18n/createI18n';
import { initialLanguage } from '../i18n/languages';
import { SystemJsBundleLoader } from '../runtime/SystemJsBundleLoader';
import { hostSharedModules } from '../runtime/sharedModules';
import { type MobileWindow } from '../services/MobileAppBridge';
import { authStoreRef } from '../services/refs';
import { type TokenPair } from '../services/TokenManager';
import { App } from './App';

export interface BootOptions {
  /** The element the console renders into. */
  container: HTMLElement;
  /** Called right before the console renders (main.tsx unmounts the login form: no blank frame between). */
  beforeRender?: () => void;
  /** A token pair the login form obtained: the session starts with it. */
  session?: TokenPair;
  /** Where the console opens (default: the address as it is); `push` keeps the login page in the history. */
  path?: string;
  push?: boolean;
}

/** Starts the console: translations, services, the stored or given session, then the app. */
export async function boot({ container, beforeRender, session, path, push }: BootOptions): Promise<void> {
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
  const auth = services.get(authStoreRef);
  if (session) {
    // Tokens from the login form. If the user cannot be loaded, the form stays and shows the error.
    try {
      await auth.startSession(session);
    } catch (error) {
      auth.endSession();
      throw error;
    }
  } else {
    await auth.init();
  }
  if (path) window.history[push ? 'pushState' : 'replaceState'](null, '', path);
  beforeRender?.();
  createRoot(container).render(<App services={services} i18n={i18n} />);
}
