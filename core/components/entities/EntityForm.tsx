import { useTranslation } from 'react-i18next';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { ComboBox, Item } from '@adobe/react-spectrum/ComboBox';
import { NumberField } from '@adobe/react-spectrum/NumberField';
import { TextArea } from '@adobe/react-spectrum/TextArea';
import { TextField } from '@adobe/react-spectrum/TextField';
import { type EntityType } from '@tessera/sdk';
import { type FormDefinition, type FormField } from './formDefinition';
import { EntityAutocomplete } from '../pickers/EntityAutocomplete';
import { type EntityOption } from '../pickers/fetchEntities';

/** Renders a typed form definition; messages are shown once `showErrors` is set. */
export function EntityForm(props: {
  definition: FormDefinition;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  showErrors: boolean;
  readOnly?: boolean;
  onChange(key: string, value: unknown): void;
}) {
  const { t } = useTranslation();
  const field = (f: FormField) => {
    const error = props.showErrors ? props.errors[f.key] : undefined;
    const common = {
      label: t(f.label),
      isRequired: f.required,
      isReadOnly: props.readOnly,
      validationState: error ? ('invalid' as const) : undefined,
      errorMessage: error ? t(error) : undefined,
      width: '100%' as const,
    };
    const text = props.values[f.key] === undefined || props.values[f.key] === null ? '' : String(props.values[f.key]);
    switch (f.type) {
      case 'custom':
        return f.render?.({
          value: props.values[f.key], values: props.values, onChange: (v) => props.onChange(f.key, v),
          label: t(f.label), isRequired: f.required === true, isReadOnly: props.readOnly === true, errorMessage: common.errorMessage,
        }) ?? null;
      case 'checkbox':
        return <Checkbox isSelected={props.values[f.key] === true} isReadOnly={props.readOnly} onChange={(v) => props.onChange(f.key, v)}>{t(f.label)}</Checkbox>;
      case 'textarea':
        return <TextArea {...common} value={text} onChange={(v) => props.onChange(f.key, v)} />;
      case 'number':
        return (
          <NumberField
            {...common}
            minValue={f.min}
            value={text === '' ? Number.NaN : Number(text)}
            onChange={(v) => props.onChange(f.key, Number.isNaN(v) ? null : v)}
          />
        );
      case 'entity': {
        const entityType = (f.entityTypeFrom ? props.values[f.entityTypeFrom] : f.entityType) as EntityType | undefined;
        if (!entityType) return null;
        return (
          <EntityAutocomplete
            key={entityType}
            entityType={entityType}
            label={t(f.label)}
            required={f.required}
            isDisabled={props.readOnly}
            value={(props.values[f.key] as EntityOption | null) ?? null}
            onChange={(v) => props.onChange(f.key, v)}
          />
        );
      }
      case 'select':
        return (
          <ComboBox
            {...common}
            defaultItems={f.options ?? []}
            selectedKey={text || null}
            onSelectionChange={(key) => props.onChange(f.key, key === null ? '' : String(key))}
            menuTrigger="focus"
          >
            {(option) => <Item key={option.value}>{option.label}</Item>}
          </ComboBox>
        );
      default:
        return <TextField {...common} type={f.type === 'email' ? 'email' : 'text'} value={text} onChange={(v) => props.onChange(f.key, v)} />;
    }
  };
  return (
    <div className="tb-entity-form">
      {props.definition.fields.map((f) => (
        <div key={f.key} className={f.half ? 'tb-field tb-field-half' : 'tb-field'}>{field(f)}</div>
      ))}
    </div>
  );
}
