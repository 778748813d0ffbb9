// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createScriptRunner } from '../../../core/sandbox/createScriptRunner';
import {
  applyCellResults, CELL_RUNNER_BODY, type CellResult, cellFunctionsOf, cellJobs, sanitizeCellStyle,
} from '../../../widget-bundles/tables/cellFunctions';
import type { TableColumn, TableRow } from '../../../widget-bundles/tables/tableTypes';

const columns: TableColumn[] = [
  { id: 'entityName', title: 'Name' },
  {
    id: 'key:timeseries:temperature', title: 'Temperature', cellFunctions: {
      content: "return '<b>' + value.toFixed(1) + ' °C</b> <img src=x onerror=\"parent.postMessage(1, \\'*\\')\">';",
      style: "return value > 25 ? { color: 'red', 'font-weight': 'bold', background: 'url(https://evil.test/x)' } : {};",
    },
  },
];
const rows: TableRow[] = [
  { key: 'a', cells: ['Hot', '30'], sortValues: ['Hot', 30.04], target: { entityName: 'Hot', entityId: { entityType: 'DEVICE', id: 'a' } } },
  { key: 'b', cells: ['Cold', '10'], sortValues: ['Cold', 10], target: { entityName: 'Cold' } },
];

// The sandbox page's runner, here in the test's realm (jsdom gives it DOMParser).
const run = createScriptRunner();
const inSandbox = (bodies: string[], jobs: unknown[]) => {
  const reply = run({ id: '1', body: CELL_RUNNER_BODY, argNames: ['bodies', 'jobs'], args: [bodies, jobs] });
  if ('error' in reply) throw new Error(reply.error);
  return reply.result as CellResult[];
};

describe('table cell functions in the sandbox', () => {
  it('takes a column\'s functions from its key settings only when switched on', () => {
    expect(cellFunctionsOf({ useCellContentFunction: true, cellContentFunction: 'return 1;', useCellStyleFunction: false, cellStyleFunction: 'return {};' }))
      .toEqual({ content: 'return 1;', style: undefined });
    expect(cellFunctionsOf({ useCellContentFunction: true, cellContentFunction: '  ' })).toBeUndefined();
    expect(cellFunctionsOf({})).toBeUndefined();
  });

  it('computes content as text and safe styles for every cell of a column in one call', () => {
    const { bodies, jobs } = cellJobs(columns, rows);
    expect(bodies).toHaveLength(2);
    expect(jobs.map((j) => [j.row, j.cell, j.kind, j.value])).toEqual([[0, 1, 'content', 30.04], [0, 1, 'style', 30.04], [1, 1, 'content', 10], [1, 1, 'style', 10]]);
    expect(jobs[0].entity).toEqual({ entityName: 'Hot', entityLabel: undefined, entityId: 'a', entityType: 'DEVICE' });
    const results = inSandbox(bodies, jobs);
    const next = applyCellResults(rows, jobs, results);
    expect(next[0].cells).toEqual(['Hot', '30.0 °C ']);
    expect(next[0].styles?.[1]).toEqual({ color: 'red', fontWeight: 'bold' });
    expect(next[1].cells).toEqual(['Cold', '10.0 °C ']);
    expect(next[1].styles?.[1]).toBeUndefined();
    // The input rows are left as they were.
    expect(rows[0].cells).toEqual(['Hot', '30']);
  });

  it('keeps a cell\'s plain value when its function throws', () => {
    const broken: TableColumn[] = [{ id: 'k', title: 'K', cellFunctions: { content: 'return value.nope.deeper;' } }];
    const plain: TableRow[] = [{ key: 'r', cells: ['5'], sortValues: [5], target: {} }];
    const { bodies, jobs } = cellJobs(broken, plain);
    const results = inSandbox(bodies, jobs);
    expect(results[0]).toMatchObject({ ok: false });
    expect(applyCellResults(plain, jobs, results)[0].cells).toEqual(['5']);
  });

  it('lets no URL, expression or unknown property through a style', () => {
    expect(sanitizeCellStyle({
      color: 'green', backgroundColor: 'rgba(0,0,0,.1)', 'background-image': 'url(x)', background: 'image-set("x.png" 1x)',
      border: '1px solid red', position: 'fixed', fontSize: 12, width: 'expression(alert(1))', textAlign: 'right\\',
    })).toEqual({ color: 'green', backgroundColor: 'rgba(0,0,0,.1)', border: '1px solid red', fontSize: 12 });
    expect(sanitizeCellStyle('color: red')).toBeUndefined();
    expect(sanitizeCellStyle({ position: 'fixed' })).toBeUndefined();
  });
});
