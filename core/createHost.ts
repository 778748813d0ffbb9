import { lazy } from 'react';
import { type i18n } from 'i18next';
import { reaction } from 'mobx';
import { authServiceRef, breadcrumbServiceRef, entityTabsServiceRef, helpServiceRef, httpServiceRef, languageServiceRef, mobileAppServiceRef, navigationServiceRef, notificationServiceRef, pageSearchServiceRef, widgetLibraryServiceRef, scriptSandboxServiceRef, ruleNodeEditorLibraryServiceRef } from './sdk/services';
import { BreadcrumbLabels } from './shell/BreadcrumbLabels';
import type { ServiceHolder } from './sdk/ServiceRef';
import { subscriptionServiceRef } from './sdk/subscriptions';
import { ruleNodeBundleServiceRef } from './sdk/ruleNodeBundles';
import { PluginHost } from './runtime/PluginHost';
import { Registries } from './runtime/Registries';
import { createServiceFactory, ServiceContainer } from './runtime/ServiceContainer';
import { type BundleLoader } from './runtime/PluginSource';
import { AuthStore } from './services/AuthStore';
import { HelpStore } from './services/HelpStore';
import { HttpClient } from './services/HttpClient';
import { LanguageStore } from './services/LanguageStore';
import { ThemeStore } from './services/ThemeStore';
import { themeServiceRef, toThemePreference } from './sdk/theme';
import { MobileAppBridge, type MobileWindow } from './services/MobileAppBridge';
import { NavigationStore } from './services/NavigationStore';
import { NotificationStore } from './services/NotificationStore';
import { WidgetLibraryStore } from './services/WidgetLibraryStore';
import { RuleNodeEditorLibraryStore } from './services/RuleNodeEditorLibraryStore';
import { PageSearchStore } from './services/PageSearchStore';
import { RuleNodeBundleStore } from './services/RuleNodeBundleStore';
import { widgetUiBundleStoreRef, WidgetUiBundleStore } from './services/uiBundles/WidgetUiBundleStore';
import type { SandboxBundleRef } from './services/uiBundles/sandboxedWidgets';
import { followSession } from './services/uiBundles/followSession';
import { ShellDialogsStore } from './services/ShellDialogsStore';
import { TokenManager } from './services/TokenManager';
import { type SocketLike, SubscriptionStore } from './services/subscriptions/SubscriptionStore';
import { connectBrowserSocket } from './services/subscriptions/browserSocket';
import { ScriptSandboxStore } from './services/sandbox/ScriptSandboxStore';
import {
  authStoreRef, httpClientRef, mobileAppBridgeRef, pageSearchStoreRef, pluginHostRef, registriesRef, scriptSandboxFactoryRef, shellDialogsRef,
  tokenManagerRef, widgetLibraryStoreRef,
} from './services/refs';

/** Delay before the message of an ended session is shown, so it lands on the login page. */
const SESSION_ENDED_MESSAGE_DELAY_MS = 200;

export interface HostEnvironment {
  storage: Storage;
  fetch: typeof fetch;
  bundleLoader?: BundleLoader;
  /** Base URL that static console paths (`bundles/`, `assets/`) are relative to. */
  baseUrl: string;
  i18n: i18n;
  document?: Document;
  /** Per-tab storage (the public user's last dashboard). */
  sessionStorage?: Storage;
  /** The window, for the mobile app's messages. */
  window?: MobileWindow;
  /** Opens the telemetry WebSocket; defaults to the browser's on the page's origin. */
  connectSocket?: (token: string) => SocketLike;
}

