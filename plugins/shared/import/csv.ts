/** Delimiters the import offers (ThingsBoard's import dialog offers the same four). */
export const CSV_DELIMITERS = [',', ';', '|', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/**
 * Parses CSV text into records (RFC 4180: quoted fields may hold the delimiter, doubled
 * quotes and line breaks; CRLF or LF). A blank line is kept as an empty record so that
 * record numbers stay equal to line numbers as people count them.
 */
export function parseCsv(text: string, delimiter: CsvDelimiter): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const endRecord = () => {
    record.push(field);
    records.push(record.length === 1 && record[0] === '' ? [] : record);
    record = [];
    field = '';
  };
  while (i < body.length) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      record.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      endRecord();
      i += 1;
    } else if (c === '\n' || c === '\r') endRecord();
    else field += c;
    i += 1;
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** One field, quoted when it must be. */
function formatField(value: string, delimiter: string): string {
  return /["\r\n]/.test(value) || value.includes(delimiter) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The inverse of {@link parseCsv}: an empty record becomes a blank line. */
export function formatCsv(records: string[][], delimiter: CsvDelimiter): string {
  return records.map((r) => r.map((f) => formatField(f, delimiter)).join(delimiter)).join('\n');
}

/** Guesses the delimiter from the first line: the candidate that occurs most often. */
export function guessDelimiter(text: string): CsvDelimiter {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  let best: CsvDelimiter = ',';
  let bestCount = 0;
  for (const d of CSV_DELIMITERS) {
    const count = firstLine.split(d).length - 1;
    if (count > bestCount) {
      best = d;
      bestCount = count;
    }
  }
  return best;
}
