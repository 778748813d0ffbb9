import type { FlotSettings } from './settings';

/** True when the console shows its dark scheme (ThemeStore marks `<html data-theme>`). */
export function isDarkScheme(node: Element | null | undefined): boolean {
  return node?.ownerDocument?.documentElement.dataset.theme === 'dark';
}

/** ThingsBoard's light-theme defaults and what replaces them on a dark background. */
const DARK_REPLACEMENTS: Record<string, string> = { '#545454': '#c8c8c8', '#dddddd': '#4a4a4a' };
const follow = (color: string | undefined, dark: boolean) =>
  dark && color ? DARK_REPLACEMENTS[color.toLowerCase()] ?? color : color;

/**
 * The chart's colours for the scheme: ThingsBoard's default font, outline and tick colours turn
 * light on dark; colours a dashboard chose itself are kept.
 */
export function themedFlot(settings: FlotSettings, dark: boolean): FlotSettings {
  if (!dark) return settings;
  return {
    ...settings,
    fontColor: follow(settings.fontColor, dark) ?? settings.fontColor,
    grid: {
      ...settings.grid,
      color: follow(settings.grid.color || '#545454', dark),
      tickColor: follow(settings.grid.tickColor, dark) ?? settings.grid.tickColor,
    },
  };
}