async function fetchJson(fetchFn: typeof fetch, url: string): Promise<unknown> {
  const response = await fetchFn(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Unable to load ${url}: ${response.status}`);
  return response.json();
}

/** Wires the console's services. Nothing here is a module singleton: tests build their own. */
export function createHost(env: HostEnvironment): ServiceHolder {
  // The plugin host needs the finished container, which is created right below.
  let container: ServiceContainer;
  container = new ServiceContainer([
    createServiceFactory({ ref: notificationServiceRef, deps: {}, factory: () => new NotificationStore() }),
    createServiceFactory({
      ref: tokenManagerRef, deps: {}, factory: () => new TokenManager({ storage: env.storage, fetch: env.fetch }),
    }),
    createServiceFactory({ ref: shellDialogsRef, deps: {}, factory: () => new ShellDialogsStore() }),
    createServiceFactory({
      ref: httpClientRef, deps: { tokens: tokenManagerRef, notifications: notificationServiceRef, dialogs: shellDialogsRef },
      factory: ({ tokens, notifications, dialogs }) => {
        const http = new HttpClient({ tokens, notifications, fetch: env.fetch });
        http.onForbidden(() => dialogs.openForbidden());
        return http;
      },
    }),
    createServiceFactory({ ref: httpServiceRef, deps: { http: httpClientRef }, factory: ({ http }) => http }),
    createServiceFactory({
      ref: languageServiceRef, deps: {},
      factory: () => new LanguageStore({ i18n: env.i18n, storage: env.storage, document: env.document }),
    }),
    createServiceFactory({
      ref: themeServiceRef, deps: {},
      factory: () => new ThemeStore({
        storage: env.storage, document: env.document,
        matchMedia: typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia.bind(globalThis) : undefined,
      }),
    }),
    createServiceFactory({
      ref: authStoreRef,
      deps: {
        http: httpClientRef, tokens: tokenManagerRef, notifications: notificationServiceRef, language: languageServiceRef,
        theme: themeServiceRef,
      },
      factory: ({ http, tokens, notifications, language, theme }) => {
        const auth = new AuthStore({ http, tokens, storage: env.sessionStorage });
        // A signed-in user's saved language wins over the browser's.
        reaction(() => auth.userDetails?.additionalInfo?.lang, (lang) => {
          if (typeof lang === 'string' && lang) void language.setLanguage(lang);
        }, { fireImmediately: true });
        // Likewise the saved theme, so it follows the user to another browser.
        reaction(() => auth.userDetails?.additionalInfo?.theme, (saved) => {
          if (saved !== undefined && saved !== null) theme.setPreference(toThemePreference(saved));
        }, { fireImmediately: true });
        http.onSessionEnded((message) => {
          auth.endSession();
          setTimeout(() => notifications.show({ message, type: 'error' }), SESSION_ENDED_MESSAGE_DELAY_MS);
        });
        return auth;
      },
    }),
    createServiceFactory({ ref: authServiceRef, deps: { auth: authStoreRef }, factory: ({ auth }) => auth }),
    createServiceFactory({
      ref: mobileAppBridgeRef, deps: {},
      factory: () => new MobileAppBridge(env.window ?? {
        addEventListener: () => undefined, removeEventListener: () => undefined,
        parent: { postMessage: () => undefined }, location: { search: '' },
      }),
    }),
    createServiceFactory({ ref: mobileAppServiceRef, deps: { bridge: mobileAppBridgeRef }, factory: ({ bridge }) => bridge }),
    createServiceFactory({
      ref: helpServiceRef, deps: { http: httpServiceRef, language: languageServiceRef },
      factory: (deps) => new HelpStore({ ...deps, fetch: env.fetch, siteBaseUrl: env.baseUrl }),
    }),
    createServiceFactory({ ref: pageSearchStoreRef, deps: {}, factory: () => new PageSearchStore() }),
    createServiceFactory({ ref: breadcrumbServiceRef, deps: {}, factory: () => new BreadcrumbLabels() }),
    createServiceFactory({ ref: pageSearchServiceRef, deps: { search: pageSearchStoreRef }, factory: ({ search }) => search }),
    createServiceFactory({ ref: registriesRef, deps: {}, factory: () => new Registries() }),
    createServiceFactory({
      ref: pluginHostRef, deps: { registries: registriesRef },
      factory: ({ registries }) => new PluginHost({ services: container, registries, bundleLoader: env.bundleLoader }),
    }),
    createServiceFactory({
      ref: entityTabsServiceRef, deps: { registries: registriesRef, auth: authStoreRef },
      factory: ({ registries, auth }) => ({
        tabsFor: (entityType) => registries.entityTabs.all
          .filter((tab) => tab.entityTypes.includes(entityType))
          .filter((tab) => !tab.authorities || (auth.authUser !== null && tab.authorities.includes(auth.authUser.authority)))
          .sort((a, b) => a.order - b.order),
      }),
    }),
    createServiceFactory({
      ref: navigationServiceRef, deps: { auth: authStoreRef, registries: registriesRef },
      factory: (deps) => new NavigationStore(deps),
    }),
    createServiceFactory({
      ref: widgetUiBundleStoreRef, deps: { http: httpServiceRef, pluginHost: pluginHostRef, registries: registriesRef, auth: authStoreRef, tokens: tokenManagerRef },
      factory: ({ auth, tokens, ...deps }) => {
        // Tenants' bundles render in the widget sandbox, whose host side loads with the first such widget.
        const sandbox = lazy(() => import('./services/nativeSandbox/NativeSandboxWidget').then((m) => ({ default: m.NativeSandboxWidget })));
        // ...and describe their widgets (size, defaults, schemas) from a hidden sandbox frame, once per code hash.
        const page = env.document;
        const describe = page
          ? (ref: SandboxBundleRef) => import('./services/nativeSandbox/describeNativeBundle').then((m) => m.describeNativeBundleOnce(page, ref, deps.http, env.i18n.language))
          : undefined;
        const store = new WidgetUiBundleStore({ ...deps, baseUrl: env.baseUrl, sandbox, describe });
        followSession(store, auth, async () => tokens.accessToken ?? (await tokens.refresh().then(() => tokens.accessToken, () => null)));
        return store;
      },
    }),
    createServiceFactory({
      ref: widgetLibraryStoreRef, deps: { pluginHost: pluginHostRef, registries: registriesRef, http: httpServiceRef, auth: authStoreRef, installed: widgetUiBundleStoreRef },
      factory: ({ auth, ...deps }) => {
        const library = new WidgetLibraryStore({ ...deps, baseUrl: env.baseUrl, fetchJson: (url) => fetchJson(env.fetch, url), edgesEnabled: () => auth.edgesEnabled, tesseraExtensions: () => auth.tesseraExtensions });
        // The server's library is the signed-in user's: another user gets it fetched anew.
        reaction(() => auth.authUser?.userId ?? null, () => library.resetServer());
        return library;
      },
    }),
    createServiceFactory({ ref: widgetLibraryServiceRef, deps: { library: widgetLibraryStoreRef }, factory: ({ library }) => library }),
    createServiceFactory({
      ref: ruleNodeEditorLibraryServiceRef, deps: { pluginHost: pluginHostRef, registries: registriesRef, installed: ruleNodeBundleServiceRef },
      factory: (deps) => new RuleNodeEditorLibraryStore({ ...deps, baseUrl: env.baseUrl, fetchJson: (url) => fetchJson(env.fetch, url) }),
    }),
    createServiceFactory({
      ref: ruleNodeBundleServiceRef, deps: { http: httpServiceRef, pluginHost: pluginHostRef },
      factory: (deps) => new RuleNodeBundleStore({ ...deps, baseUrl: env.baseUrl }),
    }),
    createServiceFactory({
      ref: subscriptionServiceRef, deps: { tokens: tokenManagerRef, auth: authStoreRef },
      factory: ({ tokens, auth }) => {
        const subscriptions = new SubscriptionStore({
          // Every (re)connect takes the current token, refreshing an expired one first.
          token: async () => tokens.accessToken ?? (await tokens.refresh().then(() => tokens.accessToken, () => null)),
          connect: env.connectSocket ?? connectBrowserSocket,
        });
        reaction(() => auth.isAuthenticated, (signedIn) => { if (!signedIn) subscriptions.closeSession(); });
        return subscriptions;
      },
    }),
    createServiceFactory({
      ref: scriptSandboxFactoryRef, deps: {},
      factory: () => ({
        open: () => {
          if (!env.document) return { run: () => Promise.reject(new Error('The script sandbox needs a browser document')), dispose: () => undefined };
          return new ScriptSandboxStore({ document: env.document, url: new URL('sandbox.html', env.baseUrl).href });
        },
      }),
    }),
    // Scripts that belong to no widget share this one; each widget opens its own (WidgetRuntime).
    createServiceFactory({ ref: scriptSandboxServiceRef, deps: { sandboxes: scriptSandboxFactoryRef }, factory: ({ sandboxes }) => sandboxes.open() }),
  ]);
  return container;
}
