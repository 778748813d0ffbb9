import { action, computed, makeObservable, observable, observableRef, runInAction, toJS } from 'mobx';
import { type ScriptSandboxService } from '@tessera/sdk';
import { type WidgetsApi } from '../api/widgetsApi';
import { type WidgetDescriptor, type WidgetsBundle, type WidgetTypeDetails } from '../api/types';
import { previewKeyRefs, type PreviewKeyRef, previewKeySettings, withKeySettings } from './keySettings';
import { checkSyntax } from './syntaxCheck';
import { jsonPaneError, type JsonPane, type PaneError, resourceError, type ResourceRow, scriptError } from './validation';

/** The descriptor's text panes. */
export type TextPane = 'templateHtml' | 'templateCss' | 'controllerScript' | JsonPane;

const JSON_PANES: readonly JsonPane[] = ['settingsSchema', 'dataKeySettingsSchema', 'defaultConfig'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A parsed JSON pane, or `{}` while it does not parse. */
export function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : {};
  } catch {
    return {};
  }
}

const snapshot = (type: WidgetTypeDetails) => JSON.stringify({ name: type.name, descriptor: type.descriptor });

/**
 * The widget editor's state: the type being edited, what was last saved (for undo and the
 * leave warning), the checks of seed 001 §5, and the copy of the type the preview runs,
 * taken on Run. A new type (from a template) counts as changed until it is saved once.
 */
export class WidgetEditorStore {
  draft: WidgetTypeDetails;
  private baseline: string;
  /** The type the preview runs: a new object on each Run, so the preview starts over. */
  previewType: WidgetTypeDetails;
  scriptProblem: PaneError | null = null;
  checking = false;
  saving = false;
  /** Not saved yet (made from a template); the first save turns it into a saved type in place. */
  isNew: boolean;

  constructor(
    private readonly api: WidgetsApi,
    private readonly sandbox: ScriptSandboxService,
    readonly bundle: WidgetsBundle,
    type: WidgetTypeDetails,
    isNew: boolean,
    readonly isReadOnly: boolean,
  ) {
    this.isNew = isNew;
    this.draft = structuredClone(type);
    this.baseline = isNew ? '' : snapshot(type);
    this.previewType = structuredClone(type);
    makeObservable<WidgetEditorStore, 'baseline'>(this, {
      draft: observable, baseline: observable, previewType: observableRef, scriptProblem: observableRef, checking: observable,
      saving: observable, isNew: observable, dirty: computed, jsonErrors: computed, resourcesProblem: computed, hasErrors: computed,
      settings: computed, previewKeys: computed, keySettings: computed, setKeySettings: action, setName: action, setPane: action, setResources: action, setSettings: action, undo: action,
      setSize: action,
    });
  }

  get dirty(): boolean {
    return snapshot(this.draft) !== this.baseline;
  }

  get jsonErrors(): Record<JsonPane, PaneError | null> {
    const d = this.draft.descriptor;
    return {
      settingsSchema: jsonPaneError('settingsSchema', d.settingsSchema ?? ''),
      dataKeySettingsSchema: jsonPaneError('dataKeySettingsSchema', d.dataKeySettingsSchema ?? ''),
      defaultConfig: jsonPaneError('defaultConfig', d.defaultConfig ?? ''),
    };
  }

  get resourcesProblem(): string | null {
    return resourceError(this.resources);
  }

  get hasErrors(): boolean {
    return !this.draft.name.trim() || JSON_PANES.some((pane) => this.jsonErrors[pane] !== null) || this.resourcesProblem !== null;
  }

  get resources(): ResourceRow[] {
    return (this.draft.descriptor.resources ?? []).map((r) => ({ url: String(r.url ?? ''), isModule: Boolean(r.isModule) }));
  }

  /** The settings of the default configuration, which the settings form edits. */
  get settings(): Record<string, unknown> {
    const settings = parseObject(this.draft.descriptor.defaultConfig ?? '').settings;
    return isObject(settings) ? settings : {};
  }

  /** The data keys the preview shows, each with its settings (the data key settings form edits them). */
  get previewKeys(): PreviewKeyRef[] {
    return previewKeyRefs(this.draft.descriptor.type, parseObject(this.draft.descriptor.defaultConfig ?? ''));
  }

  /** The preview keys' settings per datasource, as the default configuration has them now. */
  get keySettings(): Record<string, unknown>[][] {
    return previewKeySettings(this.draft.descriptor.type, parseObject(this.draft.descriptor.defaultConfig ?? ''));
  }

