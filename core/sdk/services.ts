import { createServiceRef } from './ServiceRef';
import { type Authority, type EntityId } from './types';

/** The decoded access token of the signed-in user. */
export interface AuthUser {
  userId: string;
  /** Email, or the public customer id for a public user. */
  sub: string;
  authority: Authority;
  tenantId: string;
  customerId: string;
  firstName: string;
  lastName: string;
  isPublic: boolean;
}

/** The signed-in user's record (`GET /api/auth/user`). */
export interface UserDetails {
  id: EntityId;
  email: string;
  firstName: string;
  lastName: string;
  authority: Authority;
  additionalInfo: { lang?: string; defaultDashboardId?: string; defaultDashboardFullscreen?: boolean; [key: string]: unknown } | null;
}

/**
 * Session state and sign-in actions.
 *
 * @example
 * const auth = useService(authServiceRef);
 * if (auth.authUser?.authority === 'TENANT_ADMIN') ...
 */
export interface AuthService {
  readonly isAuthenticated: boolean;
  /** False while the user state is loading. */
  readonly isUserLoaded: boolean;
  readonly authUser: AuthUser | null;
  readonly userDetails: UserDetails | null;
  readonly userTokenAccessEnabled: boolean;
  readonly edgesEnabled: boolean;
  /** The server is Tessera's (`/api/tessera/info` answers), not a plain ThingsBoard: its own extensions can be used. */
  readonly tesseraExtensions: boolean;
  login(username: string, password: string): Promise<void>;
  logout(): Promise<void>;
  /** Saves the user's own first name, last name and settings (e.g. `additionalInfo.lang`). */
  saveProfile(changes: { firstName: string; lastName: string; additionalInfo?: Record<string, unknown> }): Promise<void>;
  /** Changes the user's password; the session continues with the new token pair. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Admins only: continues the session as another user. */
  loginAsUser(userId: string): Promise<void>;
}
/** Ref of the {@link AuthService}. */
export const authServiceRef = createServiceRef<AuthService>({ id: 'core.auth' });

/** Per-request options of {@link HttpService}. */
export interface HttpRequestOptions {
  /** Do not count this request in the global progress bar. */
  ignoreLoading?: boolean;
  /** Do not show errors of this request; the promise still rejects. */
  ignoreErrors?: boolean;
  /** Retry a 429 answer after a random 1 to 4 seconds. */
  resendRequest?: boolean;
  /** How to read a successful answer; `arraybuffer` for downloads. Defaults to JSON (or text). */
  responseType?: 'json' | 'text' | 'arraybuffer';
  signal?: AbortSignal;
  /** Reports the bytes of the request body sent so far and its size (0 when unknown), for file uploads. */
  onUploadProgress?: (sent: number, total: number) => void;
}

/** An HTTP failure with the server's error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorCode?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * Calls the server with the session's token, refreshing it when it expires.
 *
 * @example
 * const http = useService(httpServiceRef);
 * const page = await http.get<PageData<Device>>('/api/tenant/devices?pageSize=10&page=0');
 */
export interface HttpService {
  get<T>(url: string, options?: HttpRequestOptions): Promise<T>;
  post<T>(url: string, body?: unknown, options?: HttpRequestOptions): Promise<T>;
  delete<T>(url: string, options?: HttpRequestOptions): Promise<T>;
  /** Number of requests in flight that count for the progress bar. */
  readonly activeRequests: number;
}
/** Ref of the {@link HttpService}. */
export const httpServiceRef = createServiceRef<HttpService>({ id: 'core.http' });

/** A toast message. */
export interface Toast {
  message: string;
  type: 'error' | 'warn' | 'success' | 'info';
  /** Milliseconds before it hides; omitted means until closed. */
  duration?: number;
}

/**
 * Shows toasts. A toast identical to the one showing is ignored; a new one replaces it.
 *
 * @example
 * useService(notificationServiceRef).show({ message: t('action.saved'), type: 'success', duration: 3000 });
 */
export interface NotificationService {
  readonly current: Toast | null;
  show(toast: Toast): void;
  hide(): void;
}
/** Ref of the {@link NotificationService}. */
export const notificationServiceRef = createServiceRef<NotificationService>({ id: 'core.notifications' });

/**
 * The toolbar's search text for pages registered with `searchable: true`
 * (debounced by 150 ms).
 *
 * @example
 * const search = useService(pageSearchServiceRef);
 * useEffect(() => reload(search.text), [search.text]);
 */
