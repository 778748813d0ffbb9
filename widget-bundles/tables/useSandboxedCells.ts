import { useEffect, useRef, useState } from 'react';
import { type ScriptSandboxService } from '@tessera/sdk';
import { applyCellResults, CELL_RUNNER_BODY, type CellResult, cellJobs } from './cellFunctions';
import { type TableColumn, type TableRow } from './tableTypes';

/**
 * The rows with the columns' cell content and style functions applied, computed in the widget's
 * script sandbox. Until the sandbox answers (and when it fails) the rows show their plain
 * values; while a call is in flight, newer rows wait and only the latest goes next.
 */
export function useSandboxedCells(sandbox: ScriptSandboxService | undefined, columns: readonly TableColumn[], rows: readonly TableRow[]): readonly TableRow[] {
  const [computed, setComputed] = useState<{ source: readonly TableRow[]; rows: readonly TableRow[] } | null>(null);
  const busy = useRef(false);
  const latest = useRef({ columns, rows, sandbox });
  latest.current = { columns, rows, sandbox };
  const hasFunctions = columns.some((c) => c.cellFunctions);

  const mounted = useRef(true);
  const doneKey = useRef('');
  const doneSandbox = useRef<ScriptSandboxService | undefined>(undefined);
  useEffect(() => () => { mounted.current = false; }, []);

  useEffect(() => {
    // A call in flight picks the newest rows up when it is done.
    if (!sandbox || !hasFunctions || busy.current) return;
    const run = () => {
      // The newest sandbox too: the widget's runtime (and its sandbox) may have been replaced meanwhile.
      const { columns: cols, rows: current, sandbox: target } = latest.current;
      if (!target) return;
      const { bodies, jobs } = cellJobs(cols, current);
      // The same functions on the same values: the answer is known (rows are often rebuilt unchanged).
      const key = JSON.stringify([bodies, jobs]);
      if (jobs.length === 0 || (key === doneKey.current && target === doneSandbox.current)) return;
      busy.current = true;
      target.run(CELL_RUNNER_BODY, ['bodies', 'jobs'], [bodies, jobs]).then(
        (answer) => {
          const results = Array.isArray(answer) ? answer as CellResult[] : [];
          // As ThingsBoard does, a throwing function leaves the plain value and says why on the console.
          const failed = results.find((r): r is Extract<CellResult, { ok: false }> => !r.ok);
          if (failed) console.warn(`A cell function of the table failed: ${failed.error}`);
          doneKey.current = key;
          doneSandbox.current = target;
          if (mounted.current) setComputed({ source: current, rows: applyCellResults(current, jobs, results) });
        },
        (error: unknown) => console.warn('The table\'s cell functions did not run', error),
      ).finally(() => {
        busy.current = false;
        if (mounted.current && (latest.current.rows !== current || latest.current.sandbox !== target)) run();
      });
    };
    run();
  }, [sandbox, hasFunctions, rows, columns]);

  if (!hasFunctions || !computed) return rows;
  // The last computed rows while the next computation runs: no flicker back to plain values.
  return computed.source === rows ? computed.rows : mergeComputed(rows, computed);
}

/** Plain new rows, with the styles and content of the previous computation where the row and its values are unchanged. */
function mergeComputed(rows: readonly TableRow[], computed: { source: readonly TableRow[]; rows: readonly TableRow[] }): readonly TableRow[] {
  const byKey = new Map(computed.source.map((row, i) => [row.key, i]));
  return rows.map((row) => {
    const i = byKey.get(row.key);
    if (i === undefined) return row;
    const before = computed.source[i];
    return before.cells.every((cell, c) => cell === row.cells[c]) ? computed.rows[i] : row;
  });
}