  /** Writes one preview key's settings into the default configuration (only while it parses). */
  setKeySettings(datasource: number, key: number, settings: Record<string, unknown>): void {
    if (this.jsonErrors.defaultConfig) return;
    const { type, defaultConfig } = this.draft.descriptor;
    this.draft.descriptor.defaultConfig = JSON.stringify(withKeySettings(type, parseObject(defaultConfig ?? ''), datasource, key, settings), null, 2);
  }

  setName(name: string): void {
    this.draft.name = name;
  }

  setPane(pane: TextPane, text: string): void {
    this.draft.descriptor[pane] = text;
    if (pane === 'controllerScript') this.scriptProblem = null;
  }

  setSize(axis: 'sizeX' | 'sizeY', value: number): void {
    if (Number.isFinite(value) && value > 0) this.draft.descriptor[axis] = value;
  }

  setResources(rows: ResourceRow[]): void {
    this.draft.descriptor.resources = rows.map((r) => (r.isModule ? { url: r.url, isModule: true } : { url: r.url }));
  }

  /** Writes the settings into the default configuration (only while it parses: nothing typed is lost). */
  setSettings(settings: Record<string, unknown>): void {
    const text = this.draft.descriptor.defaultConfig ?? '';
    if (this.jsonErrors.defaultConfig) return;
    this.draft.descriptor.defaultConfig = JSON.stringify({ ...parseObject(text), settings }, null, 2);
  }

  /** Back to what was last saved (or loaded). */
  undo(): void {
    if (!this.baseline) return;
    const saved = JSON.parse(this.baseline) as Pick<WidgetTypeDetails, 'name' | 'descriptor'>;
    this.draft.name = saved.name;
    this.draft.descriptor = saved.descriptor;
    this.scriptProblem = null;
  }

  /** Checks the controller in the sandbox; true when it compiles. */
  async checkScript(): Promise<boolean> {
    runInAction(() => { this.checking = true; });
    try {
      const problem = await checkSyntax(this.sandbox, this.draft.descriptor.controllerScript ?? '');
      runInAction(() => { this.scriptProblem = problem ? scriptError(problem) : null; });
      return problem === null;
    } catch (error) {
      runInAction(() => { this.scriptProblem = { text: `Error: ${(error as Error).message}` }; });
      return false;
    } finally {
      runInAction(() => { this.checking = false; });
    }
  }

  /** Run (and Ctrl+Enter): the preview starts over with the current code, unless it does not compile. */
  async run(): Promise<boolean> {
    if (this.hasErrors || !(await this.checkScript())) return false;
    runInAction(() => { this.previewType = toJS(this.draft); });
    return true;
  }

  /**
   * Saves the type into its bundle; null when a check failed or the server refused (it says why).
   * What the server answers becomes the baseline; edits made while the request was under way stay
   * in the draft (and count as unsaved), so nothing typed is lost.
   */
  async save(): Promise<WidgetTypeDetails | null> {
    // One save at a time: a second Ctrl+S during the first save of a new type would add a second type.
    const previous = this.saveQueue;
    const next = previous.then(() => this.saveNow());
    this.saveQueue = next.catch(() => null);
    return next;
  }

  private saveQueue: Promise<unknown> = Promise.resolve();

  private async saveNow(): Promise<WidgetTypeDetails | null> {
    if (this.isReadOnly || this.hasErrors || !(await this.checkScript())) return null;
    runInAction(() => { this.saving = true; });
    try {
      const sent = snapshot(this.draft);
      const saved = await this.api.saveType(this.cleaned(toJS(this.draft)));
      runInAction(() => {
        const { name, descriptor, ...record } = structuredClone(saved);
        this.draft = snapshot(this.draft) === sent ? { ...record, name, descriptor } : { ...this.draft, ...record };
        this.baseline = snapshot(saved);
        this.isNew = false;
      });
      return saved;
    } catch {
      return null;
    } finally {
      runInAction(() => { this.saving = false; });
    }
  }

  /** A new type named `name` in `bundle`, from the current draft; this editor's type stays as it is. */
  async saveAs(bundle: WidgetsBundle, name: string): Promise<WidgetTypeDetails | null> {
    if (this.hasErrors || !(await this.checkScript())) return null;
    const { descriptor, image, description } = this.cleaned(this.draft);
    try {
      const saved = await this.api.addType(bundle, { name, image, description, descriptor });
      runInAction(() => { this.baseline = snapshot(this.draft); });
      return saved;
    } catch {
      return null;
    }
  }

  /** Blank resource URLs dropped. */
  private cleaned(type: WidgetTypeDetails): WidgetTypeDetails {
    const descriptor: WidgetDescriptor = { ...type.descriptor, resources: (type.descriptor.resources ?? []).filter((r) => String(r.url ?? '').trim()) };
    return { ...type, name: type.name.trim(), descriptor };
  }
}
