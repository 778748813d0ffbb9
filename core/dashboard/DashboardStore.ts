import { action, computed, makeObservable, observable, observableRef, runInAction, toJS } from 'mobx';
import { type LayoutItem } from 'react-grid-layout';
import {
  completeTimewindow, type FullTimewindow, type HttpService, type WidgetDefinition,
} from '@tessera/sdk';
import { applyGridItems, nextFreeRow } from './model/layout';
import { normalizeConfig } from './model/normalize';
import { decodeStateParam, effectiveParams, openState, popToState, rootStateId, updateState } from './model/states';
import {
  type DashboardConfig, type DashboardLayout, type DashboardSettings, type DashboardState, type DashboardWidget,
  type EntityAlias, type GridSettings, type StateEntry, type StateParams,
} from './model/types';
import { copyWidget, createWidget } from './model/widgetFactory';

/** The dashboard entity as `GET /api/dashboard/{id}` answers it (contract §2). */
export interface DashboardEntity {
  id: { entityType: 'DASHBOARD'; id: string };
  title: string;
  configuration: unknown;
  [key: string]: unknown;
}

/** Where a copied widget waits for paste; survives a reload and works across dashboards. */
export interface WidgetClipboard {
  read(): DashboardWidget | null;
  write(widget: DashboardWidget): void;
}

export interface DashboardStoreDeps {
  http: HttpService;
  clipboard: WidgetClipboard;
  now?: () => number;
  maxDatapoints?: number;
}

export const localStorageClipboard = (storage: Pick<Storage, 'getItem' | 'setItem'>): WidgetClipboard => ({
  read() {
    try {
      const text = storage.getItem('tessera.widgetClipboard');
      return text ? (JSON.parse(text) as DashboardWidget) : null;
    } catch {
      return null;
    }
  },
  write(widget) {
    storage.setItem('tessera.widgetClipboard', JSON.stringify(widget));
  },
});

/**
 * One open dashboard: its configuration, the state stack, the time window, and edit mode.
 * Edit mode works on the configuration in place and keeps the configuration it started
 * from, so Cancel undoes the whole edit and Save stores it.
 */
export class DashboardStore {
  dashboard: DashboardEntity | null = null;
  config: DashboardConfig | null = null;
  loadError: string | null = null;
  isEdit = false;
  saving = false;
  stack: StateEntry[] = [];
  timewindow: FullTimewindow;
  /** Set while there is something to paste. */
  clipboardWidget: DashboardWidget | null;
  private snapshot: { config: DashboardConfig; timewindow: FullTimewindow } | null = null;

  constructor(private readonly deps: DashboardStoreDeps) {
    this.timewindow = completeTimewindow(null, this.now(), this.maxDatapoints);
    this.clipboardWidget = deps.clipboard.read();
    makeObservable<DashboardStore, 'snapshot'>(this, {
      dashboard: observableRef, config: observable, loadError: observable, isEdit: observable, saving: observable,
      stack: observableRef, timewindow: observableRef, clipboardWidget: observableRef, snapshot: observableRef,
      stateId: computed, state: computed, layout: computed, stateParams: computed, dirty: computed,
      setLoaded: action, setStack: action, openState: action, updateState: action, popToState: action,
      setTimewindow: action, enterEdit: action, cancelEdit: action, applyGrid: action, addWidget: action,
      replaceWidget: action, deleteWidget: action, copy: action, paste: action, setAliases: action, setStates: action,
      setSettings: action,
    });
  }

