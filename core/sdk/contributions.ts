import { type ComponentType } from 'react';
import { type Authority, type EntityId, type EntityType } from './types';

/** A module whose default export is a component: what `import('./Page')` returns. */
export type ComponentModule<P> = { default: ComponentType<P> };

/** A component, or a function that loads it lazily (code splitting). */
export type ComponentSource<P> = ComponentType<P> | { load: () => Promise<ComponentModule<P>> };

/** What the shell knows when it decides which contributions to show. */
export interface ShellEnvironment {
  authority: Authority;
  edgesEnabled: boolean;
  /**
   * The server has Tessera's own extensions (`GET /api/tessera/info` answers); false against a
   * ThingsBoard server (remote mode, THINGSBOARD_URL). Unset counts as present.
   */
  tesseraExtensions?: boolean;
}

/** Props every routed page receives. */
export interface RoutePageProps {
  /** Route parameters such as `{ dashboardId }`. */
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * A page at a path of the console.
 *
 * @example
 * ctx.routes.register({
 *   id: 'tessera.devices.list', path: 'devices', title: 'device.devices',
 *   authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'], searchable: true,
 *   component: { load: () => import('./DevicesPage') },
 * });
 */
export interface RouteContribution {
  /** Unique id, dotted and lowercase. */
  id: string;
  /** Path below the console root without a leading slash, e.g. `devices` or `dashboards/:dashboardId`. */
  path: string;
  /** i18n key of the page title; the document title is the app title plus this. */
  title: string;
  /** Authorities allowed here; others get the forbidden dialog. Omitted means any signed-in user. */
  authorities?: Authority[];
  /** The page shows a search box in the toolbar and reads it through `pageSearchServiceRef`. */
  searchable?: boolean;
  /** `shell` (default) renders inside the side menu and toolbar; `fullscreen` renders alone. */
  layout?: 'shell' | 'fullscreen';
  /** Breadcrumb of this route: label key (defaults to `title`) and icon; `skip` hides it. */
  breadcrumb?: { label?: string; icon?: ComponentType; skip?: boolean };
  /** The page component. */
  component: ComponentSource<RoutePageProps>;
}

/**
 * An entry of the side menu: a link, or, with children (entries naming it as `parentId`),
 * a toggle group that expands while one of its paths is active.
 *
 * @example
 * ctx.menu.register({ id: 'tessera.menu.devices', title: 'device.devices', path: '/devices',
 *   icon: DevicesIcon, order: 50, authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'] });
 */
export interface MenuItemContribution {
  /** Unique id, dotted and lowercase. */
  id: string;
  /** i18n key of the label. */
  title: string;
  /** Absolute console path, e.g. `/devices`. */
  path: string;
  /** Icon component rendered at 18 px. */
  icon?: ComponentType;
  /** Position among siblings; lower comes first. */
  order: number;
  /** Authorities that see the entry. */
  authorities: Authority[];
  /** Id of the group this entry belongs to. */
  parentId?: string;
  /** Extra condition, e.g. `env => env.edgesEnabled`. */
  visible?: (env: ShellEnvironment) => boolean;
}

/**
 * A page under `/settings/…`. The shell adds it both as a route and as a child of the
 * settings group in the side menu.
 *
 * @example
 * ctx.settingsPages.register({ id: 'tessera.settings.mail', path: 'outgoing-mail',
 *   title: 'admin.outgoing-mail', order: 20, authorities: ['SYS_ADMIN'],
 *   component: { load: () => import('./MailSettingsPage') } });
 */
export interface SettingsPageContribution {
  /** Unique id, dotted and lowercase. */
  id: string;
  /** Path below `/settings`, without slashes. */
  path: string;
  /** i18n key of the title. */
  title: string;
  /** Position in the settings group. */
  order: number;
  /** Authorities that see the page. */
  authorities: Authority[];
  /** Icon component for the menu. */
  icon?: ComponentType;
  /** Extra condition, e.g. `env => env.tesseraExtensions !== false`. */
  visible?: (env: ShellEnvironment) => boolean;
  /** The page component. */
  component: ComponentSource<RoutePageProps>;
}

/** Props of an entity details tab. */
export interface EntityTabProps {
  entityId: EntityId;
}

/**
 * A tab of the entity details drawer.
 *
 * @example
 * ctx.entityTabs.register({ id: 'acme.tabs.maintenance', title: 'acme.maintenance',
 *   entityTypes: ['DEVICE'], order: 90, component: MaintenanceTab });
 */
export interface EntityTabContribution {
  /** Unique id, dotted and lowercase. */
  id: string;
  /** i18n key of the tab label. */
  title: string;
  /** Entity types whose drawer shows the tab. */
  entityTypes: EntityType[];
  /** Only these users see the tab; everyone when absent. */
  authorities?: Authority[];
  /** Position among tabs. */
  order: number;
  /** The tab content. */
  component: ComponentSource<EntityTabProps>;
}

/** Id of the side-menu group under which settings pages appear. */
export const SETTINGS_MENU_GROUP_ID = 'tessera.settings.menu';
