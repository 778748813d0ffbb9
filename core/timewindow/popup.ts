import { TIMEWINDOW_POPUP } from './constants';

/** Where the time window panel opens, from the button's box and the viewport (seed 001 §2.6). */
export type TimewindowPlacement =
  | { mode: 'fullscreen' }
  | { mode: 'popup'; vertical: 'above' | 'below'; horizontal: 'alignLeft' | 'alignRight'; minWidth: number; maxHeight: number };

/** Below 600 px the panel covers the screen; otherwise it opens above when under 375 px are left below, right-aligned when under 417 px are left to the right. */
export function timewindowPlacement(anchor: { left: number; bottom: number }, viewport: { width: number; height: number }): TimewindowPlacement {
  if (viewport.width < TIMEWINDOW_POPUP.breakpoint) return { mode: 'fullscreen' };
  return {
    mode: 'popup',
    vertical: anchor.bottom + TIMEWINDOW_POPUP.spaceBelow > viewport.height ? 'above' : 'below',
    horizontal: anchor.left + TIMEWINDOW_POPUP.spaceRight > viewport.width ? 'alignRight' : 'alignLeft',
    minWidth: TIMEWINDOW_POPUP.minWidth,
    maxHeight: TIMEWINDOW_POPUP.maxHeight,
  };
}
