import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateAll } from './translate';

/** What {@link useEditorState} returns. */
export interface EditorState<C> {
  /** The configuration shown: the defaults overlaid with the value. */
  config: C;
  /** Merges a patch into the configuration and reports it with its translated errors. */
  update(patch: Partial<C>): void;
  /** The validation keys of the shown configuration. */
  errors: string[];
  /** The translated text of `key` when it is one of the errors, for a field's errorMessage. */
  error(...keys: string[]): string | undefined;
}

/**
 * The state of a controlled rule-node editor: the configuration (with defaults for
 * missing fields), `update(patch)` that calls `onChange(next, translatedErrors)`, and
 * the error keys `validate` gives for the configuration shown.
 *
 * @example
 * const { config, update, error } = useEditorState(props.value, props.onChange, validateCheckpoint, DEFAULTS);
 * <TextField value={config.queueName} onChange={(queueName) => update({ queueName })} errorMessage={error('rulenode.queue-name-required')} />
 */
export function useEditorState<C extends object>(
  value: C | null | undefined,
  onChange: (next: C, errors: string[]) => void,
  validate: (config: C) => string[],
  defaults?: C,
): EditorState<C> {
  const { t } = useTranslation();
  const { config, found: errors, update } = useValidatedConfig(value, defaults, validate, onChange, translateAll);
  const error = (...keys: string[]) => {
    const found = keys.find((key) => errors.includes(key));
    return found ? t(found) : undefined;
  };
  return { config, update, errors, error };
}

/**
 * The core of the editor hooks (this one and the action bundle's `useNodeEditor`): the
 * configuration shown (`defaults` overlaid with `value`: older configurations may miss
 * fields), what `validate` finds in it, and `update(patch)`, which reports the next
 * configuration with `texts(validate(next))`. `validate` and `texts` must be stable
 * (module-level functions): they are memo dependencies.
 */
export function useValidatedConfig<C extends object, F>(
  value: C | null | undefined,
  defaults: C | undefined,
  validate: (config: C) => F[],
  onChange: (next: C, errors: string[]) => void,
  texts: (found: F[]) => string[],
): { config: C; found: F[]; update(patch: Partial<C>): void } {
  const config = useMemo(() => ({ ...(defaults ?? {}), ...(value ?? {}) }) as C, [value, defaults]);
  const found = useMemo(() => validate(config), [config, validate]);
  // The latest configuration, so that two updates in one event both apply.
  const latest = useRef(config);
  latest.current = config;
  const update = useCallback(
    (patch: Partial<C>) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      onChange(next, texts(validate(next)));
    },
    [onChange, validate, texts],
  );
  return { config, found, update };
}
