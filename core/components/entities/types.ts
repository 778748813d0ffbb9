import { type ComponentType, type ReactNode } from 'react';
import { type EntityType } from '@tessera/sdk';
import { type EntityTableSource } from './EntityTableStore';
import { type FormDefinition } from './formDefinition';

/** A column: its value is always rendered as text. */
export interface EntityColumn<T> {
  key: string;
  /** i18n key of the header. */
  title: string;
  /** Server sort property; `false` makes the column unsortable. Defaults to `key`. */
  sortProperty?: string | false;
  width?: string;
  value(entity: T): string;
  /** A cell that updates itself (a live state chip); `value` still names it for sorting and reading. */
  render?(entity: T): ReactNode;
  /** Hidden until the user shows it. */
  hiddenByDefault?: boolean;
}

/** A button on every row (or on the rows where `isVisible` says so). */
export interface EntityRowAction<T> {
  id: string;
  /** i18n key. */
  label: string;
  icon: ComponentType;
  isVisible?(entity: T): boolean;
  onAction(entity: T, table: { reload(): void }): void | Promise<void>;
}

/** A button shown while rows are selected, next to "Delete selected" (unassign the selected from a customer, ...). */
export interface EntityBulkAction<T> {
  id: string;
  /** i18n key. */
  label: string;
  icon: ComponentType;
  onAction(entities: T[], table: { reload(): void }): void | Promise<void>;
}

/** A button in the table's toolbar (import, claim, ...), next to the add button. */
export interface EntityHeaderAction {
  id: string;
  /** i18n key. */
  label: string;
  icon: ComponentType;
  onAction(table: { reload(): void }): void;
}

/** What a custom entity editor gets: it renders its own fields and Save button. */
export interface EntityEditorProps<T> {
  /** `null` when adding. */
  entity: T | null;
  isReadOnly: boolean;
  /** Called with what the server answered; the table reloads. */
  onSaved(saved: T): void;
  /** Only in the add dialog: closes it without saving. */
  onCancel?(): void;
}

interface EntityFormBase<T> {
  /** Entities shown but not editable (e.g. the Public customer, or every entity for a customer user). */
  isReadOnly?(entity: T): boolean;
  /** `false` hides the add button (a customer user sees the form read-only but adds nothing). Default `true`. */
  canAdd?: boolean;
  /** i18n key of the add dialog title. */
  addTitle: string;
}

/** A form declared as fields: the table renders, validates and submits it. */
export interface EntityFieldsForm<T> extends EntityFormBase<T> {
  definition: FormDefinition;
  toValues(entity: T | null): Record<string, unknown>;
  save(values: Record<string, unknown>, existing: T | null): Promise<T>;
  editor?: undefined;
}

/** An entity too rich for a field list (device profiles): the plugin's own editor component. */
export interface EntityEditorForm<T> extends EntityFormBase<T> {
  editor: ComponentType<EntityEditorProps<T>>;
  /** The add dialog: full screen for a large editor (default), or a large modal for a few fields. */
  dialog?: 'fullscreen' | 'large';
}

/** How the table creates and edits entities. */
export type EntityFormConfig<T> = EntityFieldsForm<T> | EntityEditorForm<T>;

/** Everything an entity table page declares. */
export interface EntityTableConfig<T> extends EntityTableSource<T> {
  entityType: EntityType;
  /** i18n key of the table title. */
  title: string;
  columns: EntityColumn<T>[];
  nameOf(entity: T): string;
  isDeletable?(entity: T): boolean;
  rowActions?: EntityRowAction<T>[];
  bulkActions?: EntityBulkAction<T>[];
  headerActions?: EntityHeaderAction[];
  /** What a row click does instead of opening the details drawer (dashboards open their page). */
  onRowOpen?(entity: T): void;
  form?: EntityFormConfig<T>;
  /** Buttons above the Details form, after "Copy entity id" (copy access token, manage credentials, ...). */
  detailsActions?(entity: T): ReactNode;
}