export interface PageSearchService {
  readonly text: string;
}
/** Ref of the {@link PageSearchService}. */
export const pageSearchServiceRef = createServiceRef<PageSearchService>({ id: 'core.page-search' });

/** A side-menu entry as the shell shows it to the current user. */
export interface MenuSection {
  id: string;
  /** i18n key. */
  title: string;
  path: string;
  icon?: import('react').ComponentType;
  children: MenuSection[];
}

/**
 * The navigation the current user sees: the side menu built from every plugin's entries,
 * filtered by authority and server features.
 *
 * @example
 * const nav = useService(navigationServiceRef);
 * nav.menu.map((section) => <Link to={section.path}>{t(section.title)}</Link>);
 */
export interface NavigationService {
  readonly menu: MenuSection[];
}
/** Ref of the {@link NavigationService}. */
export const navigationServiceRef = createServiceRef<NavigationService>({ id: 'core.navigation' });

/** A runtime-loaded bundle as the widget library knows it. */
export interface BundleInfo {
  manifest: import('./plugin').PluginManifest;
  status: 'listed' | 'loading' | 'active' | 'failed';
  error?: Error;
}

/**
 * The installed widget bundles and the widget types they provide.
 *
 * @example
 * const library = useService(widgetLibraryServiceRef);
 * useEffect(() => { void library.loadAll(); }, [library]);
 */
export interface WidgetLibraryService {
  /** Bundles listed by the server, with their load state. */
  readonly bundles: BundleInfo[];
  /** Widget types registered by loaded plugins. */
  readonly widgets: import('./widgets').WidgetDefinition<any>[];
  /** Fetches the bundle list (once) and loads every bundle. */
  loadAll(): Promise<void>;
  /** Display name of the plugin that registered a widget type (for error tiles). */
  pluginNameOf(widgetId: string): string;
}
/** Ref of the {@link WidgetLibraryService}. */
export const widgetLibraryServiceRef = createServiceRef<WidgetLibraryService>({ id: 'core.widget-library' });

/**
 * The console language: one of the 20 supported, stored under the `TB-` prefix.
 *
 * @example
 * const language = useService(languageServiceRef);
 * await language.setLanguage('de_DE');
 */
export interface LanguageService {
  /** Current language code, e.g. `en_US`. */
  readonly current: string;
  /** Supported languages with their native names. */
  readonly supported: { code: string; name: string }[];
  /** Switches the console language (matched to a supported one) and remembers it. */
  setLanguage(language: string): Promise<void>;
}
/** Ref of the {@link LanguageService}. */
export const languageServiceRef = createServiceRef<LanguageService>({ id: 'core.language' });

/**
 * The console embedded in the mobile app: whether it is, and reports back to the app
 * (dashboard state name, loaded, layout changes).
 *
 * @example
 * const mobile = useService(mobileAppServiceRef);
 * mobile.report({ type: 'dashboardStateName', name: state.name });
 */
export interface MobileAppService {
  readonly isMobileApp: boolean;
  report(report: { type: string; [field: string]: unknown }): void;
  /** Listens for the app's 'toggle dashboard layout' message. */
  onToggleLayout(listener: () => void): import('./Disposable').Disposable;
}
/** Ref of the {@link MobileAppService}. */
export const mobileAppServiceRef = createServiceRef<MobileAppService>({ id: 'core.mobile-app' });

/**
 * Help pages in Markdown, by id, in the current language (falling back to en_US, then to a
 * 'Not found' page).
 *
 * @example
 * const markdown = await useService(helpServiceRef).load('profile');
 */
export interface HelpService {
  load(page: string): Promise<string>;
}
/** Ref of the {@link HelpService}. */
export const helpServiceRef = createServiceRef<HelpService>({ id: 'core.help' });

/**
 * Tabs that plugins add to the entity details drawer.
 *
 * @example
 * useService(entityTabsServiceRef).tabsFor('DEVICE');
 */
export interface EntityTabsService {
  tabsFor(entityType: import('./types').EntityType): import('./contributions').EntityTabContribution[];
}
/** Ref of the {@link EntityTabsService}. */
export const entityTabsServiceRef = createServiceRef<EntityTabsService>({ id: 'core.entity-tabs' });

