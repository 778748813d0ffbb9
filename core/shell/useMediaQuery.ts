import { useSyncExternalStore } from 'react';

/** Breakpoints of the specification, in CSS pixels. */
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920 } as const;

/** Tracks whether a media query matches. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useMinWidth = (px: number) => useMediaQuery(`(min-width: ${px}px)`);
