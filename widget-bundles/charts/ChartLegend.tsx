import { type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** One key in the legend. */
export interface LegendEntry {
  index: number;
  label: string;
  color: string;
  hidden: boolean;
  /** False with the key's `disableDataHiding`. */
  canHide: boolean;
  /** The key's `hideDataByDefault`: its state until the user toggles it. */
  hideByDefault: boolean;
  /** Text of each column (a statistic, the value), by column id. */
  cells: Record<string, string>;
}

/** A column of numbers: its id and translated title. */
export interface LegendColumn {
  id: string;
  title: string;
}

export interface ChartLegendProps {
  entries: readonly LegendEntry[];
  columns: readonly LegendColumn[];
  direction: 'column' | 'row';
  color: string;
  onToggle(entry: LegendEntry): void;
  /**
   * Filled with each cell's element, keyed `index:column`, so the chart can update the numbers
   * on every frame without re-rendering React.
   */
  cells: Map<string, HTMLElement>;
}

const swatch = (color: string, hidden: boolean): CSSProperties => ({
  display: 'inline-block', width: 12, height: 12, borderRadius: 2, marginRight: 6, verticalAlign: 'middle',
  background: hidden ? 'transparent' : color, border: `2px solid ${color}`, boxSizing: 'border-box',
});

function KeyButton({ entry, onToggle }: { entry: LegendEntry; onToggle(entry: LegendEntry): void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled={!entry.canHide}
      aria-pressed={entry.canHide ? !entry.hidden : undefined}
      title={entry.canHide ? t('widgets.charts.toggle-key') : undefined}
      onClick={() => entry.canHide && onToggle(entry)}
      style={{
        all: 'unset', cursor: entry.canHide ? 'pointer' : 'default', whiteSpace: 'nowrap',
        textDecoration: entry.hidden ? 'line-through' : 'none', opacity: entry.hidden ? 0.5 : 1,
      }}
    >
      <span style={swatch(entry.color, entry.hidden)} />
      {entry.label}
    </button>
  );
}

/** The legend: a table of keys and columns, or a wrapping row; a key's label toggles it. */
export function ChartLegend({ entries, columns, direction, color, onToggle, cells }: ChartLegendProps) {
  const cellRef = (key: string) => (element: HTMLElement | null) => {
    if (element) cells.set(key, element);
    else cells.delete(key);
  };
  const font: CSSProperties = { color, fontSize: 12, padding: 4 };
  if (direction === 'row') {
    return (
      <div style={{ ...font, display: 'flex', flexWrap: 'wrap', gap: '4px 16px', justifyContent: 'center' }}>
        {entries.map((entry) => (
          <span key={entry.index} data-legend-key={entry.index}>
            <KeyButton entry={entry} onToggle={onToggle} />
            {columns.map((column) => (
              <span key={column.id} style={{ marginLeft: 8, whiteSpace: 'nowrap' }}>
                {column.title}: <span ref={cellRef(`${entry.index}:${column.id}`)}>{entry.cells[column.id]}</span>
              </span>
            ))}
          </span>
        ))}
      </div>
    );
  }
  return (
    <table style={{ ...font, borderCollapse: 'collapse', margin: '0 auto' }}>
      {columns.length > 0 && (
        <thead>
          <tr>
            <th />
            {columns.map((column) => <th key={column.id} style={{ padding: '0 8px', fontWeight: 500, textAlign: 'right' }}>{column.title}</th>)}
          </tr>
        </thead>
      )}
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.index} data-legend-key={entry.index}>
            <td style={{ padding: '1px 8px 1px 0' }}><KeyButton entry={entry} onToggle={onToggle} /></td>
            {columns.map((column) => (
              <td key={column.id} ref={cellRef(`${entry.index}:${column.id}`)} style={{ padding: '1px 8px', textAlign: 'right', whiteSpace: 'nowrap' }}>
                {entry.cells[column.id]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
