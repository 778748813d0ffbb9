import { type MenuItemContribution, type SettingsPageContribution, SETTINGS_MENU_GROUP_ID, type ShellEnvironment } from '../sdk/contributions';

/** A side-menu entry: a link, or a toggle group when it has children. */
export interface MenuNode {
  id: string;
  title: string;
  path: string;
  icon?: MenuItemContribution['icon'];
  children: MenuNode[];
}

const visibleTo = (env: ShellEnvironment) => (item: { authorities: string[]; visible?: (e: ShellEnvironment) => boolean }) =>
  item.authorities.includes(env.authority) && (item.visible ? item.visible(env) : true);

const byOrder = (a: { order: number; id: string }, b: { order: number; id: string }) => a.order - b.order || a.id.localeCompare(b.id);

/**
 * Builds the side menu for one user from the registered menu items and settings pages:
 * entries the authority may see, ordered, with settings pages as children of the settings
 * group. A group left without visible children is dropped.
 */
export function buildMenu(
  items: MenuItemContribution[],
  settingsPages: SettingsPageContribution[],
  env: ShellEnvironment,
): MenuNode[] {
  const visible = visibleTo(env);
  const shown = items.filter(visible);
  const settingsChildren = settingsPages.filter(visible).map((page) => ({
    id: page.id, title: page.title, path: `/settings/${page.path}`, icon: page.icon, order: page.order,
    authorities: page.authorities, parentId: SETTINGS_MENU_GROUP_ID,
  }));
  const all = [...shown, ...settingsChildren];
  const toNode = (item: MenuItemContribution): MenuNode => ({
    id: item.id,
    title: item.title,
    path: item.path,
    icon: item.icon,
    children: all.filter((child) => child.parentId === item.id).sort(byOrder).map(toNode),
  });
  const isGroup = (item: MenuItemContribution) => item.id === SETTINGS_MENU_GROUP_ID || items.some((i) => i.parentId === item.id);
  return shown
    .filter((item) => !item.parentId)
    .sort(byOrder)
    .map(toNode)
    .filter((node) => node.children.length > 0 || !isGroup(items.find((i) => i.id === node.id)!));
}

/** Paths of the menu in display order, groups followed by their children. */
export function menuPaths(nodes: MenuNode[]): string[] {
  return nodes.flatMap((n) => [n.path, ...menuPaths(n.children)]);
}
