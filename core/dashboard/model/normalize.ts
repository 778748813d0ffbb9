import { DEFAULT_COLUMNS, DEFAULT_MARGIN } from './layout';
import { type DashboardConfig, type DashboardLayout, type DashboardState } from './types';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function normalizeLayout(layout: unknown): DashboardLayout {
  const l = isObject(layout) ? layout : {};
  return {
    ...l,
    widgets: isObject(l.widgets) ? (l.widgets as DashboardLayout['widgets']) : {},
    gridSettings: { columns: DEFAULT_COLUMNS, margin: DEFAULT_MARGIN, backgroundColor: '#eeeeee', ...(isObject(l.gridSettings) ? l.gridSettings : {}) },
  };
}

/**
 * A stored configuration as the dashboard page uses it: every part present, a root state
 * with a main layout, unknown keys kept. A ThingsBoard 2.x dashboard without states gets
 * a default state holding every widget at its own position, as ThingsBoard upgrades it.
 */
export function normalizeConfig(raw: unknown, title: string): DashboardConfig {
  const c = isObject(raw) ? raw : {};
  const widgets = (isObject(c.widgets) ? c.widgets : {}) as DashboardConfig['widgets'];
  const states: Record<string, DashboardState> = {};
  if (isObject(c.states) && Object.keys(c.states).length > 0) {
    for (const [id, state] of Object.entries(c.states)) {
      const s = isObject(state) ? state : {};
      const layouts = isObject(s.layouts) ? s.layouts : {};
      states[id] = {
        ...s, name: typeof s.name === 'string' ? s.name : id, root: s.root === true,
        layouts: { ...layouts, main: normalizeLayout(layouts.main), ...(layouts.right ? { right: normalizeLayout(layouts.right) } : {}) },
      };
    }
  } else {
    const main = normalizeLayout({});
    for (const [id, widget] of Object.entries(widgets)) {
      main.widgets[id] = { sizeX: widget.sizeX ?? 8, sizeY: widget.sizeY ?? 6, row: widget.row ?? 0, col: widget.col ?? 0 };
    }
    states.default = { name: title, root: true, layouts: { main } };
  }
  if (!Object.values(states).some((state) => state.root)) {
    const first = states.default ? 'default' : Object.keys(states)[0];
    states[first] = { ...states[first], root: true };
  }
  return {
    ...c,
    widgets,
    states,
    entityAliases: (isObject(c.entityAliases) ? c.entityAliases : {}) as DashboardConfig['entityAliases'],
    filters: isObject(c.filters) ? c.filters : {},
    settings: (isObject(c.settings) ? c.settings : {}) as DashboardConfig['settings'],
  };
}
