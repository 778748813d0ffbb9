/*
 * CSV text as the bulk import reads it (RFC 4180 plus the delimiters the console
 * offers): quoted fields may hold delimiters, line breaks and doubled quotes; LF,
 * CRLF and CR all end a record; blank lines are skipped but still counted.
 */

export const CSV_DELIMITERS = [',', ';', '|', '\t'] as const;

export interface CsvRecord {
  /** 1-based line of the text where the record starts. */
  line: number;
  cells: string[];
}

export function parseCsv(text: string, delimiter: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let touched = false;

  const endRecord = () => {
    cells.push(cell);
    // A line with nothing on it is no record (a lone empty cell).
    if (touched || cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    touched = false;
  };

  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
        cell += c;
      }
      continue;
    }
    if (c === '"' && cell === '') {
      quoted = true;
      touched = true;
    } else if (c === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else cell += c;
  }
  if (cell !== '' || cells.length > 0 || touched) endRecord();
  return records;
}
