import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineWidget } from '../../core/sdk';
import { DashboardStore, type WidgetClipboard } from '../../core/dashboard/DashboardStore';
import { type DashboardWidget } from '../../core/dashboard/model/types';
import { api, login, removeTempDirs, startTestServer } from '../server/helpers';
import { serverHttp } from './serverHttp';
import type { RunningServer } from '../../server/main';

const card = defineWidget({
  id: 'tessera.cards.simple-card', name: 'Simple card', kind: 'latest', bundleAlias: 'cards', typeAlias: 'simple_card',
  sizeX: 5, sizeY: 3, defaultSettings: { labelPosition: 'left' }, component: () => null,
});

function memoryClipboard(): WidgetClipboard {
  let held: DashboardWidget | null = null;
  return { read: () => held, write: (w) => { held = w; } };
}

describe('DashboardStore against the server', () => {
  let server: RunningServer;
  let token: string;
  let dashboardId: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await login(server.url, 'tenant')).token;
    const created = await api(server.url, '/api/dashboard', { token, body: { title: 'Store test' } });
    dashboardId = created.body.id.id;
  });
  afterAll(async () => {
    await server.close();
    await removeTempDirs();
  });

  const open = async (clipboard = memoryClipboard()) => {
    const store = new DashboardStore({ http: serverHttp(server.url, token), clipboard });
    await store.load(dashboardId);
    return store;
  };

  it('opens a dashboard saved without configuration at its root state with an empty grid', async () => {
    const store = await open();
    expect(store.loadError).toBeNull();
    expect(store.stateId).toBe('default');
    expect(store.layout?.widgets).toEqual({});
    expect(store.layout?.gridSettings.columns).toBe(24);
  });

  it('adds, moves and saves a widget; a fresh load shows it where it was put', async () => {
    const store = await open();
    store.enterEdit();
    const widget = store.addWidget(card)!;
    store.applyGrid([{ i: widget.id, x: 6, y: 2, w: 7, h: 4 }]);
    expect(store.dirty).toBe(true);
    await store.save();
    expect(store.isEdit).toBe(false);
    const again = await open();
    expect(again.config?.widgets[widget.id]).toMatchObject({ bundleAlias: 'cards', typeAlias: 'simple_card' });
    expect(again.layout?.widgets[widget.id]).toEqual({ sizeX: 7, sizeY: 4, col: 6, row: 2 });
  });

  it('cancel undoes the whole edit: added, deleted and reconfigured widgets', async () => {
    const store = await open();
    const before = JSON.stringify(store.config);
    const existing = Object.keys(store.config!.widgets)[0];
    store.enterEdit();
    store.addWidget(card);
    store.deleteWidget(existing);
    expect(store.config!.widgets[existing]).toBeUndefined();
    store.cancelEdit();
    expect(JSON.stringify(store.config)).toBe(before);
  });

  it('copies and pastes a widget under a new id below the others', async () => {
    const clipboard = memoryClipboard();
    const store = await open(clipboard);
    const existing = Object.keys(store.config!.widgets)[0];
    store.copy(existing);
    expect(clipboard.read()?.id).toBe(existing);
    store.enterEdit();
    const pasted = store.paste()!;
    expect(pasted.id).not.toBe(existing);
    expect(store.layout!.widgets[pasted.id].row).toBe(6);
    expect(store.config!.widgets[pasted.id].config).toEqual(store.config!.widgets[existing].config);
  });

  it('edits nothing outside edit mode, and a view-mode time window is not saved', async () => {
    const store = await open();
    expect(store.addWidget(card)).toBeNull();
    const tw = { ...store.timewindow, aggregation: { type: 'AVG' as const, limit: 100 } };
    store.setTimewindow(tw);
    expect(store.timewindow.aggregation.type).toBe('AVG');
    expect(store.config!.timewindow).toBeUndefined();
  });

  describe('with a right layout', () => {
    const simple = (id: string) => ({ id, bundleAlias: 'cards', typeAlias: 'simple_card', type: 'latest', sizeX: 6, sizeY: 4, config: { title: id } });
    const place = { sizeX: 6, sizeY: 4, row: 0, col: 0 };
    const twoLayouts = () => ({
      widgets: { left: simple('left'), side: simple('side') },
      states: {
        default: {
          name: 'Root', root: true,
          layouts: { main: { widgets: { left: place }, gridSettings: { columns: 24 } }, right: { widgets: { side: place }, gridSettings: { columns: 12, margin: 4 } } },
        },
        plain: { name: 'Plain', root: false, layouts: { main: { widgets: {}, gridSettings: {} } } },
      },
    });
    const openTwo = async (clipboard = memoryClipboard()) => {
      const created = await api(server.url, '/api/dashboard', { token, body: { title: 'Layouts', configuration: twoLayouts() } });
      const store = new DashboardStore({ http: serverHttp(server.url, token), clipboard });
      await store.load(created.body.id.id);
      return store;
    };

    it('keeps each layout with its own grid settings; main is active until the right one is opened', async () => {
      const store = await openTwo();
      expect(store.hasRightLayout).toBe(true);
      expect(store.activeLayout).toBe('main');
      expect(store.layoutOf('right')?.gridSettings).toMatchObject({ columns: 12, margin: 4 });
      store.toggleRightLayout();
      expect(store.activeLayout).toBe('right');
      expect(store.layout?.widgets).toHaveProperty('side');
      store.toggleRightLayout();
      expect(store.activeLayout).toBe('main');
    });

    it('a state change closes the right layout unless the action opens it; a state without one stays on main', async () => {
      const store = await openTwo();
      store.setRightLayoutOpened(true);
      store.openState('plain');
      expect(store.rightLayoutOpened).toBe(false);
      store.openState('plain', {}, true);
      expect(store.hasRightLayout).toBe(false);
      expect(store.activeLayout).toBe('main');
      store.popToState(0);
      expect(store.activeLayout).toBe('main');
      store.updateState('default', {}, true);
      expect(store.activeLayout).toBe('right');
    });

    it('adds and pastes into the active layout, drags and deletes per layout, and saves both', async () => {
      const clipboard = memoryClipboard();
      const store = await openTwo(clipboard);
      store.enterEdit();
      store.setRightLayoutOpened(true);
      const added = store.addWidget(card)!;
      expect(store.layoutOf('right')!.widgets[added.id]).toEqual({ sizeX: 5, sizeY: 3, col: 0, row: 4 });
      expect(store.layoutOf('main')!.widgets[added.id]).toBeUndefined();
      store.applyGrid([{ i: 'side', x: 3, y: 7, w: 4, h: 2 }], 'right');
      expect(store.layoutOf('right')!.widgets.side).toMatchObject({ col: 3, row: 7, sizeX: 4, sizeY: 2 });
      expect(store.layoutOf('main')!.widgets.left).toEqual(place);
      store.copy('side', 'right');
      expect(clipboard.read()).toMatchObject({ sizeX: 4, sizeY: 2 });
      const pasted = store.paste('main')!;
      expect(store.layoutOf('main')!.widgets[pasted.id]).toMatchObject({ sizeX: 4, sizeY: 2, row: 4 });
      store.moveWidget('left', 'main', 'right');
      expect(store.layoutOf('main')!.widgets.left).toBeUndefined();
      expect(store.layoutOf('right')!.widgets.left).toMatchObject({ sizeX: 6, sizeY: 4, col: 0, row: 9 });
      store.deleteWidget(added.id, 'right');
      expect(store.config!.widgets[added.id]).toBeUndefined();
      await store.save();
      const again = await (async () => {
        const reopened = new DashboardStore({ http: serverHttp(server.url, token), clipboard });
        await reopened.load(store.dashboard!.id.id);
        return reopened;
      })();
      expect(Object.keys(again.layoutOf('right')!.widgets).sort()).toEqual(['left', 'side']);
      expect(Object.keys(again.layoutOf('main')!.widgets)).toEqual([pasted.id]);
      expect(again.layoutOf('right')!.gridSettings).toMatchObject({ columns: 12, margin: 4 });
    });

    it('grid settings go to the active layout; cancel restores both layouts', async () => {
      const store = await openTwo();
      const before = JSON.stringify(store.config);
      store.enterEdit();
      store.setRightLayoutOpened(true);
      store.setSettings({ showTitle: true }, { columns: 6 });
      expect(store.layoutOf('right')!.gridSettings).toEqual({ columns: 6 });
      expect(store.layoutOf('main')!.gridSettings.columns).toBe(24);
      store.deleteWidget('side', 'right');
      store.cancelEdit();
      expect(JSON.stringify(store.config)).toBe(before);
    });

    it('removing a right layout in the states dialog drops the widgets only it showed', async () => {
      const store = await openTwo();
      store.enterEdit();
      const { right: _removed, ...layouts } = store.config!.states.default.layouts;
      store.setStates({ ...store.config!.states, default: { ...store.config!.states.default, layouts } });
      expect(store.hasRightLayout).toBe(false);
      expect(store.config!.widgets.side).toBeUndefined();
      expect(store.config!.widgets.left).toBeDefined();
    });
  });

  it('reports a dashboard it cannot read', async () => {
    const store = new DashboardStore({ http: serverHttp(server.url, token), clipboard: memoryClipboard() });
    await store.load('00000000-0000-4000-8000-000000000000');
    expect(store.loadError).toMatch(/not found|requested item/i);
  });
});
