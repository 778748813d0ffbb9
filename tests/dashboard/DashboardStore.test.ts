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

  it('reports a dashboard it cannot read', async () => {
    const store = new DashboardStore({ http: serverHttp(server.url, token), clipboard: memoryClipboard() });
    await store.load('00000000-0000-4000-8000-000000000000');
    expect(store.loadError).toMatch(/not found|requested item/i);
  });
});