/**
 * Runs user-written JavaScript (data-key functions, post-processing, value parse and convert
 * functions, action functions) in the sandboxed iframe, never in the host page
 * (architecture.md, Trust). `body` is a function body; `argNames` name its parameters.
 * Rejects with the script's error, or after `timeoutMs` (default 1000) when it does not
 * answer, in which case the sandbox is restarted.
 *
 * @example
 * const sandbox = useService(scriptSandboxServiceRef);
 * const on = await sandbox.run('return data ? true : false;', ['data'], [reply]);
 */
export interface ScriptSandboxService {
  run(body: string, argNames: readonly string[], args: readonly unknown[], timeoutMs?: number): Promise<unknown>;
}
/** Ref of the {@link ScriptSandboxService}. */
export const scriptSandboxServiceRef = createServiceRef<ScriptSandboxService>({ id: 'core.script-sandbox' });

/** What the rule-node script test dialog (seed 001 §2.2) opens with. */
export interface RuleNodeScriptTest {
  /** The function body under test. */
  script: string;
  scriptType: 'update' | 'generate' | 'filter' | 'switch' | 'json' | 'string';
  /** The three argument names; msg, metadata, msgType unless the script type says otherwise. */
  argNames?: readonly string[];
  /** Title of the function, e.g. "Filter". */
  functionTitle?: string;
}

/**
 * Opens the script test dialog: message type, message JSON, metadata and the script side
 * by side; Test runs it on the server (`POST /api/ruleChain/testScript`). Resolves with the
 * script as saved by the dialog's Save, or undefined when it was closed without saving.
 *
 * @example
 * const tester = useService(ruleNodeScriptTestServiceRef);
 * const script = await tester.open({ script: value.jsScript, scriptType: 'filter', functionTitle: 'Filter' });
 * if (script !== undefined) onChange({ ...value, jsScript: script }, []);
 */
export interface RuleNodeScriptTestService {
  open(test: RuleNodeScriptTest): Promise<string | undefined>;
}
/** Ref of the {@link RuleNodeScriptTestService}. */
export const ruleNodeScriptTestServiceRef = createServiceRef<RuleNodeScriptTestService>({ id: 'core.rule-node-script-test' });

/**
 * The rule-node configuration editors: those registered by loaded plugins (keyed by node
 * class) and the installed bundles whose manifests contribute them, with their load state.
 *
 * @example
 * const editors = useService(ruleNodeEditorLibraryServiceRef);
 * useEffect(() => { void editors.loadAll(); }, [editors]);
 * const definition = editors.editorFor('org.thingsboard.rule.engine.filter.TbJsFilterNode');
 */
export interface RuleNodeEditorLibraryService {
  /** Bundles whose manifest lists rule-node editors, with their load state. */
  readonly bundles: BundleInfo[];
  /** Editors registered by loaded plugins. */
  readonly editors: import('./widgets').RuleNodeEditorDefinition<any>[];
  /** The editor registered for a node class, if any. */
  editorFor(clazz: string): import('./widgets').RuleNodeEditorDefinition<any> | undefined;
  /** The bundle whose manifest lists an editor for a node class, loaded or not. */
  bundleFor(clazz: string): BundleInfo | undefined;
  /**
   * The manifests of every bundle that lists rule-node editors, installed ones first, without
   * loading any bundle code: the palette describes node classes from them. Never rejects (a
   * list that cannot be fetched counts as empty).
   */
  listManifests(): Promise<import('./plugin').PluginManifest[]>;
  /**
   * Fetches the bundle list (once) and loads every bundle that contributes rule-node editors; the bundles
   * a system administrator installed are listed again on every call, so new ones load without a reload.
   */
  loadAll(): Promise<void>;
}
/** Ref of the {@link RuleNodeEditorLibraryService}. */
export const ruleNodeEditorLibraryServiceRef = createServiceRef<RuleNodeEditorLibraryService>({ id: 'core.rule-node-editors' });

/**
 * Labels of breadcrumbs that only a page knows (a dashboard's title instead of "Dashboard"),
 * by the crumb's path. Plain text, not an i18n key. Dispose what `setLabel` returns when the page goes.
 *
 * @example
 * useEffect(() => { const d = crumbs.setLabel(`/dashboards/${id}`, dashboard.title); return () => d.dispose(); }, [id, dashboard]);
 */
export interface BreadcrumbService {
  /** Observable. */
  labelOf(path: string): string | undefined;
  setLabel(path: string, label: string): import('./Disposable').Disposable;
}
/** Ref of the {@link BreadcrumbService}. */
export const breadcrumbServiceRef = createServiceRef<BreadcrumbService>({ id: 'core.breadcrumbs' });
