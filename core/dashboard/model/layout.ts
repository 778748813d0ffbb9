import { type LayoutItem } from 'react-grid-layout';
import { type DashboardLayout, type DashboardWidget, type GridSettings, type WidgetLayout } from './types';

/** ThingsBoard's grid defaults: 24 columns, 10 px margins. */
export const DEFAULT_COLUMNS = 24;
export const DEFAULT_MARGIN = 10;

export function gridColumns(grid: GridSettings | undefined): number {
  const columns = Number(grid?.columns);
  return Number.isInteger(columns) && columns >= 1 ? columns : DEFAULT_COLUMNS;
}

export function gridMargin(grid: GridSettings | undefined): number {
  const margin = Number(grid?.margin);
  return Number.isFinite(margin) && margin >= 0 ? margin : DEFAULT_MARGIN;
}

/**
 * Square cells as ThingsBoard draws them: a row is as high as a column is wide, so a
 * widget keeps its proportions on any screen.
 */
export function rowHeightFor(width: number, columns: number, margin: number): number {
  return Math.max(10, (width - margin * (columns + 1)) / columns);
}

/**
 * The layout's widgets as grid items. ThingsBoard sizes may be fractional (7.5 x 6.5): the
 * grid works in whole cells, so they round to the nearest cell, at least one.
 */
export function toGridItems(layout: DashboardLayout, widgets: Record<string, DashboardWidget>, editable: boolean): LayoutItem[] {
  const columns = gridColumns(layout.gridSettings);
  const items: LayoutItem[] = [];
  for (const [id, place] of Object.entries(layout.widgets)) {
    if (!widgets[id]) continue;
    const w = Math.min(columns, Math.max(1, Math.round(place.sizeX)));
    items.push({
      i: id, x: Math.min(Math.max(0, Math.round(place.col)), columns - w), y: Math.max(0, Math.round(place.row)),
      w, h: Math.max(1, Math.round(place.sizeY)), static: !editable,
    });
  }
  return items;
}

/**
 * Writes grid positions back into the layout. Sizes the grid did not change keep their
 * original (possibly fractional) value, so opening and saving a ThingsBoard dashboard
 * changes nothing that was not moved.
 */
export function applyGridItems(layout: DashboardLayout, items: readonly LayoutItem[]): DashboardLayout {
  const widgets: Record<string, WidgetLayout> = {};
  for (const [id, place] of Object.entries(layout.widgets)) {
    const item = items.find((candidate) => candidate.i === id);
    if (!item) {
      widgets[id] = place;
      continue;
    }
    widgets[id] = {
      ...place,
      sizeX: Math.round(place.sizeX) === item.w ? place.sizeX : item.w,
      sizeY: Math.round(place.sizeY) === item.h ? place.sizeY : item.h,
      col: Math.round(place.col) === item.x ? place.col : item.x,
      row: Math.round(place.row) === item.y ? place.row : item.y,
    };
  }
  return { ...layout, widgets };
}

/** The first row below every widget: where a new or pasted widget goes. */
export function nextFreeRow(layout: DashboardLayout): number {
  let bottom = 0;
  for (const place of Object.values(layout.widgets)) bottom = Math.max(bottom, Math.round(place.row) + Math.max(1, Math.round(place.sizeY)));
  return bottom;
}

/** Below this width (seed 001 §3.6, the medium breakpoint) widgets stack in one column. */
export const MOBILE_BREAKPOINT = 960;
/** ThingsBoard's default row height of the stacked layout. */
export const DEFAULT_MOBILE_ROW_HEIGHT = 70;

/**
 * The layout's widgets stacked in one column, as ThingsBoard shows a dashboard on narrow
 * screens: by `mobileOrder`, else top to bottom and left to right; each `mobileHeight` rows
 * high (its height on the grid when it has none), on rows of `mobileRowHeight` pixels.
 */
export function toMobileItems(layout: DashboardLayout, widgets: Record<string, DashboardWidget>): LayoutItem[] {
  const places = Object.entries(layout.widgets).filter(([id]) => widgets[id]);
  const order = (p: WidgetLayout) => (typeof p.mobileOrder === 'number' ? p.mobileOrder : Number.MAX_SAFE_INTEGER);
  places.sort(([, a], [, b]) => order(a) - order(b) || a.row - b.row || a.col - b.col);
  let y = 0;
  return places.map(([id, place]) => {
    const h = Math.max(1, Math.round(typeof place.mobileHeight === 'number' && place.mobileHeight > 0 ? place.mobileHeight : place.sizeY));
    const item = { i: id, x: 0, y, w: 1, h, static: true };
    y += h;
    return item;
  });
}

export function mobileRowHeight(grid: GridSettings | undefined): number {
  const height = Number(grid?.mobileRowHeight);
  return Number.isFinite(height) && height >= 5 ? height : DEFAULT_MOBILE_ROW_HEIGHT;
}
