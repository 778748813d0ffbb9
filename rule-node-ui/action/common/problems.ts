import { getI18n } from 'react-i18next';

/*
 * Validation of the ACTION and EXTERNAL node editors. A node's validate function checks a
 * configuration and returns its problems: each names the configuration field it is about
 * (shown under that field), a message key and the key of the field's label, which the
 * generic messages take as {{field}} ("{{field}} is required."). Translation happens last,
 * so tests compare keys.
 */

/** i18next's t, as far as validation uses it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One reason a configuration cannot be saved. */
export interface Problem {
  /** The configuration field (a dotted path for nested objects) the problem is about. */
  field: string;
  /** Translation key of the message. */
  key: string;
  /** Translation key of the field's label, passed to the message as {{field}}. */
  label?: string;
  params?: Record<string, unknown>;
}

/** The host's i18next t (react-i18next is shared with bundles); keys as they are without one (unit tests). */
export const hostTranslate: Translate = (key, options) => {
  const i18n = getI18n();
  return i18n ? String(i18n.t(key, options ?? {})) : key;
};

export function translateProblem(problem: Problem, t: Translate = hostTranslate): string {
  return t(problem.key, { ...problem.params, ...(problem.label ? { field: t(problem.label) } : {}) });
}

export function translateProblems(problems: readonly Problem[], t: Translate = hostTranslate): string[] {
  return problems.map((problem) => translateProblem(problem, t));
}

/** Blank: missing, null, or text of white space only. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** A number as a form or an imported chain holds it: a number, or numeric text. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value.trim());
    return Number.isFinite(number) ? number : undefined;
  }
  return undefined;
}

/** The value at a dotted path of an object. */
export function valueAt(config: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, name) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined), config);
}
