import { action, computed, makeObservable, observable } from 'mobx';
import { type ThemePreference, type ThemeService, toThemePreference } from '../sdk/theme';

/** Local storage key; main.tsx reads it before the first paint. */
export const THEME_KEY = 'tb-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

type MatchMedia = (query: string) => Pick<MediaQueryList, 'matches' | 'addEventListener'>;

/** Resolves a preference against the system setting. */
export function resolveColorScheme(preference: ThemePreference, systemDark: boolean): 'light' | 'dark' {
  return preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;
}

/** Marks the page so CSS outside the Spectrum provider (body, scrollbars, form controls) follows. */
export function applyColorScheme(doc: Document, scheme: 'light' | 'dark'): void {
  doc.documentElement.dataset.theme = scheme;
  doc.documentElement.style.colorScheme = scheme;
}

/** The colour scheme: the user's preference in local storage, the system's when it says `system`. */
export class ThemeStore implements ThemeService {
  preference: ThemePreference;
  systemDark: boolean;

  constructor(private readonly deps: { storage: Storage; document?: Document; matchMedia?: MatchMedia }) {
    this.preference = toThemePreference(deps.storage.getItem(THEME_KEY));
    const query = deps.matchMedia?.(DARK_QUERY);
    this.systemDark = query?.matches ?? false;
    makeObservable(this, {
      preference: observable, systemDark: observable, colorScheme: computed, setPreference: action, setSystemDark: action,
    });
    query?.addEventListener('change', (event) => this.setSystemDark(event.matches));
    this.apply();
  }

  get colorScheme(): 'light' | 'dark' {
    return resolveColorScheme(this.preference, this.systemDark);
  }

  setPreference(preference: ThemePreference): void {
    this.preference = toThemePreference(preference);
    this.deps.storage.setItem(THEME_KEY, this.preference);
    this.apply();
  }

  setSystemDark(dark: boolean): void {
    this.systemDark = dark;
    this.apply();
  }

  private apply(): void {
    if (this.deps.document) applyColorScheme(this.deps.document, this.colorScheme);
  }
}
