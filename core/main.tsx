// The page's only entry: the login form for signed-out visitors, drawn with none of React
// Spectrum, the router, the stores or the plugins; the console (shell/appEntry.tsx, its own
// build entry with its own style sheet) loads once a user is signed in, or right away for a
// stored session, a public link, the mobile app and the password pages.
import { type LoginStart, loginStart } from './shell/login/loginStart';
import { createRoot } from 'react-dom/client';
import { loadBuildEntry } from './runtime/loadSpectrumNamespace';
import { LoginForm } from './shell/login/LoginForm';
import { requestLogin } from './shell/login/loginRequests';
import { translateWith } from './shell/login/loginStrings';
import type * as AppEntry from './shell/appEntry';

const APP_META = 'tessera:app';

/** Announces the console's static chunks (the build lists them), so they download side by side. */
function preloadApp(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${APP_META}"]`);
  for (const href of meta?.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
}

let app: Promise<typeof AppEntry> | null = null;
function loadApp(): Promise<typeof AppEntry> {
  if (!app) preloadApp();
  app ??= loadBuildEntry(APP_META) as Promise<typeof AppEntry>;
  app.catch(() => { app = null; });
  return app;
}

async function showLogin(container: HTMLElement, { from, strings, providers }: LoginStart): Promise<void> {
  const fetchFn = window.fetch.bind(window);
  const root = createRoot(container);
  const [loaded, clients] = await Promise.all([strings, providers]);
  const open = async (options: Pick<AppEntry.BootOptions, 'session' | 'path' | 'push'>) =>
    (await loadApp()).boot({ container, beforeRender: () => root.unmount(), ...options });
  root.render(
    <LoginForm
      t={translateWith(loaded)}
      params={new URLSearchParams(window.location.search)}
      providers={clients}
      signIn={async (username, password) => open({ session: await requestLogin(fetchFn, username, password), path: from ?? '/' })}
      signInWithTokens={(session) => open({ session, path: from ?? '/' })}
      goTo={(path) => open({ path, push: true })}
    />,
  );
  // The console starts downloading as soon as the visitor turns to the form (signing in then does
  // not wait for it); a page nobody uses downloads nothing more.
  const warm = () => void loadApp().catch(() => undefined);
  for (const type of ['focusin', 'pointerdown', 'keydown']) container.addEventListener(type, warm, { once: true, passive: true });
}

const container = document.getElementById('root')!;
if (loginStart) void showLogin(container, loginStart);
else void loadApp().then(({ boot }) => boot({ container }));
