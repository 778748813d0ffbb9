/** Font sizes of a simple card, in CSS pixels. */
export interface SimpleCardFonts {
  value: number;
  label: number;
}

const PADDING = 16;
/** Average glyph width of the value font relative to its size (digits are about 0.55 em). */
const GLYPH = 0.6;

/**
 * Sizes the value so it fills its part of the card: the right 60 % beside a label on the
 * left, or the lower 65 % under a label on top, limited by both height and text width.
 */
export function simpleCardFonts(width: number, height: number, valueText: string, labelPosition: string): SimpleCardFonts {
  const w = Math.max(0, width - PADDING);
  const h = Math.max(0, height - PADDING);
  const [areaW, areaH] = labelPosition === 'top' ? [w, h * 0.65] : [w * 0.6, h];
  const byHeight = areaH * 0.7;
  const byWidth = areaW / (Math.max(1, valueText.length) * GLYPH);
  const value = Math.round(Math.max(10, Math.min(160, byHeight, byWidth)));
  return { value, label: Math.round(Math.max(10, Math.min(32, value * 0.4, labelPosition === 'top' ? h * 0.2 : h * 0.5))) };
}
