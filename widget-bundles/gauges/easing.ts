/** canvas-gauges' animation rules by name (`animationRule` setting); p and the result are 0..1. */
export type Easing = (p: number) => number;

const quad: Easing = (p) => p ** 2;
const delastic: Easing = (p) => 2 ** (10 * (p - 1)) * Math.cos((20 * Math.PI * 1.5 / 3) * p);
const debounce: Easing = (p) => {
  for (let a = 0, b = 1; b > 1e-6; a += b, b /= 2) {
    if (p >= (7 - 4 * a) / 11) return -(((11 - 6 * a - 11 * p) / 4) ** 2) + b ** 2;
  }
  return p;
};

export const EASINGS: Record<string, Easing> = {
  linear: (p) => p,
  quad,
  dequad: (p) => 1 - quad(1 - p),
  quint: (p) => p ** 5,
  dequint: (p) => 1 - (1 - p) ** 5,
  cycle: (p) => 1 - Math.sin(Math.acos(p)),
  decycle: (p) => Math.sin(Math.acos(1 - p)),
  bounce: (p) => 1 - debounce(1 - p),
  debounce,
  elastic: (p) => 1 - delastic(1 - p),
  delastic,
};

/** The easing named `rule`, linear when unknown. */
export function easingOf(rule: unknown): Easing {
  return (typeof rule === 'string' && EASINGS[rule]) || EASINGS.linear;
}
