import { describe, expect, it } from 'vitest';
import {
  activeLayoutId, droppedWidgetIds, hasRightLayout, moveBetweenLayouts, shownWidgetIds, visibleLayouts, withRightLayout,
} from '../../../core/dashboard/model/stateLayouts';
import { type DashboardState } from '../../../core/dashboard/model/types';

const place = (row: number, sizeY = 4) => ({ sizeX: 6, sizeY, row, col: 3 });
const withRight: DashboardState = {
  name: 'Root', root: true,
  layouts: {
    main: { widgets: { a: place(0), b: place(4) }, gridSettings: { columns: 24, margin: 10 } },
    right: { widgets: { c: place(0, 5) }, gridSettings: { columns: 12 } },
  },
};
const mainOnly: DashboardState = { name: 'Plain', root: false, layouts: { main: { widgets: { d: place(0) }, gridSettings: { columns: 8 } } } };

describe('visible and active layouts', () => {
  it('shows both layouts side by side on wide screens, main alone when there is no right one', () => {
    expect(visibleLayouts(withRight, false, false)).toEqual(['main', 'right']);
    expect(visibleLayouts(withRight, false, true)).toEqual(['main', 'right']);
    expect(visibleLayouts(mainOnly, false, true)).toEqual(['main']);
  });

  it('shows one layout at a time on narrow screens: the right one only once opened and present', () => {
    expect(visibleLayouts(withRight, true, false)).toEqual(['main']);
    expect(visibleLayouts(withRight, true, true)).toEqual(['right']);
    expect(visibleLayouts(mainOnly, true, true)).toEqual(['main']);
    expect(visibleLayouts(null, true, true)).toEqual(['main']);
  });

  it('makes the right layout active only when it exists and is opened', () => {
    expect(hasRightLayout(withRight)).toBe(true);
    expect(hasRightLayout(mainOnly)).toBe(false);
    expect(activeLayoutId(withRight, true)).toBe('right');
    expect(activeLayoutId(withRight, false)).toBe('main');
    expect(activeLayoutId(mainOnly, true)).toBe('main');
  });
});

describe('withRightLayout', () => {
  it('adds an empty right layout on a copy of the main grid settings', () => {
    const next = withRightLayout(mainOnly, true);
    expect(next.layouts.right).toEqual({ widgets: {}, gridSettings: { columns: 8 } });
    next.layouts.right!.gridSettings.columns = 3;
    expect(mainOnly.layouts.main.gridSettings.columns).toBe(8);
    expect(mainOnly.layouts.right).toBeUndefined();
  });

  it('keeps an existing right layout and removes it on request, main untouched', () => {
    expect(withRightLayout(withRight, true)).toBe(withRight);
    const removed = withRightLayout(withRight, false);
    expect('right' in removed.layouts).toBe(false);
    expect(removed.layouts.main).toBe(withRight.layouts.main);
  });
});

describe('moveBetweenLayouts', () => {
  it('moves a widget below the target layout\'s widgets, keeping its size', () => {
    const layouts = moveBetweenLayouts(withRight, 'b', 'main', 'right');
    expect(Object.keys(layouts.main.widgets)).toEqual(['a']);
    expect(layouts.right!.widgets.b).toEqual({ sizeX: 6, sizeY: 4, col: 0, row: 5 });
    expect(withRight.layouts.main.widgets.b).toBeDefined();
  });

  it('changes nothing for a widget not in the source, the same layout, or a missing layout', () => {
    expect(moveBetweenLayouts(withRight, 'c', 'main', 'right')).toBe(withRight.layouts);
    expect(moveBetweenLayouts(withRight, 'a', 'main', 'main')).toBe(withRight.layouts);
    expect(moveBetweenLayouts(mainOnly, 'd', 'main', 'right')).toBe(mainOnly.layouts);
  });
});

describe('widgets shown by states', () => {
  it('collects widgets of both layouts of every state', () => {
    expect([...shownWidgetIds({ root: withRight, plain: mainOnly })].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops the widgets only a removed layout or state showed', () => {
    const before = { root: withRight, plain: mainOnly };
    expect(droppedWidgetIds(before, { root: withRightLayout(withRight, false), plain: mainOnly })).toEqual(['c']);
    expect(droppedWidgetIds(before, { root: withRight })).toEqual(['d']);
    expect(droppedWidgetIds(before, before)).toEqual([]);
  });
});
