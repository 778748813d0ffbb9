import { beautifyJson } from '@tessera/ui';

/** i18n keys a JSON import can fail with. */
export type JsonImportErrorKey = 'import.file-unreadable' | 'import.invalid-json-file' | 'import.not-an-entity' | 'import.not-a-dashboard';

/** A failed JSON import; `message` is the i18n key to show, so callers can `t(error.message)`. */
export class JsonImportError extends Error {
  constructor(readonly key: JsonImportErrorKey) {
    super(key);
    this.name = 'JsonImportError';
  }
}

/** Fields an import never sends: the server assigns them, and a copied id would overwrite the original. */
const NEVER_IMPORTED = new Set(['id', 'createdTime', 'tenantId', 'customerId']);

/**
 * Downloads an entity as a pretty-printed (indent 2) `.json` file through a Blob and a
 * temporary link, as the Export row actions do.
 */
export function exportEntityJson(entity: unknown, fileName: string, doc: Document = document): void {
  const blob = new Blob([beautifyJson(entity)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = /\.json$/i.test(fileName) ? fileName : `${fileName}.json`;
  link.style.display = 'none';
  doc.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Reads a chosen file as JSON; rejects with a JsonImportError naming what went wrong. */
export async function readJsonFile(file: Blob): Promise<unknown> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    throw new JsonImportError('import.file-unreadable');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new JsonImportError('import.invalid-json-file');
  }
}

/**
 * The request body that creates an entity from an imported file: only the writable fields
 * listed, never id, createdTime, tenantId or customerId. Throws when the JSON is not an object.
 */
export function toImportBody(json: unknown, allowedFields: readonly string[]): Record<string, unknown> {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new JsonImportError('import.not-an-entity');
  const source = json as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  for (const field of allowedFields) {
    if (!NEVER_IMPORTED.has(field) && Object.hasOwn(source, field) && source[field] !== undefined) body[field] = source[field];
  }
  return body;
}
