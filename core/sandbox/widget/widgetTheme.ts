import type { BridgeTheme } from '../../services/sandbox/widgetBridgeProtocol';

/**
 * The colours a widget template uses to follow the console's theme, as CSS variables on the
 * frame's root (`var(--tb-text-color)`, ...), with `color-scheme` so form controls and scroll
 * bars follow too. The text colours are ThingsBoard's (87 % and 54 % black, or white in dark);
 * the background is the console's widget cell (Spectrum's gray-50: black in the darkest scale the console uses for dark).
 */
export const THEME_CSS = `
:root { color-scheme: light; --tb-text-color: rgba(0, 0, 0, 0.87); --tb-secondary-text-color: rgba(0, 0, 0, 0.54);
  --tb-background-color: #ffffff; --tb-border-color: rgba(0, 0, 0, 0.12); --tb-primary-color: #305680; --tb-accent-color: #ff9a00; }
:root.tb-theme-dark { color-scheme: dark; --tb-text-color: rgba(255, 255, 255, 0.87); --tb-secondary-text-color: rgba(255, 255, 255, 0.6);
  --tb-background-color: #000000; --tb-border-color: rgba(255, 255, 255, 0.16); --tb-primary-color: #7ba7d9; --tb-accent-color: #ffb340; }
body { color: var(--tb-text-color); }
`;

/** Puts the theme's stylesheet in the frame once (before the widget's own CSS, which may override it). */
export function installThemeStyles(document: Document): void {
  if (document.getElementById('tb-theme')) return;
  const style = document.createElement('style');
  style.id = 'tb-theme';
  style.textContent = THEME_CSS;
  document.head.prepend(style);
}

/** Marks the frame's root and the widget's container with `tb-theme-light` or `tb-theme-dark`. */
export function applyTheme(container: HTMLElement, theme: BridgeTheme): void {
  installThemeStyles(container.ownerDocument);
  for (const element of [container.ownerDocument.documentElement, container]) {
    element.classList.toggle('tb-theme-dark', theme === 'dark');
    element.classList.toggle('tb-theme-light', theme !== 'dark');
  }
}
