import { type ReactNode } from 'react';

/**
 * The widget's body at the size the host measured, so the table scrolls inside it with its
 * header and pager in view; 100% until the host knows the size.
 */
export function WidgetBody({ height, children }: { height: number; children: ReactNode }) {
  return <div style={{ height: height > 0 ? height : '100%', display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'hidden' }}>{children}</div>;
}
