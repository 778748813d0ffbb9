import { type ReactNode } from 'react';
import { type WidgetDisplayConfig } from '@tessera/sdk';
import { ChartLegend, type LegendColumn, type LegendEntry } from './ChartLegend';

export interface ChartLayoutProps {
  config: WidgetDisplayConfig;
  entries: readonly LegendEntry[];
  columns: readonly LegendColumn[];
  /** The legend's cells by `index:column`, for in-place updates. */
  cells: Map<string, HTMLElement>;
  onToggle(entry: LegendEntry): void;
  children: ReactNode;
}

/**
 * The plot with the legend on the configured side (when shown and not empty); the plot
 * takes the remaining room.
 */
export function ChartLayout({ config, entries, columns, cells, onToggle, children }: ChartLayoutProps) {
  const { position, direction, sortDataKeys } = config.legendConfig;
  const horizontal = position === 'left' || position === 'right';
  const legendFirst = position === 'top' || position === 'left';
  const sorted = sortDataKeys ? [...entries].sort((a, b) => a.label.localeCompare(b.label)) : entries;
  const legend = config.showLegend && entries.length > 0 ? (
    <div style={{ flex: '0 0 auto', overflow: 'auto', maxHeight: horizontal ? '100%' : '40%', maxWidth: horizontal ? '40%' : '100%' }}>
      <ChartLegend entries={sorted} columns={columns} direction={direction} color={config.color} onToggle={onToggle} cells={cells} />
    </div>
  ) : null;
  return (
    <div style={{ display: 'flex', flexDirection: horizontal ? 'row' : 'column', width: '100%', height: '100%', boxSizing: 'border-box' }}>
      {legendFirst && legend}
      {children}
      {!legendFirst && legend}
    </div>
  );
}
