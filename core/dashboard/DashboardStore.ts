import { action, computed, makeObservable, observable, observableRef, runInAction, toJS } from 'mobx';
import { type LayoutItem } from 'react-grid-layout';
import { type HttpService, type WidgetDefinition } from '@tessera/sdk';
import { completeTimewindow, DEFAULT_MAX_DATAPOINTS_LIMIT, type FullTimewindow } from '@tessera/ui';
import { applyGridItems, nextFreeRow } from './model/layout';
import { normalizeConfig } from './model/normalize';
import { activeLayoutId, droppedWidgetIds, hasRightLayout, moveBetweenLayouts, shownWidgetIds } from './model/stateLayouts';
import { decodeStateParam, effectiveParams, openState, popToState, rootStateId, updateState } from './model/states';
import {
  type DashboardConfig, type DashboardLayout, type DashboardSettings, type DashboardState, type DashboardWidget,
  type EntityAlias, type GridSettings, type LayoutId, type StateEntry, type StateParams,
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
  /**
   * ThingsBoard's `isRightLayoutOpened`: narrow screens show the right layout instead of
   * main, and new or pasted widgets go to it. Every state change closes it unless the
   * action that changed the state asks to open it (`openRightLayout`).
   */
  rightLayoutOpened = false;
  /** Set while there is something to paste. */
  clipboardWidget: DashboardWidget | null;
  private snapshot: { config: DashboardConfig; timewindow: FullTimewindow } | null = null;

  constructor(private readonly deps: DashboardStoreDeps) {
    this.timewindow = completeTimewindow(null, this.now(), this.maxDatapoints);
    this.clipboardWidget = deps.clipboard.read();
    makeObservable<DashboardStore, 'snapshot'>(this, {
      dashboard: observableRef, config: observable, loadError: observable, isEdit: observable, saving: observable,
      stack: observableRef, rightLayoutOpened: observable, timewindow: observableRef, clipboardWidget: observableRef, snapshot: observableRef,
      stateId: computed, state: computed, hasRightLayout: computed, activeLayout: computed, layout: computed, stateParams: computed, dirty: computed,
      setLoaded: action, setStack: action, setRightLayoutOpened: action, toggleRightLayout: action, moveWidget: action, openState: action, updateState: action, popToState: action,
      setTimewindow: action, enterEdit: action, cancelEdit: action, applyGrid: action, addWidget: action,
      replaceWidget: action, deleteWidget: action, copy: action, paste: action, setAliases: action, setStates: action,
      setSettings: action,
    });
  }

  get maxDatapoints(): number {
    return this.deps.maxDatapoints ?? DEFAULT_MAX_DATAPOINTS_LIMIT;
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

  get hasRightLayout(): boolean {
    return hasRightLayout(this.state);
  }

  /** The layout narrow screens show and that Add widget, Paste and the settings dialog act on. */
  get activeLayout(): LayoutId {
    return activeLayoutId(this.state, this.rightLayoutOpened);
  }

  /** The active layout of the current state. */
  get layout(): DashboardLayout | null {
    return this.layoutOf(this.activeLayout);
  }

  layoutOf(id: LayoutId): DashboardLayout | null {
    return this.state?.layouts[id] ?? null;
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
    this.rightLayoutOpened = false;
  }

  openState(id: string, params: StateParams = {}, openRightLayout = false): void {
    if (!this.config?.states[id]) return;
    this.stack = openState(this.stack, id, params);
    this.rightLayoutOpened = openRightLayout;
  }

  updateState(id: string, params: StateParams = {}, openRightLayout = false): void {
    if (!this.config?.states[id]) return;
    this.stack = updateState(this.stack, id, params);
    this.rightLayoutOpened = openRightLayout;
  }

  popToState(index: number): void {
    this.stack = popToState(this.stack, index);
    this.rightLayoutOpened = false;
  }

  /** Opens the right layout (true) or main; a state without a right layout stays on main. */
  setRightLayoutOpened(opened: boolean): void {
    this.rightLayoutOpened = opened;
  }

  /** The layout toggle of narrow screens and of the mobile app. */
  toggleRightLayout(): void {
    this.rightLayoutOpened = this.activeLayout !== 'right';
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

  /** Positions after a drag or resize in one layout of the current state. */
  applyGrid(items: readonly LayoutItem[], layoutId: LayoutId = 'main'): void {
    const state = this.state;
    const layout = state?.layouts[layoutId];
    if (!this.isEdit || !state || !layout) return;
    state.layouts[layoutId] = applyGridItems(layout, items);
  }

  /** Adds a new widget below the others of a layout, the active one unless told. */
  addWidget(definition: WidgetDefinition<any>, layoutId: LayoutId = this.activeLayout): DashboardWidget | null {
    return this.insert(createWidget(definition), layoutId);
  }

  private insert(widget: DashboardWidget, layoutId: LayoutId): DashboardWidget | null {
    const layout = this.layoutOf(layoutId);
    if (!this.isEdit || !this.config || !layout) return null;
    this.config.widgets[widget.id] = widget;
    layout.widgets[widget.id] = { sizeX: widget.sizeX, sizeY: widget.sizeY, col: 0, row: nextFreeRow(layout) };
    return widget;
  }

  /** Moves a widget of the current state to its other layout. */
  moveWidget(id: string, from: LayoutId, to: LayoutId): void {
    const state = this.state;
    if (this.isEdit && state) state.layouts = moveBetweenLayouts(state, id, from, to);
  }

  replaceWidget(widget: DashboardWidget): void {
    if (this.isEdit && this.config?.widgets[widget.id]) this.config.widgets[widget.id] = widget;
  }

  /** Removes the widget from a layout of this state; the widget itself goes when no layout shows it. */
  deleteWidget(id: string, layoutId: LayoutId = 'main'): void {
    const config = this.config;
    const layout = this.layoutOf(layoutId);
    if (!this.isEdit || !config || !layout) return;
    delete layout.widgets[id];
    if (!shownWidgetIds(config.states).has(id)) delete config.widgets[id];
  }

  /** Copies a widget with its size in the layout it was copied from. */
  copy(id: string, layoutId: LayoutId = 'main'): void {
    const widget = this.config?.widgets[id];
    const place = this.layoutOf(layoutId)?.widgets[id];
    if (!widget) return;
    const copied = { ...toJS(widget), ...(place ? { sizeX: place.sizeX, sizeY: place.sizeY } : {}) };
    this.deps.clipboard.write(copied);
    this.clipboardWidget = copied;
  }

  /** Pastes the copied widget into a layout, the active one unless told. */
  paste(layoutId: LayoutId = this.activeLayout): DashboardWidget | null {
    const copied = this.clipboardWidget ?? this.deps.clipboard.read();
    return copied ? this.insert(copyWidget(copied), layoutId) : null;
  }

  setAliases(aliases: Record<string, EntityAlias>): void {
    if (this.isEdit && this.config) this.config.entityAliases = aliases;
  }

  setStates(states: Record<string, DashboardState>): void {
    if (!this.isEdit || !this.config) return;
    // Widgets only a removed state or layout showed go with it.
    for (const id of droppedWidgetIds(this.config.states, states)) delete this.config.widgets[id];
    this.config.states = states;
    if (!states[this.stateId]) this.stack = [{ id: rootStateId(this.config), params: {} }];
  }

  /** Dashboard settings, and the grid settings of a layout of this state (the active one unless told). */
  setSettings(settings: DashboardSettings, gridSettings: GridSettings, layoutId: LayoutId = this.activeLayout): void {
    const layout = this.layoutOf(layoutId);
    if (!this.isEdit || !this.config || !layout) return;
    this.config.settings = settings;
    layout.gridSettings = gridSettings;
  }
}
