import { createServiceRef } from '../sdk/ServiceRef';
import { type PluginHost } from '../runtime/PluginHost';
import { type Registries } from '../runtime/Registries';
import { type AuthStore } from './AuthStore';
import { type HttpClient } from './HttpClient';
import { type MobileAppBridge } from './MobileAppBridge';
import { type PageSearchStore } from './PageSearchStore';
import { type ShellDialogsStore } from './ShellDialogsStore';
import { type ScriptSandboxFactory } from './sandbox/ScriptSandboxFactory';
import { type TokenManager } from './TokenManager';
import { type WidgetLibraryStore } from './WidgetLibraryStore';

/** Host-internal services (not part of the plugin SDK). */
export const tokenManagerRef = createServiceRef<TokenManager>({ id: 'host.tokens' });
export const httpClientRef = createServiceRef<HttpClient>({ id: 'host.http-client' });
export const authStoreRef = createServiceRef<AuthStore>({ id: 'host.auth-store' });
export const pageSearchStoreRef = createServiceRef<PageSearchStore>({ id: 'host.page-search' });
export const registriesRef = createServiceRef<Registries>({ id: 'host.registries' });
export const pluginHostRef = createServiceRef<PluginHost>({ id: 'host.plugin-host' });
export const widgetLibraryStoreRef = createServiceRef<WidgetLibraryStore>({ id: 'host.widget-library' });
export const shellDialogsRef = createServiceRef<ShellDialogsStore>({ id: 'host.shell-dialogs' });
export const mobileAppBridgeRef = createServiceRef<MobileAppBridge>({ id: 'host.mobile-app' });
export const scriptSandboxFactoryRef = createServiceRef<ScriptSandboxFactory>({ id: 'host.script-sandbox-factory' });
