import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';

/** Field name -> i18n key of its error (with optional interpolation values). */
export type FormErrors = Record<string, { key: string; values?: Record<string, unknown> } | undefined>;

export interface SettingsFormOptions<T> {
  load(): Promise<T>;
  /** Saves and returns what the server stored (what Undo returns to afterwards). */
  save(value: T): Promise<T>;
  validate?(value: T): FormErrors;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `target` with `value` at `path`; every object and array along the path is copied. */
export function setPath(target: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(target)) {
    const copy = [...target];
    copy[head as number] = setPath(copy[head as number], rest, value);
    return copy;
  }
  const obj = (target ?? {}) as Record<string, unknown>;
  return { ...obj, [head]: setPath(obj[head], rest, value) };
}

/**
 * One settings form: the value as loaded (or last saved), the edited value, whether they
 * differ, the validation errors and the save. Undo returns to the saved value.
 */
export class SettingsFormStore<T extends object> {
  saved: T | null = null;
  value: T | null = null;
  loadError: unknown = null;
  saving = false;
  /** Errors show once the user tried to save (or touched the field). */
  submitted = false;
  touched = new Set<string>();

  constructor(private readonly options: SettingsFormOptions<T>) {
    makeObservable(this, {
      saved: observableRef,
      value: observableRef,
      loadError: observableRef,
      saving: observable,
      submitted: observable,
      touched: observable,
      dirty: computed,
      errors: computed,
      isValid: computed,
      set: action,
      patch: action,
      undo: action,
      touch: action,
      showErrors: action,
      setIn: action,
    });
  }

  get dirty(): boolean {
    return this.value !== null && this.saved !== null && !same(this.value, this.saved);
  }

  get errors(): FormErrors {
    return this.value && this.options.validate ? this.options.validate(this.value) : {};
  }

  get isValid(): boolean {
    return Object.values(this.errors).every((e) => !e);
  }

  /** The error to show for `field`: only once touched or after a save attempt. */
  errorOf(field: string): FormErrors[string] {
    return this.submitted || this.touched.has(field) ? this.errors[field] : undefined;
  }

  async load(): Promise<void> {
    try {
      const loaded = await this.options.load();
      runInAction(() => {
        this.saved = loaded;
        this.value = loaded;
        this.loadError = null;
      });
    } catch (error) {
      runInAction(() => (this.loadError = error));
    }
  }

  set<K extends keyof T>(field: K, fieldValue: T[K]): void {
    if (!this.value) return;
    this.value = { ...this.value, [field]: fieldValue };
    this.touched.add(String(field));
  }

  /** Sets a nested value (path of keys and indexes), copying the objects along the path. */
  setIn(path: (string | number)[], fieldValue: unknown): void {
    if (!this.value) return;
    this.value = setPath(this.value, path, fieldValue) as T;
    this.touched.add(path.join('.'));
  }

  patch(changes: Partial<T>): void {
    if (!this.value) return;
    this.value = { ...this.value, ...changes };
    for (const key of Object.keys(changes)) this.touched.add(key);
  }

  touch(field: string): void {
    this.touched.add(field);
  }

  /** Shows every field's error, as a save attempt does (for actions that test the values). */
  showErrors(): void {
    this.submitted = true;
  }

  undo(): void {
    this.value = this.saved;
    this.submitted = false;
    this.touched.clear();
  }

  /** Validates and saves; true when saved. Server errors propagate (the HTTP service shows them). */
  async submit(): Promise<boolean> {
    this.showErrors();
    if (!this.value || !this.isValid || this.saving) return false;
    runInAction(() => (this.saving = true));
    try {
      const stored = await this.options.save(this.value);
      runInAction(() => {
        this.saved = stored;
        this.value = stored;
        this.submitted = false;
        this.touched.clear();
      });
      return true;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