  get maxDatapoints(): number {
    return this.deps.maxDatapoints ?? 500;
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  get stateId(): string {
    const top = this.stack.at(-1)?.id;
    return top && this.config?.states[top] ? top : this.config ? rootStateId(this.config) : 'default';
  }

  get state(): DashboardState | null {
    return this.config?.states[this.stateId] ?? null;
  }

  get layout(): DashboardLayout | null {
    return this.state?.layouts.main ?? null;
  }

  get stateParams(): StateParams {
    return effectiveParams(this.stack);
  }

  get dirty(): boolean {
    return this.snapshot !== null && JSON.stringify(this.snapshot.config) !== JSON.stringify(this.config);
  }

  /** Loads the dashboard and opens the state stack of the URL's `state` parameter (else the root state). */
  async load(dashboardId: string, stateParam: string | null = null): Promise<void> {
    try {
      const dashboard = await this.deps.http.get<DashboardEntity>(`/api/dashboard/${encodeURIComponent(dashboardId)}`, { ignoreErrors: true });
      this.setLoaded(dashboard, stateParam);
    } catch (error) {
      runInAction(() => {
        this.loadError = error instanceof Error ? error.message : String(error);
      });
    }
  }

  setLoaded(dashboard: DashboardEntity, stateParam: string | null = null): void {
    this.dashboard = dashboard;
    this.config = normalizeConfig(dashboard.configuration, dashboard.title);
    this.timewindow = completeTimewindow(this.config.timewindow ?? null, this.now(), this.maxDatapoints);
    this.loadError = null;
    this.stack = decodeStateParam(stateParam, this.config);
  }

  setStack(stack: StateEntry[]): void {
    this.stack = stack;
  }

  openState(id: string, params: StateParams = {}): void {
    if (this.config?.states[id]) this.stack = openState(this.stack, id, params);
  }

  updateState(id: string, params: StateParams = {}): void {
    if (this.config?.states[id]) this.stack = updateState(this.stack, id, params);
  }

  popToState(index: number): void {
    this.stack = popToState(this.stack, index);
  }

  /** In view mode the window applies until reload; in edit mode it is saved with the dashboard. */
  setTimewindow(timewindow: FullTimewindow): void {
    this.timewindow = timewindow;
    if (this.isEdit && this.config) this.config.timewindow = timewindow;
  }

  enterEdit(): void {
    if (!this.config || this.isEdit) return;
    this.snapshot = { config: toJS(this.config), timewindow: this.timewindow };
    this.isEdit = true;
  }

  cancelEdit(): void {
    if (this.snapshot) {
      this.config = this.snapshot.config;
      this.timewindow = this.snapshot.timewindow;
    }
    this.snapshot = null;
    this.isEdit = false;
  }

  async save(): Promise<void> {
    if (!this.dashboard || !this.config) return;
    this.saving = true;
    try {
      const configuration = JSON.parse(JSON.stringify(this.config)) as DashboardConfig;
      const saved = await this.deps.http.post<DashboardEntity>('/api/dashboard', { ...this.dashboard, configuration });
      runInAction(() => {
        this.dashboard = saved;
        this.config = normalizeConfig(saved.configuration, saved.title);
        this.snapshot = null;
        this.isEdit = false;
      });
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** Positions after a drag or resize. */
  applyGrid(items: readonly LayoutItem[]): void {
    const state = this.state;
    if (!this.isEdit || !state) return;
    state.layouts.main = applyGridItems(state.layouts.main, items);
  }

  addWidget(definition: WidgetDefinition<any>): DashboardWidget | null {
    return this.insert(createWidget(definition));
  }

  private insert(widget: DashboardWidget): DashboardWidget | null {
    const state = this.state;
    if (!this.isEdit || !this.config || !state) return null;
    this.config.widgets[widget.id] = widget;
    state.layouts.main.widgets[widget.id] = { sizeX: widget.sizeX, sizeY: widget.sizeY, col: 0, row: nextFreeRow(state.layouts.main) };
    return widget;
  }

  replaceWidget(widget: DashboardWidget): void {
    if (this.isEdit && this.config?.widgets[widget.id]) this.config.widgets[widget.id] = widget;
  }

  /** Removes the widget from this state; the widget itself goes when no state shows it. */
  deleteWidget(id: string): void {
    const config = this.config;
    const state = this.state;
    if (!this.isEdit || !config || !state) return;
    delete state.layouts.main.widgets[id];
    const shown = Object.values(config.states).some((s) => s.layouts.main.widgets[id] || s.layouts.right?.widgets[id]);
    if (!shown) delete config.widgets[id];
  }

  copy(id: string): void {
    const widget = this.config?.widgets[id];
    const place = this.layout?.widgets[id];
    if (!widget) return;
    const copied = { ...toJS(widget), ...(place ? { sizeX: place.sizeX, sizeY: place.sizeY } : {}) };
    this.deps.clipboard.write(copied);
    this.clipboardWidget = copied;
  }

  paste(): DashboardWidget | null {
    const copied = this.clipboardWidget ?? this.deps.clipboard.read();
    return copied ? this.insert(copyWidget(copied)) : null;
  }

  setAliases(aliases: Record<string, EntityAlias>): void {
    if (this.isEdit && this.config) this.config.entityAliases = aliases;
  }

  setStates(states: Record<string, DashboardState>): void {
    if (!this.isEdit || !this.config) return;
    this.config.states = states;
    if (!states[this.stateId]) this.stack = [{ id: rootStateId(this.config), params: {} }];
  }

  setSettings(settings: DashboardSettings, gridSettings: GridSettings): void {
    const state = this.state;
    if (!this.isEdit || !this.config || !state) return;
    this.config.settings = settings;
    state.layouts.main.gridSettings = gridSettings;
  }
}
