import { isBlank, numberOf, type Problem, valueAt } from './problems';

/** The largest value of a Java int, the bound ThingsBoard's numeric fields use. */
export const MAX_INT = 2147483647;

/** PEM text: at least one `-----BEGIN ...-----` block. */
export const PEM_BLOCK = /-----BEGIN [A-Z0-9 ]+-----[\s\S]+?-----END [A-Z0-9 ]+-----/;

/** Whether a template can give an http(s) URL: it is one, or it starts with a `${...}` / `$[...]` pattern. */
export function isUrlPattern(value: string): boolean {
  const text = value.trim();
  if (/^(\$\{[^}]+\}|\$\[[^\]]+\])\S*$/.test(text)) return true;
  return /^https?:\/\/[^/?#\s]+\S*$/i.test(text);
}

const isFlag = (value: unknown) =>
  value === undefined || value === null || typeof value === 'boolean' || (typeof value === 'string' && /^(true|false)$/i.test(value.trim()));

/**
 * Checks fields of one configuration by path and collects their problems. Each check
 * returns whether the field passed, so a later check can depend on it.
 */
export class Checks {
  constructor(
    private readonly config: object,
    /** Put before every path: the checks of a nested object (see `at`). */
    private readonly prefix = '',
    readonly problems: Problem[] = [],
  ) {}

  /** The same checks on the object at `path`, collecting into the same list. */
  at(path: string): Checks {
    return new Checks(this.config, `${this.prefix}${path}.`, this.problems);
  }

  value(path: string): unknown {
    return valueAt(this.config, this.prefix + path);
  }

  /** A problem with its own message key. */
  add(field: string, key: string, params?: Record<string, unknown>): false {
    this.problems.push({ field: this.prefix + field, key, ...(params ? { params } : {}) });
    return false;
  }

  /** A generic problem (`rulenode.error.<kind>`) whose message names the field by its label. */
  fail(field: string, kind: string, label: string, params?: Record<string, unknown>): false {
    this.problems.push({ field: this.prefix + field, key: `rulenode.error.${kind}`, label, ...(params ? { params } : {}) });
    return false;
  }

  required(field: string, label: string): boolean {
    return !isBlank(this.value(field)) || this.fail(field, 'required', label);
  }

  /** A whole number in [min, max]; blank counts as missing. */
  wholeNumber(field: string, label: string, min: number, max = MAX_INT): boolean {
    if (!this.required(field, label)) return false;
    const number = numberOf(this.value(field));
    if (number !== undefined && Number.isInteger(number) && number >= min && number <= max) return true;
    return max === MAX_INT ? this.fail(field, 'whole-number-min', label, { min }) : this.fail(field, 'whole-number-range', label, { min, max });
  }

  /** A number in [min, max], either bound optional; blank counts as missing. */
  number(field: string, label: string, min?: number, max?: number): boolean {
    if (!this.required(field, label)) return false;
    const number = numberOf(this.value(field));
    if (number !== undefined && (min === undefined || number >= min) && (max === undefined || number <= max)) return true;
    if (min !== undefined && max !== undefined) return this.fail(field, 'number-range', label, { min, max });
    return min !== undefined ? this.fail(field, 'number-min', label, { min }) : this.fail(field, 'number', label);
  }

  /** A TCP port, 1 to 65535. */
  port(field: string, label: string): boolean {
    return this.wholeNumber(field, label, 1, 65535);
  }

  /** On or off: a boolean, or missing (the default); ThingsBoard's "true"/"false" texts pass too. */
  flag(field: string, label: string): boolean {
    return isFlag(this.value(field)) || this.fail(field, 'flag', label);
  }

  /** One of the offered values. */
  oneOf(field: string, allowed: readonly unknown[], label: string): boolean {
    return allowed.includes(this.value(field)) || this.fail(field, 'one-of', label);
  }

  /** Text of at most `max` characters. */
  maxLength(field: string, label: string, max: number): boolean {
    const value = this.value(field);
    return typeof value !== 'string' || value.length <= max || this.fail(field, 'max-length', label, { max });
  }

  /** JSON text; blank passes unless required. */
  json(field: string, label: string, required = false): boolean {
    const value = this.value(field);
    if (isBlank(value)) return !required || this.required(field, label);
    try {
      JSON.parse(String(value));
      return true;
    } catch {
      return this.fail(field, 'invalid-json', label);
    }
  }

  /** PEM text; blank passes unless required. */
  pem(field: string, label: string, required = false): boolean {
    const value = this.value(field);
    if (isBlank(value)) return !required || this.required(field, label);
    return (typeof value === 'string' && PEM_BLOCK.test(value)) || this.fail(field, 'pem', label);
  }

  /** An http(s) URL, or a template that starts with a pattern. */
  url(field: string, label: string): boolean {
    if (!this.required(field, label)) return false;
    const value = this.value(field);
    return (typeof value === 'string' && isUrlPattern(value)) || this.fail(field, 'url', label);
  }

  /** A string map whose keys and values are all filled in (seed 001 §5, key-value map). */
  stringMap(field: string, label: string, { required = false } = {}): boolean {
    const value = this.value(field);
    if (value === null || value === undefined || (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0)) {
      return !required || this.fail(field, 'map-empty', label);
    }
    if (typeof value !== 'object' || Array.isArray(value)) return this.fail(field, 'map-invalid', label);
    const scalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
    return Object.entries(value).every(([k, v]) => !isBlank(k) && !isBlank(v) && scalar(v)) || this.fail(field, 'map-blank', label);
  }
}

/** Runs `check` over a configuration and returns the problems found. */
export function check<C extends object>(config: C, run: (c: Checks, config: C) => void): Problem[] {
  const checks = new Checks(config);
  run(checks, config);
  return checks.problems;
}
