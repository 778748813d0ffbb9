/*
 * A state's two layouts (ThingsBoard's `main` and optional `right`): which are shown, which
 * one edits and narrow screens act on, and moving widgets between them.
 */
import { nextFreeRow } from './layout';
import { type DashboardLayout, type DashboardState, type LayoutId } from './types';

export function hasRightLayout(state: DashboardState | null | undefined): boolean {
  return Boolean(state?.layouts.right);
}

/**
 * The layout that narrow screens show and that new or pasted widgets go to: the right one
 * when it was opened and the state has one, else main.
 */
export function activeLayoutId(state: DashboardState | null | undefined, rightLayoutOpened: boolean): LayoutId {
  return rightLayoutOpened && hasRightLayout(state) ? 'right' : 'main';
}

/**
 * The layouts on screen, left to right. Wide screens show both side by side; narrow ones
 * (ThingsBoard's mobile view) one at a time, switched by the layout toggle.
 */
export function visibleLayouts(state: DashboardState | null | undefined, narrow: boolean, rightLayoutOpened: boolean): LayoutId[] {
  if (narrow) return [activeLayoutId(state, rightLayoutOpened)];
  return hasRightLayout(state) ? ['main', 'right'] : ['main'];
}

/**
 * The state with a right layout added (empty, on the main layout's grid settings) or
 * removed. Adding keeps an existing right layout as it is.
 */
export function withRightLayout(state: DashboardState, on: boolean): DashboardState {
  if (on === hasRightLayout(state)) return state;
  const { right: _dropped, ...rest } = state.layouts;
  if (!on) return { ...state, layouts: rest };
  const right: DashboardLayout = { widgets: {}, gridSettings: structuredClone(state.layouts.main.gridSettings) };
  return { ...state, layouts: { ...rest, right } };
}

/**
 * The state's layouts with a widget moved from one layout to the other: same size, placed
 * below the widgets already there. Unchanged when the widget is not in `from`.
 */
export function moveBetweenLayouts(state: DashboardState, widgetId: string, from: LayoutId, to: LayoutId): DashboardState['layouts'] {
  const source = state.layouts[from];
  const target = state.layouts[to];
  const place = source?.widgets[widgetId];
  if (from === to || !source || !target || !place) return state.layouts;
  const { [widgetId]: _moved, ...kept } = source.widgets;
  const moved = { ...place, col: 0, row: nextFreeRow(target) };
  return { ...state.layouts, [from]: { ...source, widgets: kept }, [to]: { ...target, widgets: { ...target.widgets, [widgetId]: moved } } };
}

/** The ids of the widgets some layout of some state shows. */
export function shownWidgetIds(states: Record<string, DashboardState>): Set<string> {
  const ids = new Set<string>();
  for (const state of Object.values(states)) {
    for (const layout of [state.layouts.main, state.layouts.right]) Object.keys(layout?.widgets ?? {}).forEach((id) => ids.add(id));
  }
  return ids;
}

/**
 * Widgets that `before` showed and `after` no longer does (their state or layout was
 * removed): the ones to drop from the dashboard. Widgets no state showed to begin with stay,
 * as ThingsBoard keeps them.
 */
export function droppedWidgetIds(before: Record<string, DashboardState>, after: Record<string, DashboardState>): string[] {
  const still = shownWidgetIds(after);
  return [...shownWidgetIds(before)].filter((id) => !still.has(id));
}
