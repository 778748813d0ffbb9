import { describe, expect, it } from 'vitest';
import { resolveColorScheme, THEME_KEY, ThemeStore } from '../../core/services/ThemeStore';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() { return map.size; },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => { map.delete(k); },
    setItem: (k, v) => { map.set(k, String(v)); },
  };
}

/** A `prefers-color-scheme: dark` query whose answer the test changes. */
function systemQuery(dark: boolean) {
  const listeners: ((e: { matches: boolean }) => void)[] = [];
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: (e: { matches: boolean }) => void) => listeners.push(listener),
    change(next: boolean) { query.matches = next; listeners.forEach((l) => l({ matches: next })); },
  };
  return query;
}

describe('ThemeStore', () => {
  it('resolves system against the operating system and keeps fixed choices', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });

  it('starts from local storage, treats unknown values as system, and remembers a new choice', () => {
    expect(new ThemeStore({ storage: memoryStorage({ [THEME_KEY]: 'dark' }) }).colorScheme).toBe('dark');
    const storage = memoryStorage({ [THEME_KEY]: 'purple' });
    const store = new ThemeStore({ storage });
    expect(store.preference).toBe('system');
    store.setPreference('dark');
    expect(storage.getItem(THEME_KEY)).toBe('dark');
    expect(store.colorScheme).toBe('dark');
  });

  it('follows the system while the preference is system', () => {
    const query = systemQuery(false);
    const store = new ThemeStore({ storage: memoryStorage(), matchMedia: () => query as unknown as MediaQueryList });
    expect(store.colorScheme).toBe('light');
    query.change(true);
    expect(store.colorScheme).toBe('dark');
    store.setPreference('light');
    expect(store.colorScheme).toBe('light');
  });

  it('marks the document so CSS outside the Spectrum provider follows', () => {
    const documentElement = { dataset: {} as Record<string, string>, style: {} as Record<string, string> };
    const doc = { documentElement } as unknown as Document;
    const store = new ThemeStore({ storage: memoryStorage(), document: doc });
    store.setPreference('dark');
    expect([documentElement.dataset.theme, documentElement.style.colorScheme]).toEqual(['dark', 'dark']);
  });
});
