/**
 * Sizes the canvas for the device pixel ratio and returns a cleared 2D context in CSS pixels,
 * or null where there is none (jsdom, a lost context): callers then skip drawing.
 */
export function prepareCanvas(canvas: HTMLCanvasElement, width: number, height: number): CanvasRenderingContext2D | null {
  const ratio = globalThis.devicePixelRatio > 0 ? globalThis.devicePixelRatio : 1;
  const pixelWidth = Math.max(1, Math.round(width * ratio));
  const pixelHeight = Math.max(1, Math.round(height * ratio));
  // Assigning the size clears the canvas and its state even when unchanged: only when it changes.
  if (canvas.width !== pixelWidth) canvas.width = pixelWidth;
  if (canvas.height !== pixelHeight) canvas.height = pixelHeight;
  // Writing a style invalidates it for the next frame even when the value is the same.
  if (canvas.style.width !== `${width}px`) canvas.style.width = `${width}px`;
  if (canvas.style.height !== `${height}px`) canvas.style.height = `${height}px`;
  let g: CanvasRenderingContext2D | null = null;
  try {
    g = canvas.getContext('2d');
  } catch {
    g = null;
  }
  if (!g) return null;
  g.setTransform(ratio, 0, 0, ratio, 0, 0);
  g.clearRect(0, 0, width, height);
  return g;
}

/** A colour at an opacity, for fills under lines and bars. */
export function withAlpha(g: CanvasRenderingContext2D, alpha: number, draw: () => void): void {
  const previous = g.globalAlpha;
  g.globalAlpha = alpha;
  draw();
  g.globalAlpha = previous;
}
