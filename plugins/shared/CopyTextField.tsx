import './copyTextField.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { TextField } from '@adobe/react-spectrum/TextField';
import { Tooltip, TooltipTrigger } from '@adobe/react-spectrum/Tooltip';
import Checkmark from '@spectrum-icons/workflow/Checkmark';
import Copy from '@spectrum-icons/workflow/Copy';
import { type FormField } from '@tessera/ui';

/** The 'copied' state lasts this long (seed 001 section 9). */
const COPIED_MS = 1500;

/** A text field with a copy button: keys and secrets people paste into device firmware or edge configs. */
export function CopyTextField(props: {
  label: string; value: string; onChange(value: string): void; isReadOnly?: boolean; isRequired?: boolean; errorMessage?: string;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className="tb-copy-field">
      <TextField label={props.label} width="100%" value={props.value} onChange={props.onChange} isReadOnly={props.isReadOnly}
        isRequired={props.isRequired} validationState={props.errorMessage ? 'invalid' : undefined} errorMessage={props.errorMessage} />
      <TooltipTrigger>
        <ActionButton aria-label={`${t('action.copy')}: ${props.label}`} isDisabled={!props.value}
          onPress={() => void navigator.clipboard?.writeText(props.value).then(() => setCopied(true), () => undefined)}>
          {copied ? <Checkmark /> : <Copy />}
        </ActionButton>
        <Tooltip>{copied ? t('action.copied') : t('action.copy')}</Tooltip>
      </TooltipTrigger>
    </div>
  );
}

/** A form field rendered as {@link CopyTextField} (edge routing key and secret). */
export function copyField(field: Omit<FormField, 'type' | 'render'>): FormField {
  return {
    ...field,
    type: 'custom',
    render: (p) => (
      <CopyTextField label={p.label} value={typeof p.value === 'string' ? p.value : ''} onChange={p.onChange}
        isReadOnly={p.isReadOnly} isRequired={p.isRequired} errorMessage={p.errorMessage} />
    ),
  };
}
