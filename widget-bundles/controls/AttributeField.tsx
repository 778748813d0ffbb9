import { useTranslation } from 'react-i18next';
import { Checkbox, Item, Picker, Switch, TextField } from '@adobe/react-spectrum';
import { type AttributeField as Field } from './attributeFields';
import { type FieldError, type FormValue } from './fieldValue';

export interface AttributeFieldProps {
  field: Field;
  value: FormValue;
  error?: FieldError;
  isDisabled: boolean;
  onChange(value: FormValue): void;
  /** The user finished with the field (blur, or a choice for check boxes, switches and pickers). */
  onCommit(value: FormValue): void;
}

const PLACEHOLDERS: Partial<Record<Field['valueType'], string>> = { dateTime: 'yyyy-MM-dd HH:mm', date: 'yyyy-MM-dd', time: 'HH:mm' };

/** One input of the update form, by the key's value type. */
export function AttributeField({ field, value, error, isDisabled, onChange, onCommit }: AttributeFieldProps) {
  const { t } = useTranslation();
  const message = error ? (error.text ?? t(error.key, error.values)) : undefined;
  const common = { isDisabled, isReadOnly: field.editable === 'readonly', width: '100%' as const };
  switch (field.valueType) {
    case 'booleanCheckbox':
    case 'booleanSwitch': {
      const Control = field.valueType === 'booleanSwitch' ? Switch : Checkbox;
      const change = (next: boolean) => { onChange(next); onCommit(next); };
      return <Control isSelected={value === true} isDisabled={isDisabled} isReadOnly={common.isReadOnly} onChange={change}>{field.label}</Control>;
    }
    case 'select':
      return (
        <Picker
          {...common} label={field.label} isRequired={field.required} selectedKey={typeof value === 'string' && value !== '' ? value : null}
          onSelectionChange={(key) => { const next = String(key); onChange(next); onCommit(next); }}
          validationState={message ? 'invalid' : undefined} errorMessage={message}
        >
          {field.options.map((o) => <Item key={o.value}>{o.label}</Item>)}
        </Picker>
      );
    default:
      return (
        <TextField
          {...common} label={field.label} isRequired={field.required} value={typeof value === 'string' ? value : String(value)}
          inputMode={field.valueType === 'integer' ? 'numeric' : field.valueType === 'double' ? 'decimal' : undefined}
          placeholder={PLACEHOLDERS[field.valueType]}
          onChange={onChange} onBlur={() => onCommit(value)}
          validationState={message ? 'invalid' : undefined} errorMessage={message}
        />
      );
  }
}
