import { useTranslation } from 'react-i18next';
import { Text, TextArea, TextField } from '@adobe/react-spectrum';

/** Props of {@link TemplateField}. */
export interface TemplateFieldProps {
  label: string;
  value: string | null | undefined;
  onChange(next: string): void;
  isDisabled?: boolean;
  isRequired?: boolean;
  errorMessage?: string;
  /** A line before the template hint. */
  description?: string;
  /** A text area instead of a one-line field. */
  multiline?: boolean;
  /** False when the editor shows one {@link TemplateHint} for all its template fields. */
  showHint?: boolean;
}

/** The template hint once, for an editor with several template fields. */
export function TemplateHint() {
  const { t } = useTranslation();
  return <Text UNSAFE_style={{ fontSize: 12, opacity: 0.8 }}>{t('rulenode.template-hint')}</Text>;
}

/**
 * A text field whose value is a template: its help text says that `${metadataKey}` takes
 * a metadata value and `$[data.path]` a value of the message data.
 */
export function TemplateField(props: TemplateFieldProps) {
  const { t } = useTranslation();
  const hint = props.showHint === false ? '' : t('rulenode.template-hint');
  const shared = {
    label: props.label,
    value: props.value ?? '',
    onChange: props.onChange,
    isDisabled: props.isDisabled,
    isRequired: props.isRequired,
    width: '100%',
    description: [props.description, hint].filter(Boolean).join(' ') || undefined,
    errorMessage: props.errorMessage,
    validationState: props.errorMessage ? ('invalid' as const) : undefined,
  };
  return props.multiline ? <TextArea {...shared} /> : <TextField {...shared} />;
}
