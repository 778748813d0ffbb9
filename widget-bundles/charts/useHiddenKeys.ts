import { useCallback, useState } from 'react';

/**
 * Which keys the user has hidden through the legend. A key the user never toggled follows its
 * `hideDataByDefault` setting, so keys that arrive later start in their configured state.
 */
export function useHiddenKeys() {
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  const isHidden = useCallback((index: number, byDefault: boolean) => toggled.get(index) ?? byDefault, [toggled]);
  const toggle = useCallback((index: number, byDefault: boolean) => {
    setToggled((previous) => new Map(previous).set(index, !(previous.get(index) ?? byDefault)));
  }, []);
  return { isHidden, toggle, toggled };
}

/** The size of the plot area: its box when laid out, else the widget's (jsdom, first frame). */
export function plotSize(element: HTMLElement | null, width: number, height: number): { width: number; height: number } {
  return { width: element?.clientWidth || width, height: element?.clientHeight || height };
}
