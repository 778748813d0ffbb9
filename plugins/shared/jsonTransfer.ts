import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Download from '@spectrum-icons/workflow/Download';
import FileJson from '@spectrum-icons/workflow/FileJson';
import {
  type EntityId, type HttpService, httpServiceRef, type NotificationService, notificationServiceRef, useService,
} from '@tessera/sdk';
import { type EntityHeaderAction, type EntityRowAction } from '@tessera/ui';
import { exportEntityJson, JsonImportError, readJsonFile, toImportBody } from './entityJson';

/** How one kind of entity travels as a JSON file. */
export interface JsonTransferKind {
  /** REST segment: `GET /api/{segment}/{id}` to export, `POST /api/{segment}` to import. */
  segment: string;
  /** Fields an imported file may set; ids, tenant and customer never travel. */
  fields: readonly string[];
  /** Last changes to an imported body (fresh secrets, unique keys). */
  prepare?(body: Record<string, unknown>): Record<string, unknown>;
  /** Called after a successful import (subtype caches). */
  imported?(): void;
  /** What the file holds, from what the server answered (ThingsBoard's export shape); all of it by default. */
  toExport?(entity: Record<string, unknown>): unknown;
}

/** The row action that downloads the entity as the server holds it. */
export function exportJsonAction<T extends { id: EntityId; name?: string }>(http: HttpService, kind: JsonTransferKind): EntityRowAction<T> {
  return {
    id: 'export-json', label: 'action.export-json', icon: Download,
    onAction: async (entity) => {
      const full = await http.get<Record<string, unknown> & { name?: string }>(`/api/${kind.segment}/${entity.id.id}`);
      exportEntityJson(kind.toExport ? kind.toExport(full) : full, `${full.name ?? entity.name ?? kind.segment}`);
    },
  };
}

/** Asks the browser for one JSON file. */
export function chooseFile(): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.json,application/json';
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => resolve(null), { once: true });
    input.click();
  });
}

/**
 * Reads a chosen file, keeps only the kind's writable fields, and saves it as a new entity.
 * Returns the saved entity's name, or throws a {@link JsonImportError} whose message is an
 * i18n key (server refusals are shown by the HTTP service and rethrown as they are).
 */
export async function importJsonFile(http: HttpService, kind: JsonTransferKind, file: Blob): Promise<string> {
  const body = toImportBody(await readJsonFile(file), kind.fields);
  const saved = await http.post<{ name?: string; title?: string }>(`/api/${kind.segment}`, kind.prepare ? kind.prepare(body) : body);
  kind.imported?.();
  return saved.name ?? saved.title ?? '';
}

/** The toolbar button: choose a file, import it, tell the user, reload the table. */
export function importJsonAction(
  http: HttpService,
  notifications: NotificationService,
  t: (key: string, options?: Record<string, unknown>) => string,
  kind: JsonTransferKind,
): EntityHeaderAction {
  return {
    id: 'import-json', label: 'action.import-json', icon: FileJson,
    onAction: (table) => {
      void chooseFile().then(async (file) => {
        if (!file) return;
        try {
          const name = await importJsonFile(http, kind, file);
          notifications.show({ message: t('import.json-imported', { name }), type: 'success' });
          table.reload();
        } catch (error) {
          if (error instanceof JsonImportError) notifications.show({ message: t(error.message), type: 'error' });
        }
      });
    },
  };
}

/** Both JSON actions of a table page, built from the page's services. */
export function useJsonTransfer<T extends { id: EntityId; name?: string }>(kind: JsonTransferKind): { exportAction: EntityRowAction<T>; importAction: EntityHeaderAction } {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const notifications = useService(notificationServiceRef);
  return useMemo(() => ({
    exportAction: exportJsonAction<T>(http, kind),
    importAction: importJsonAction(http, notifications, t, kind),
  }), [http, notifications, t, kind]);
}
