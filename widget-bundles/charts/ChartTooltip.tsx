/** One line of a tooltip: a colour swatch, a label and a value, all as text. */
export interface TooltipLine {
  color: string;
  label: string;
  value: string;
}

/** A small box near the pointer, kept inside the widget. */
export function ChartTooltip({ x, y, width, title, lines }: { x: number; y: number; width: number; title?: string; lines: readonly TooltipLine[] }) {
  const flip = x > width / 2;
  return (
    <div
      role="tooltip"
      style={{
        position: 'absolute', top: y + 12, left: flip ? undefined : x + 12, right: flip ? width - x + 12 : undefined,
        pointerEvents: 'none', background: 'rgba(0, 0, 0, 0.75)', color: '#fff', fontSize: 11, padding: '4px 8px',
        borderRadius: 4, whiteSpace: 'nowrap', zIndex: 1,
      }}
    >
      {title && <div style={{ fontWeight: 600, marginBottom: 2 }}>{title}</div>}
      {lines.map((line, i) => (
        <div key={i}>
          <span style={{ display: 'inline-block', width: 8, height: 8, marginRight: 6, background: line.color }} />
          {line.label}: <strong>{line.value}</strong>
        </div>
      ))}
    </div>
  );
}
