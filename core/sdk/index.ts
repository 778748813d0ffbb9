/**
 * @tessera/sdk: the only contract plugins compile against. Plugins import from here, from
 * React, MobX and React Spectrum; the host provides one shared copy of each at runtime.
 */
export { type Disposable, toDisposable, isDisposable, DisposableStore } from './Disposable';
export { type ServiceRef, createServiceRef, type ServiceHolder, MissingServiceError } from './ServiceRef';
export { ServicesProvider, useService, useServices } from './useService';
export { type Authority, type EntityType, type EntityId, NULL_UUID, authorityLabelKey } from './types';
export {
  type ComponentModule, type ComponentSource, type ShellEnvironment, type RoutePageProps, type RouteContribution,
  type MenuItemContribution, type SettingsPageContribution, type EntityTabProps, type EntityTabContribution,
  SETTINGS_MENU_GROUP_ID,
} from './contributions';
export {
  type WidgetKind, type WidgetContext, type WidgetProps, type WidgetDefinition, defineWidget, type DataKeyType,
  type WidgetDataKey, type DatasourceType, type WidgetDatasource, type DataValue, type WidgetSeries, type WidgetData,
  type WidgetTimeWindow, type LegendConfig, type WidgetDisplayConfig, type WidgetRpc, type WidgetActionType,
  type WidgetActionInfo, type ActionTarget, type WidgetActions,
  type RuleNodeEditorProps, type RuleNodeEditorContext, type RuleNodeEditorDefinition, defineRuleNodeEditor,
} from './widgets';
export { type RuleNodePaletteFields, PALETTE_FIELDS, paletteFieldProblem, paletteFieldsOf } from './ruleNodeManifest';
export { type PluginManifest, type RuleNodeEditorManifestEntry, type Registrar, type PluginContext, type PluginModule, definePlugin } from './plugin';
export {
  type AuthUser, type UserDetails, type AuthService, authServiceRef, type HttpRequestOptions, HttpError,
  type HttpService, httpServiceRef, type Toast, type NotificationService, notificationServiceRef,
  type PageSearchService, pageSearchServiceRef, type MenuSection, type NavigationService, navigationServiceRef,
  type BundleInfo, type WidgetLibraryService, widgetLibraryServiceRef, type LanguageService, languageServiceRef,
  type MobileAppService, mobileAppServiceRef, type HelpService, helpServiceRef, type EntityTabsService,
  entityTabsServiceRef, type ScriptSandboxService, scriptSandboxServiceRef, type RuleNodeScriptTest,
  type RuleNodeScriptTestService, ruleNodeScriptTestServiceRef, type RuleNodeEditorLibraryService,
  ruleNodeEditorLibraryServiceRef, type BreadcrumbService, breadcrumbServiceRef,
} from './services';
export {
  type AttributeScope, type ConnectionState, type SubscriptionAggregation, type TelemetryData, type TelemetrySubscriptionRequest,
  type TelemetryUpdate, type TelemetryHistoryRequest, type QueryCommandKind, type QueryUpdate, type QuerySubscription,
  type SubscriptionService, subscriptionServiceRef, mergeTelemetryData,
} from './subscriptions';
export { type InstalledBundleInfo, type RuleNodeBundleService, ruleNodeBundleServiceRef } from './ruleNodeBundles';
export { type ThemePreference, type ThemeService, themeServiceRef, THEME_PREFERENCES, toThemePreference } from './theme';
export {
  useWidgetData, latestValue, formatValue, parseDataValue, defaultLegendConfig, defaultDisplayConfig, staticWidgetContext,
} from './widgetData';
