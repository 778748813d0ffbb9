import { describe, expect, it } from 'vitest';
import { type HttpService } from '@tessera/sdk';
import { formatCsv, guessDelimiter, parseCsv } from '../../plugins/shared/import/csv';
import { columnTypesOf, guessMapping, mappingError } from '../../plugins/shared/import/columns';
import { type BulkImportResult, parseLineError, runImport } from '../../plugins/shared/import/bulkImport';

describe('CSV reading', () => {
  it('reads quotes, doubled quotes, line breaks inside quotes, CRLF and a BOM', () => {
    const text = '\ufeffname,desc\r\n"A, 1","say ""hi"""\r\n"B","two\nlines"\n';
    expect(parseCsv(text, ',')).toEqual([['name', 'desc'], ['A, 1', 'say "hi"'], ['B', 'two\nlines']]);
  });

  it('keeps blank lines as empty records so numbering follows the file', () => {
    expect(parseCsv('a\n\nb', ',')).toEqual([['a'], [], ['b']]);
  });

  it('writes back what it reads', () => {
    const records = [['name', 'note'], ['x;y', 'q"q'], [], ['plain', 'multi\nline']];
    expect(parseCsv(formatCsv(records, ';'), ';')).toEqual(records);
  });

  it('guesses the delimiter from the first line', () => {
    expect(guessDelimiter('name;type;label\na;b;c')).toBe(';');
    expect(guessDelimiter('name\ttype\n')).toBe('\t');
    expect(guessDelimiter('name')).toBe(',');
  });
});

describe('column mapping', () => {
  it('maps known headers and makes the rest server attributes', () => {
    expect(guessMapping('device', ['Name', 'Device type', 'accessToken', 'serial', 'name'], true)).toEqual([
      { type: 'NAME' }, { type: 'TYPE' }, { type: 'ACCESS_TOKEN' }, { type: 'SERVER_ATTRIBUTE', key: 'serial' },
      { type: 'SERVER_ATTRIBUTE', key: 'name' },
    ]);
  });

  it('offers device-only and edge-only columns only for their kind', () => {
    expect(columnTypesOf('asset')).not.toContain('ACCESS_TOKEN');
    expect(columnTypesOf('edge')).toContain('ROUTING_KEY');
    expect(guessMapping('asset', ['name', 'token'], true)[1]).toEqual({ type: 'SERVER_ATTRIBUTE', key: 'token' });
  });

  it('without a header takes name, type, then attributes', () => {
    expect(guessMapping('asset', ['a', 'b', 'c'], false).map((c) => c.type)).toEqual(['NAME', 'TYPE', 'SERVER_ATTRIBUTE']);
  });

  it('needs exactly one name column, keys on keyed columns, and no duplicates', () => {
    expect(mappingError([{ type: 'TYPE' }])).toBe('import.name-column-required');
    expect(mappingError([{ type: 'NAME' }, { type: 'NAME' }])).toBe('import.name-column-required');
    expect(mappingError([{ type: 'NAME' }, { type: 'TIMESERIES', key: ' ' }])).toBe('import.column-key-required');
    expect(mappingError([{ type: 'NAME' }, { type: 'LABEL' }, { type: 'LABEL' }])).toBe('import.column-duplicate');
    expect(mappingError([{ type: 'NAME' }, { type: 'SERVER_ATTRIBUTE', key: 'a' }, { type: 'SHARED_ATTRIBUTE', key: 'a' }])).toBeNull();
  });
});

describe('running an import in slices', () => {
  /** Records each request and answers as the server would: one error per line whose name is blank. */
  function recordingServer() {
    const bodies: { file: string; mapping: { header: boolean } }[] = [];
    const http = {
      activeRequests: 0,
      get: () => Promise.reject(new Error('unused')),
      delete: () => Promise.reject(new Error('unused')),
      post: async <T,>(_url: string, body: unknown) => {
        const request = body as { file: string; mapping: { header: boolean; delimiter: ',' } };
        bodies.push(request);
        const records = parseCsv(request.file, ',');
        const result: BulkImportResult = { created: 0, updated: 0, errors: 0, errorsList: [] };
        records.forEach((record, index) => {
          if (request.mapping.header && index === 0) return;
          if (record.length === 0) return;
          if (!record[0]) {
            result.errors += 1;
            result.errorsList.push(`Line ${index + 1}: Device name should be specified!`);
          } else result.created += 1;
        });
        return result as T;
      },
    } as HttpService;
    return { http, bodies };
  }

  it('sends each slice with the header and reports lines of the whole file', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => [i === 4 || i === 8 ? '' : `dev${i}`, 'thermo']);
    const { http, bodies } = recordingServer();
    const progress: number[] = [];
    const summary = await runImport(http, {
      kind: 'device', records: [['name', 'type'], ...rows], header: true, delimiter: ',', update: false,
      mapping: [{ type: 'NAME' }, { type: 'TYPE' }], chunkSize: 3, onProgress: (done) => progress.push(done),
    });
    expect(bodies).toHaveLength(4);
    expect(bodies.every((b) => b.file.startsWith('name,type\n'))).toBe(true);
    expect(summary.created).toBe(8);
    // Data rows 5 and 9 are lines 6 and 10 of the file (the header is line 1).
    expect(summary.errors.map((e) => e.line)).toEqual([6, 10]);
    expect(progress).toEqual([0, 3, 6, 9, 10]);
  });

  it('reads the server line format and keeps unexpected texts whole', () => {
    expect(parseLineError('Line 3: Device name should be specified!', 250)).toEqual({ line: 253, message: 'Device name should be specified!' });
    expect(parseLineError('Something else', 0)).toEqual({ line: 0, message: 'Something else' });
  });
});
