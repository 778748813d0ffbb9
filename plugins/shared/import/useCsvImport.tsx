import { type ReactElement, useMemo, useState } from 'react';
import FileCSV from '@spectrum-icons/workflow/FileCSV';
import { type EntityHeaderAction, subtypeCache } from '@tessera/ui';
import { type ImportKind } from './columns';
import { ImportDialog } from './ImportDialog';

/**
 * The CSV import of a table page: the toolbar button to put in `headerActions`, and the
 * dialog element to render. After an import the table reloads and the kind's type list is
 * fetched anew (new types may have arrived).
 */
export function useCsvImport(kind: ImportKind, title: string): { action: EntityHeaderAction; dialog: ReactElement | null } {
  const [table, setTable] = useState<{ reload(): void } | null>(null);
  const action = useMemo<EntityHeaderAction>(() => ({ id: 'import-csv', label: 'import.import-csv', icon: FileCSV, onAction: setTable }), []);
  const dialog = table && (
    <ImportDialog kind={kind} title={title} onClose={(imported) => {
      if (imported) {
        subtypeCache.invalidate(kind);
        table.reload();
      }
      setTable(null);
    }} />
  );
  return { action, dialog };
}
