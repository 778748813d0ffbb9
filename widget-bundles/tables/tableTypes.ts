import { type CSSProperties } from 'react';
import { type ActionTarget, type DataValue } from '@tessera/sdk';

/** A column of a widget table. `id` is what `defaultSortOrder` and the sort state name. */
export interface TableColumn {
  id: string;
  title: string;
  /** Another name `defaultSortOrder` may use for this column (a data key's name). */
  name?: string;
  /** CSS width; absent lets the table size the column. */
  width?: string;
  /** Hidden until the user shows it from the column menu. */
  hiddenByDefault?: boolean;
  /** Listed in the column menu; columns that are not always stay as they are. */
  selectable?: boolean;
  /** ThingsBoard's cell content and style functions of the column's key (run in the widget's sandbox). */
  cellFunctions?: { content?: string; style?: string };
}

/** A value a cell sorts by: the raw value, so numbers sort as numbers. */
export type SortValue = DataValue | undefined;

/** One row: its cells as text (what is shown and searched) and the values they sort by. */
export interface TableRow {
  key: string;
  /** Text per column, aligned with the table's columns. */
  cells: readonly string[];
  sortValues: readonly SortValue[];
  /** The entity actions of this row are about. */
  target: ActionTarget;
  /** Per cell, the style its column's style function gave it. */
  styles?: readonly (CSSProperties | undefined)[];
}

/** A sort on one column. */
export interface SortOrder {
  column: string;
  direction: 'asc' | 'desc';
}
