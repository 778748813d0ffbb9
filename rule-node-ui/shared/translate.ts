import { getI18n } from 'react-i18next';

/**
 * Translates validation keys with the host's i18next instance (the one the console
 * initialised); without one (a unit test) the keys are returned as they are.
 */
export function translateAll(keys: readonly string[]): string[] {
  const i18n = getI18n();
  return keys.map((key) => (i18n ? i18n.t(key) : key));
}

/**
 * A validator over translation keys made into the SDK's `validate` (translated texts).
 * With `defaults`, it checks the configuration as the editor shows it and the engine reads
 * it: the saved value over the defaults.
 */
export function translatedValidator<C extends object>(validate: (config: C) => string[], defaults?: C): (config: C) => string[] {
  return (config) => translateAll(validate({ ...(defaults ?? {}), ...(config ?? {}) } as C));
}

/** Whether a value is a non-blank string. */
export function filled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
