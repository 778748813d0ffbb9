import { useTranslation } from 'react-i18next';
import { TextArea } from '@adobe/react-spectrum';
import { jsonError } from './json';

/** Props of {@link JsonField}. */
export interface JsonFieldProps {
  label: string;
  /** The JSON text. */
  value: string | null | undefined;
  onChange(next: string): void;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** An error of the editor's own (shown before the parse error). */
  errorMessage?: string;
  description?: string;
}

/**
 * JSON text in a monospace text area, marked invalid with the parser's message while it
 * does not parse ('Error: <message>'). Holds text: an editor whose configuration holds an
 * object keeps the text in its state and parses it with `jsonError` / `JSON.parse`.
 */
export function JsonField(props: JsonFieldProps) {
  const { t } = useTranslation();
  const text = props.value ?? '';
  const parseError = text.trim() === '' ? null : jsonError(text);
  const error = props.errorMessage ?? (parseError ? t('rulenode.invalid-json', { error: parseError }) : undefined);
  return (
    <TextArea
      label={props.label}
      value={text}
      onChange={props.onChange}
      isDisabled={props.isDisabled}
      isRequired={props.isRequired}
      width="100%"
      height="size-1600"
      UNSAFE_className="tb-rule-node-script"
      description={props.description}
      errorMessage={error}
      validationState={error ? 'invalid' : undefined}
    />
  );
}
