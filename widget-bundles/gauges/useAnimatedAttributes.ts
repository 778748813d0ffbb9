import { useLayoutEffect, useRef } from 'react';
import { ValueAnimator, type AnimationOptions } from './ValueAnimator';

/**
 * Moves a number towards `target` and writes `attributesOf(step)` onto the element behind the
 * returned ref on every frame, outside React, so a busy dashboard does not render a gauge
 * per frame. The animator is the only writer of those attributes.
 */
export function useAnimatedAttributes<E extends SVGElement>(
  target: number,
  options: AnimationOptions,
  attributesOf: (value: number) => Record<string, string>,
) {
  const ref = useRef<E>(null);
  const latest = useRef(attributesOf);
  latest.current = attributesOf;
  const animator = useRef<ValueAnimator | null>(null);
  const drawn = useRef<E | null>(null);
  const draw = (value: number) => {
    const element = ref.current;
    if (!element) return;
    drawn.current = element;
    for (const [name, text] of Object.entries(latest.current(value))) element.setAttribute(name, text);
  };
  if (animator.current === null) animator.current = new ValueAnimator(draw);
  const { animate, duration, rule } = options;
  // A layout effect: the element has its first position before the browser paints it.
  useLayoutEffect(() => {
    // Without frames (a test DOM) values jump.
    const canAnimate = animate && typeof requestAnimationFrame === 'function';
    animator.current?.setTarget(target, { animate: canAnimate, duration, rule });
  }, [target, animate, duration, rule]);
  // An element that appeared later (after an empty state) gets the value shown now.
  useLayoutEffect(() => {
    const shown = animator.current?.value;
    if (ref.current && ref.current !== drawn.current && shown !== null && shown !== undefined) draw(shown);
  });
  useLayoutEffect(() => () => animator.current?.stop(), []);
  return ref;
}
