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
