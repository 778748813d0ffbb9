import { type MouseEvent, type ReactNode, type Ref } from 'react';

type Pointer = (x: number, y: number) => void;

const relative = (event: MouseEvent<HTMLDivElement>, handle: Pointer) => {
  const box = event.currentTarget.getBoundingClientRect();
  handle(event.clientX - box.left, event.clientY - box.top);
};

/**
 * The canvas in a box that takes the room the legend leaves, reporting the pointer in the
 * box's coordinates; overlays (empty state, tooltip) are its children.
 */
export function PlotArea({ plotRef, canvasRef, onPointer, onLeave, onPick, pointer, children }: {
  plotRef: Ref<HTMLDivElement>;
  canvasRef: Ref<HTMLCanvasElement>;
  onPointer: Pointer;
  onLeave(): void;
  onPick?: Pointer;
  pointer?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      ref={plotRef}
      style={{ position: 'relative', flex: '1 1 auto', minWidth: 0, minHeight: 0, overflow: 'hidden', cursor: pointer ? 'pointer' : 'default' }}
      onMouseMove={(event) => relative(event, onPointer)}
      onMouseLeave={onLeave}
      onClick={onPick && ((event) => relative(event, onPick))}
    >
      <canvas ref={canvasRef} style={{ position: 'absolute', left: 0, top: 0, display: 'block' }} />
      {children}
    </div>
  );
}
