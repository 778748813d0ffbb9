import { type CSSProperties } from 'react';
import { type TableColumn, type TableRow } from './tableTypes';

/*
 * ThingsBoard's per-column cell functions of the tables (key settings `useCellContentFunction`
 * / `cellContentFunction` and `useCellStyleFunction` / `cellStyleFunction`). They are tenant
 * code, so they run in the widget's script sandbox (architecture.md, Trust), all cells of an
 * update in one call; what comes back is text (the content function's HTML reduced to its text
 * in the sandbox) and a style object cut down to a few safe properties.
 */

/** The functions of a column, from its data key's settings. */
export function cellFunctionsOf(settings: Record<string, unknown>): TableColumn['cellFunctions'] {
  const body = (use: unknown, text: unknown) => (use === true && typeof text === 'string' && text.trim() !== '' ? text : undefined);
  const content = body(settings.useCellContentFunction, settings.cellContentFunction);
  const style = body(settings.useCellStyleFunction, settings.cellStyleFunction);
  return content || style ? { content, style } : undefined;
}

/** One cell to compute: function `fn` (an index into the call's bodies) on a value and its row's entity. */
export interface CellJob {
  row: number;
  cell: number;
  kind: 'content' | 'style';
  fn: number;
  value: unknown;
  entity: { entityName?: string; entityLabel?: string; entityId?: string; entityType?: string };
}

export type CellResult = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * Runs in the sandbox with `bodies` and `jobs`: compiles each body once per sandbox realm as
 * `function (value, entity, ctx)`, and returns a result per job. Content HTML becomes its text
 * through DOMParser (which runs no scripts and loads nothing).
 */
export const CELL_RUNNER_BODY = `
var cache = self.__tesseraCellFunctions || (self.__tesseraCellFunctions = {});
var parser = typeof DOMParser === 'function' ? new DOMParser() : null;
return jobs.map(function (job) {
  try {
    var body = bodies[job.fn];
    var fn = cache[body] || (cache[body] = new Function('value', 'entity', 'ctx', body));
    var out = fn(job.value, job.entity, {});
    if (job.kind === 'style') return { ok: true, value: out && typeof out === 'object' ? JSON.parse(JSON.stringify(out)) : null };
    var text = out === undefined || out === null ? '' : String(out);
    if (parser && /[<&]/.test(text)) text = parser.parseFromString(text, 'text/html').body.textContent || '';
    return { ok: true, value: text };
  } catch (e) {
    return { ok: false, error: String((e && e.message) || e) };
  }
});`;

/** The cells of `rows` that have functions, and the distinct function bodies they use. */
export function cellJobs(columns: readonly TableColumn[], rows: readonly TableRow[]): { bodies: string[]; jobs: CellJob[] } {
  const bodies: string[] = [];
  const indexOf = (body: string) => {
    let i = bodies.indexOf(body);
    if (i < 0) i = bodies.push(body) - 1;
    return i;
  };
  const jobs: CellJob[] = [];
  columns.forEach((column, cell) => {
    const fns = column.cellFunctions;
    if (!fns) return;
    rows.forEach((row, r) => {
      const entity = {
        entityName: row.target.entityName, entityLabel: row.target.entityLabel,
        entityId: row.target.entityId?.id, entityType: row.target.entityId?.entityType,
      };
      const value = row.sortValues[cell] ?? null;
      if (fns.content) jobs.push({ row: r, cell, kind: 'content', fn: indexOf(fns.content), value, entity });
      if (fns.style) jobs.push({ row: r, cell, kind: 'style', fn: indexOf(fns.style), value, entity });
    });
  });
  return { bodies, jobs };
}

const STYLE_PROPERTIES = new Set([
  'color', 'backgroundColor', 'background', 'fontWeight', 'fontStyle', 'fontSize', 'textDecoration', 'textAlign',
  'border', 'borderColor', 'borderRadius', 'padding', 'opacity', 'whiteSpace',
]);
// No way out through a style: no URLs, images, expressions or escapes.
const UNSAFE_VALUE = /url\s*\(|image-set|image\s*\(|expression\s*\(|attr\s*\(|\\|@import|javascript:/i;

/** A cell style function's answer, cut down to safe properties and values. */
export function sanitizeCellStyle(value: unknown): CSSProperties | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const style: Record<string, string | number> = {};
  for (const [raw, v] of Object.entries(value as Record<string, unknown>)) {
    const name = raw.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (!STYLE_PROPERTIES.has(name)) continue;
    if (typeof v === 'number' && Number.isFinite(v)) style[name] = v;
    else if (typeof v === 'string' && v.length <= 200 && !UNSAFE_VALUE.test(v)) style[name] = v;
  }
  return Object.keys(style).length > 0 ? style as CSSProperties : undefined;
}

/** The rows with the results put in: content replaces a cell's text, style goes into `styles`. */
export function applyCellResults(rows: readonly TableRow[], jobs: readonly CellJob[], results: readonly CellResult[]): TableRow[] {
  const next = rows.map((row) => ({ ...row, cells: [...row.cells], styles: row.styles ? [...row.styles] : new Array<CSSProperties | undefined>(row.cells.length).fill(undefined) }));
  jobs.forEach((job, i) => {
    const result = results[i];
    if (!result?.ok) return;
    const row = next[job.row];
    if (job.kind === 'content') row.cells[job.cell] = String(result.value ?? '');
    else row.styles[job.cell] = sanitizeCellStyle(result.value);
  });
  return next;
}
