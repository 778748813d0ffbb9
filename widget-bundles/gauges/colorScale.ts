/*
 * Colour parsing and interpolation for the gauges' level colours: enough CSS colour syntax
 * for what ThingsBoard settings hold (hex, rgb(a), common names), no dependency.
 */

export type Rgba = readonly [number, number, number, number];

const NAMED: Record<string, string> = {
  black: '#000000', white: '#ffffff', red: '#ff0000', green: '#008000', lime: '#00ff00', blue: '#0000ff',
  yellow: '#ffff00', orange: '#ffa500', purple: '#800080', gray: '#808080', grey: '#808080', cyan: '#00ffff',
  magenta: '#ff00ff', transparent: '#00000000',
};

/** Parses `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()` and a few names; null when unknown. */
export function parseColor(text: string | undefined | null): Rgba | null {
  if (!text) return null;
  const value = NAMED[text.trim().toLowerCase()] ?? text.trim();
  let m = /^#([0-9a-f]{3,4})$/i.exec(value);
  if (m) {
    const [r, g, b, a = 'f'] = m[1].split('');
    return [parseInt(r + r, 16), parseInt(g + g, 16), parseInt(b + b, 16), parseInt(a + a, 16) / 255];
  }
  m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(value);
  if (m) {
    const n = parseInt(m[1], 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, m[2] ? parseInt(m[2], 16) / 255 : 1];
  }
  m = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(value);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])];
  return null;
}

export function formatRgba([r, g, b, a]: Rgba): string {
  return `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${Math.round(a * 1000) / 1000})`;
}

/** The colour `t` (0..1) of the way from `from` to `to`. */
export function interpolateColor(from: Rgba, to: Rgba, t: number): Rgba {
  const k = Math.min(1, Math.max(0, t));
  return [0, 1, 2, 3].map((i) => from[i] + (to[i] - from[i]) * k) as unknown as Rgba;
}

/**
 * The level colour at `ratio` (0..1 of the scale): the colours are evenly spaced stops of a
 * gradient, as in justgage. Unparseable colours are skipped; with none, `fallback`.
 */
export function levelColor(ratio: number, colors: readonly string[], fallback: string): string {
  const stops = colors.map(parseColor).filter((c): c is Rgba => c !== null);
  if (stops.length === 0) return fallback;
  if (stops.length === 1) return formatRgba(stops[0]);
  const position = Math.min(1, Math.max(0, Number.isFinite(ratio) ? ratio : 0)) * (stops.length - 1);
  const index = Math.min(Math.floor(position), stops.length - 2);
  return formatRgba(interpolateColor(stops[index], stops[index + 1], position - index));
}
