/** A rectangle in CSS pixels. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where an image of `natural` size lands when contained (centred, aspect kept) in a `box`; the box itself while unknown. */
export function containRect(naturalWidth: number, naturalHeight: number, boxWidth: number, boxHeight: number): Rect {
  if (!(naturalWidth > 0 && naturalHeight > 0)) return { left: 0, top: 0, width: boxWidth, height: boxHeight };
  const scale = Math.min(boxWidth / naturalWidth, boxHeight / naturalHeight);
  const width = naturalWidth * scale;
  const height = naturalHeight * scale;
  return { left: (boxWidth - width) / 2, top: (boxHeight - height) / 2, width, height };
}

/**
 * The centre of a label at `x`/`y` per cent of the image, and its font size: TB gives it in
 * per cent of the image width, so labels scale with the picture.
 */
export function labelPlacement(area: Rect, x: number, y: number, fontSizePercent: number): { left: number; top: number; fontSize: number } {
  return {
    left: area.left + (area.width * x) / 100,
    top: area.top + (area.height * y) / 100,
    fontSize: Math.max(1, (area.width * fontSizePercent) / 100),
  };
}
