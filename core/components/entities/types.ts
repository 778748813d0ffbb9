import { type ComponentType } from 'react';
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

/** How the table creates and edits entities. */
export interface EntityFormConfig<T> {
  definition: FormDefinition;
  toValues(entity: T | null): Record<string, unknown>;
  save(values: Record<string, unknown>, existing: T | null): Promise<T>;
  /** Entities shown but not editable (e.g. the Public customer). */
  isReadOnly?(entity: T): boolean;
  /** i18n key of the add dialog title. */
  addTitle: string;
}

/** Everything an entity table page declares. */
export interface EntityTableConfig<T> extends EntityTableSource<T> {
  entityType: EntityType;
  /** i18n key of the table title. */
  title: string;
  columns: EntityColumn<T>[];
  nameOf(entity: T): string;
  isDeletable?(entity: T): boolean;
  rowActions?: EntityRowAction<T>[];
  form?: EntityFormConfig<T>;
}
