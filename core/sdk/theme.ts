import { createServiceRef } from './ServiceRef';

/** What the user chose: a fixed scheme, or whatever the operating system prefers. */
export type ThemePreference = 'light' | 'dark' | 'system';

/**
 * The console colour scheme. Widgets and pages should style themselves with React Spectrum's
 * CSS variables, which follow it; canvas drawings read `colorScheme` to pick their colours.
 *
 * @example
 * const theme = useService(themeServiceRef);
 * theme.setPreference('dark');
 * const grid = theme.colorScheme === 'dark' ? '#444' : '#ddd';
 */
export interface ThemeService {
  /** The user's choice, remembered in local storage (and in the user's settings by the profile page). */
  readonly preference: ThemePreference;
  /** The scheme in effect: the preference, or the system's for `system`. */
  readonly colorScheme: 'light' | 'dark';
  /** Applies and remembers a preference. */
  setPreference(preference: ThemePreference): void;
}

export const themeServiceRef = createServiceRef<ThemeService>({ id: 'core.theme' });

export const THEME_PREFERENCES: readonly ThemePreference[] = ['system', 'light', 'dark'];

/** Narrows a stored value to a preference; anything else means `system`. */
export function toThemePreference(value: unknown): ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system' ? value : 'system';
}
