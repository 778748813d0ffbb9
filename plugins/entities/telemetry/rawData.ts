import { type TelemetryData } from '@tessera/sdk';
import { type PageData, pageOfList } from '@tessera/ui';

/** One row of the raw data table. */
export interface RawDataRow {
  ts: number;
  key: string;
  value: string;
}

/** REST history (`{key: [{ts, value}]}`) flattened to rows, newest first, then by key. */
export function historyRows(history: Record<string, { ts: number; value: unknown }[]>): RawDataRow[] {
  const rows: RawDataRow[] = [];
  for (const [key, points] of Object.entries(history)) {
    for (const p of points) rows.push({ ts: p.ts, key, value: typeof p.value === 'string' ? p.value : JSON.stringify(p.value) });
  }
  return rows.sort(newestFirst);
}

const newestFirst = (a: RawDataRow, b: RawDataRow) => b.ts - a.ts || a.key.localeCompare(b.key);

/** Live points (v1 data) added to the rows, skipping deletion markers and points already shown. */
export function addLivePoints(rows: RawDataRow[], data: TelemetryData): RawDataRow[] {
  const known = new Set(rows.map((r) => `${r.ts}|${r.key}`));
  const fresh = Object.entries(data).flatMap(([key, points]) => points
    .filter(([ts]) => ts > 0 && !known.has(`${ts}|${key}`))
    .map(([ts, value]) => ({ ts, key, value })));
  return fresh.length === 0 ? rows : [...fresh, ...rows].sort(newestFirst);
}

/** The raw data table's page (client-side paging over the fetched window), filtered by key or value text. */
export function rawDataPage(rows: RawDataRow[], page: number, pageSize: number, textSearch = ''): PageData<RawDataRow> {
  return pageOfList(rows, { page, pageSize, textSearch }, (r) => `${r.key} ${r.value}`, (r) => r.ts);
}
