import { useProvider } from '@adobe/react-spectrum/Provider';
import type { WidgetDisplayConfig } from '../sdk/widgets';

/** ThingsBoard's default widget colours; a dashboard that keeps them has not chosen its own. */
const DEFAULT_BACKGROUND = /^(#fff(fff)?|white|rgba?\(255, ?255, ?255(, ?1)?\))$/i;
const DEFAULT_TEXT = /^rgba\(0, ?0, ?0, ?0\.87\d*\)$/;

/** The cell paints Spectrum's surface; the widget inside draws on it (transparent). */
export const DARK_CELL_BACKGROUND = 'var(--spectrum-global-color-gray-50, #1d1d1d)';
/** A concrete colour, since widgets hand it to canvases and sandboxed iframes. */
export const DARK_WIDGET_TEXT = 'rgba(255, 255, 255, 0.87)';

/**
 * The display colours for the console's scheme: ThingsBoard's defaults turn dark; the
 * dashboard's own colours win. `cellBackground` is for the widget's cell.
 */
export function themedDisplay(display: WidgetDisplayConfig, dark: boolean): WidgetDisplayConfig & { cellBackground?: string } {
  if (!dark) return { ...display, cellBackground: display.backgroundColor };
  const defaultBackground = !display.backgroundColor || DEFAULT_BACKGROUND.test(display.backgroundColor);
  return {
    ...display,
    backgroundColor: defaultBackground ? 'transparent' : display.backgroundColor,
    cellBackground: defaultBackground ? DARK_CELL_BACKGROUND : display.backgroundColor,
    color: !display.color || DEFAULT_TEXT.test(display.color) ? DARK_WIDGET_TEXT : display.color,
  };
}

/** Whether the surrounding Spectrum provider is dark (light outside one, as in unit tests). */
export function useDarkScheme(): boolean {
  try {
    return useProvider().colorScheme === 'dark';
  } catch {
    return false;
  }
}
