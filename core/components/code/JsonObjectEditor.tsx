import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from './CodeEditor';
import { beautifyJson, parseJsonObject } from './tidy';
import { type JsonObjectEditorProps } from './types';

/**
 * Edits a JSON object as text (beautified with indent 2, seed 001 section 9). It emits the
 * parsed object on each valid edit and null while the text does not parse, showing
 * 'value.json-value-invalid'; the text is kept as typed until it parses again.
 */
export function JsonObjectEditor(props: JsonObjectEditorProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => (props.value === null ? '' : beautifyJson(props.value)));
  const emitted = useRef<object | null>(props.value);
  const [touched, setTouched] = useState(false);

  // A value that did not come from this editor (a reset, a loaded entity) replaces the text.
  useEffect(() => {
    if (props.value !== emitted.current) {
      emitted.current = props.value;
      if (props.value !== null) setText(beautifyJson(props.value));
    }
  }, [props.value]);

  const invalid = text.trim() !== '' && parseJsonObject(text) === null;
  const missing = props.isRequired && touched && text.trim() === '';
  return (
    <CodeEditor
      language="json"
      value={text}
      label={props.label}
      isReadOnly={props.isReadOnly}
      isRequired={props.isRequired}
      height={props.height}
      errorMessage={invalid ? t('value.json-value-invalid') : missing ? t('value.json-value-required') : undefined}
      onChange={(next) => {
        setText(next);
        setTouched(true);
        const parsed = parseJsonObject(next);
        emitted.current = parsed;
        props.onChange(parsed);
      }}
    />
  );
}
