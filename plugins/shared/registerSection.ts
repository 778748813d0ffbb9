import {
  type Authority, type ComponentSource, type MenuItemContribution, type PluginContext, type RoutePageProps,
  type ShellEnvironment,
} from '@tessera/sdk';

export interface SectionOptions {
  /** Route id; the menu entry gets `<id>.menu`. */
  id: string;
  /** Route path without the leading slash. */
  path: string;
  title: string;
  order: number;
  authorities: Authority[];
  icon?: MenuItemContribution['icon'];
  parentId?: string;
  visible?: (env: ShellEnvironment) => boolean;
  searchable?: boolean;
  component: ComponentSource<RoutePageProps>;
}

/** Registers a side-menu entry and the page it opens. */
export function registerSection(ctx: PluginContext, s: SectionOptions): void {
  ctx.routes.register({
    id: s.id, path: s.path, title: s.title, authorities: s.authorities, searchable: s.searchable,
    breadcrumb: { icon: s.icon }, component: s.component,
  });
  ctx.menu.register({
    id: `${s.id}.menu`, title: s.title, path: `/${s.path}`, icon: s.icon, order: s.order,
    authorities: s.authorities, parentId: s.parentId, visible: s.visible,
  });
}
