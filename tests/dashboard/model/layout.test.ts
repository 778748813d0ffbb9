import { describe, expect, it } from 'vitest';
import { applyGridItems, gridColumns, mobileRowHeight, nextFreeRow, rowHeightFor, toGridItems, toMobileItems } from '../../../core/dashboard/model/layout';
import { type DashboardLayout, type DashboardWidget } from '../../../core/dashboard/model/types';

const widget = (id: string): DashboardWidget => ({ id, bundleAlias: 'cards', typeAlias: 'simple_card', type: 'latest', sizeX: 5, sizeY: 3, config: {} });
const layout: DashboardLayout = {
  gridSettings: { columns: 24, margin: 10 },
  widgets: { a: { sizeX: 7.5, sizeY: 6.5, row: 0, col: 0 }, b: { sizeX: 8, sizeY: 5, row: 2, col: 20 }, gone: { sizeX: 1, sizeY: 1, row: 0, col: 0 } },
};

describe('dashboard grid layout mapping', () => {
  it('rounds ThingsBoard fractional sizes to whole cells, keeps widgets inside the columns, skips unknown widgets', () => {
    const items = toGridItems(layout, { a: widget('a'), b: widget('b') }, true);
    expect(items).toEqual([
      { i: 'a', x: 0, y: 0, w: 8, h: 7, static: false },
      { i: 'b', x: 16, y: 2, w: 8, h: 5, static: false },
    ]);
    expect(toGridItems(layout, { a: widget('a') }, false)[0].static).toBe(true);
  });

  it('writes back only what moved, so an untouched ThingsBoard layout saves unchanged', () => {
    const next = applyGridItems(layout, [{ i: 'a', x: 0, y: 0, w: 8, h: 7 }, { i: 'b', x: 4, y: 9, w: 10, h: 5 }]);
    expect(next.widgets.a).toEqual({ sizeX: 7.5, sizeY: 6.5, row: 0, col: 0 });
    expect(next.widgets.b).toEqual({ sizeX: 10, sizeY: 5, row: 9, col: 4 });
    expect(next.widgets.gone).toEqual(layout.widgets.gone);
  });

  it('puts new widgets below everything and uses 24 columns when the settings have none', () => {
    expect(nextFreeRow(layout)).toBe(7);
    expect(nextFreeRow({ gridSettings: {}, widgets: {} })).toBe(0);
    expect(gridColumns({})).toBe(24);
    expect(gridColumns({ columns: 0 })).toBe(24);
    expect(rowHeightFor(1210, 24, 10)).toBeCloseTo(40);
  });
});

describe('the stacked layout of narrow screens', () => {
  it('orders by mobileOrder, then by position, and uses mobileHeight where set', () => {
    const stacked: DashboardLayout = {
      gridSettings: {},
      widgets: {
        a: { sizeX: 8, sizeY: 5, row: 4, col: 0 },
        b: { sizeX: 8, sizeY: 3, row: 0, col: 8, mobileHeight: 6 },
        c: { sizeX: 8, sizeY: 2, row: 0, col: 0, mobileOrder: 9 },
        d: { sizeX: 8, sizeY: 4, row: 0, col: 16, mobileOrder: 1 },
      },
    };
    const items = toMobileItems(stacked, { a: widget('a'), b: widget('b'), c: widget('c'), d: widget('d') });
    expect(items.map((i) => [i.i, i.y, i.h])).toEqual([['d', 0, 4], ['c', 4, 2], ['b', 6, 6], ['a', 12, 5]]);
    expect(items.every((i) => i.x === 0 && i.w === 1 && i.static)).toBe(true);
    expect(mobileRowHeight({})).toBe(70);
    expect(mobileRowHeight({ mobileRowHeight: 120 })).toBe(120);
  });
});
