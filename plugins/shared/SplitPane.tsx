import { type ReactNode, useRef, useState } from 'react';
import './splitPane.css';

/** How far a pane may shrink, in percent of the split. */
const MIN_PERCENT = 10;
/** One arrow key press moves the gutter this much. */
const KEY_STEP = 5;

const clamp = (percent: number) => Math.min(100 - MIN_PERCENT, Math.max(MIN_PERCENT, percent));

/**
 * Two panes with a gutter between them that the pointer drags and the arrow keys move
 * (Split.js's behaviour in ThingsBoard's script test dialog). `columns` puts the panes side
 * by side; otherwise they are stacked. `initial` is the first pane's share in percent.
 */
export function SplitPane(props: {
  columns: boolean;
  initial: number;
  gutter: number;
  /** Accessible name of the gutter. */
  label: string;
  first: ReactNode;
  second: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [percent, setPercent] = useState(clamp(props.initial));
  const { columns, gutter } = props;

  const moveTo = (clientX: number, clientY: number) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect) return;
    const offset = columns ? clientX - rect.left : clientY - rect.top;
    const size = columns ? rect.width : rect.height;
    if (size > gutter) setPercent(clamp(((offset - gutter / 2) / (size - gutter)) * 100));
  };

  const template = `calc((100% - ${gutter}px) * ${percent / 100}) ${gutter}px minmax(0, 1fr)`;
  return (
    <div
      ref={box}
      className="tb-split"
      style={{ display: 'grid', [columns ? 'gridTemplateColumns' : 'gridTemplateRows']: template, [columns ? 'gridTemplateRows' : 'gridTemplateColumns']: '100%' }}
    >
      <div className="tb-split-pane">{props.first}</div>
      <div
        role="separator"
        tabIndex={0}
        aria-label={props.label}
        aria-orientation={columns ? 'vertical' : 'horizontal'}
        aria-valuemin={MIN_PERCENT}
        aria-valuemax={100 - MIN_PERCENT}
        aria-valuenow={Math.round(percent)}
        className={columns ? 'tb-split-gutter tb-split-gutter-col' : 'tb-split-gutter tb-split-gutter-row'}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          event.preventDefault();
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) moveTo(event.clientX, event.clientY);
        }}
        onKeyDown={(event) => {
          const back = columns ? 'ArrowLeft' : 'ArrowUp';
          const forward = columns ? 'ArrowRight' : 'ArrowDown';
          if (event.key === back || event.key === forward) {
            event.preventDefault();
            setPercent((p) => clamp(p + (event.key === forward ? KEY_STEP : -KEY_STEP)));
          }
        }}
      />
      <div className="tb-split-pane">{props.second}</div>
    </div>
  );
}
