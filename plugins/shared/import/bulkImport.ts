import { type HttpService } from '@tessera/sdk';
import { type ColumnMapping, type ImportKind, KEYED_COLUMNS } from './columns';
import { type CsvDelimiter, formatCsv } from './csv';

/** ThingsBoard's BulkImportResult. */
export interface BulkImportResult {
  created: number;
  updated: number;
  errors: number;
  errorsList: string[];
}

/** One failed line of the whole file. */
export interface ImportLineError {
  line: number;
  message: string;
}

export interface ImportSummary {
  created: number;
  updated: number;
  errors: ImportLineError[];
}

export interface ImportRequest {
  kind: ImportKind;
  /** All records of the file, the header first when `header` is set. */
  records: string[][];
  header: boolean;
  delimiter: CsvDelimiter;
  mapping: ColumnMapping[];
  update: boolean;
  /** Rows per request: each request answers quickly, and progress moves between them. */
  chunkSize?: number;
  onProgress?(done: number, total: number): void;
  signal?: AbortSignal;
}

export const IMPORT_CHUNK_SIZE = 250;

const LINE_ERROR = /^Line (\d+):\s*(.*)$/s;

/** Reads "Line N: message" as the server words it; N is counted within the request's text. */
export function parseLineError(text: string, lineOffset: number): ImportLineError {
  const match = LINE_ERROR.exec(text);
  return match ? { line: Number(match[1]) + lineOffset, message: match[2] } : { line: 0, message: text };
}

/**
 * Sends the file in slices of `chunkSize` rows, each with the header, and adds up the
 * answers. Line numbers are turned back into lines of the whole file. A failed request
 * stops the import; what earlier requests stored stays stored and is counted.
 */
export async function runImport(http: HttpService, request: ImportRequest): Promise<ImportSummary> {
  const chunkSize = request.chunkSize ?? IMPORT_CHUNK_SIZE;
  const head = request.header ? request.records.slice(0, 1) : [];
  const rows = request.header ? request.records.slice(1) : request.records;
  const mapping = request.mapping.map((c) => (KEYED_COLUMNS.has(c.type) ? { type: c.type, key: c.key?.trim() } : { type: c.type }));
  const summary: ImportSummary = { created: 0, updated: 0, errors: [] };
  request.onProgress?.(0, rows.length);
  for (let start = 0; start < rows.length; start += chunkSize) {
    if (request.signal?.aborted) break;
    const slice = rows.slice(start, start + chunkSize);
    const body = {
      file: formatCsv([...head, ...slice], request.delimiter),
      mapping: { columns: mapping, delimiter: request.delimiter, update: request.update, header: request.header },
    };
    const result = await http.post<BulkImportResult>(`/api/${request.kind}/bulk_import`, body, { ignoreLoading: true });
    summary.created += result.created;
    summary.updated += result.updated;
    summary.errors.push(...result.errorsList.map((e) => parseLineError(e, start)));
    request.onProgress?.(Math.min(start + chunkSize, rows.length), rows.length);
  }
  return summary;
}
