/*
 * Small React Spectrum widgets and templates for react-jsonschema-form, whose core theme is
 * plain HTML: text, number, switch, picker for enums, text area, and a fieldset per object.
 * rjsf computes the label, errors and value conversions; these only draw them.
 */
import { type ReactElement } from 'react';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { Flex } from '@adobe/react-spectrum/Flex';
import { NumberField } from '@adobe/react-spectrum/NumberField';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { TextArea } from '@adobe/react-spectrum/TextArea';
import { TextField } from '@adobe/react-spectrum/TextField';
import {
  type FieldTemplateProps, type ObjectFieldTemplateProps, type RegistryWidgetsType, type TemplatesType, type WidgetProps,
} from '@rjsf/utils';

const errorProps = (rawErrors: string[] | undefined) => (rawErrors?.length
  ? { validationState: 'invalid' as const, errorMessage: rawErrors.join(' ') }
  : {});

const label = (p: WidgetProps) => (p.hideLabel ? undefined : p.label || undefined);

function TextWidget(p: WidgetProps) {
  const type = p.schema.type;
  if (type === 'number' || type === 'integer') {
    return (
      <NumberField id={p.id} label={label(p)} aria-label={p.label} width="100%" isRequired={p.required}
        isDisabled={p.disabled} isReadOnly={p.readonly} step={type === 'integer' ? 1 : undefined}
        formatOptions={{ maximumFractionDigits: type === 'integer' ? 0 : 20, useGrouping: false }}
        value={typeof p.value === 'number' ? p.value : Number.NaN}
        onChange={(v) => p.onChange(Number.isNaN(v) ? undefined : v)} {...errorProps(p.rawErrors)} />
    );
  }
  return (
    <TextField id={p.id} label={label(p)} aria-label={p.label} width="100%" isRequired={p.required} isDisabled={p.disabled}
      isReadOnly={p.readonly} value={p.value == null ? '' : String(p.value)} placeholder={p.placeholder}
      onChange={(v) => p.onChange(v === '' ? p.options.emptyValue : v)} {...errorProps(p.rawErrors)} />
  );
}

function TextareaWidget(p: WidgetProps) {
  return (
    <TextArea id={p.id} label={label(p)} aria-label={p.label} width="100%" isRequired={p.required} isDisabled={p.disabled}
      isReadOnly={p.readonly} value={p.value == null ? '' : String(p.value)}
      onChange={(v) => p.onChange(v === '' ? p.options.emptyValue : v)} {...errorProps(p.rawErrors)} />
  );
}

function CheckboxWidget(p: WidgetProps) {
  return (
    <Checkbox id={p.id} isSelected={Boolean(p.value)} isDisabled={p.disabled} isReadOnly={p.readonly}
      onChange={(v) => p.onChange(v)} isInvalid={Boolean(p.rawErrors?.length)}>
      {p.label}
    </Checkbox>
  );
}

function SelectWidget(p: WidgetProps) {
  const options = p.options.enumOptions ?? [];
  const selected = options.findIndex((o) => o.value === p.value);
  return (
    <Picker id={p.id} label={label(p)} aria-label={p.label} width="100%" isRequired={p.required}
      isDisabled={p.disabled || p.readonly} items={options.map((o, i) => ({ key: String(i), label: o.label }))}
      selectedKey={selected >= 0 ? String(selected) : null}
      onSelectionChange={(k) => p.onChange(options[Number(k)]?.value)} {...errorProps(p.rawErrors)}>
      {(item) => <Item key={item.key}>{item.label}</Item>}
    </Picker>
  );
}

/** Spectrum fields show their own label and errors; this only spaces them and hides hidden ones. */
function FieldTemplate(p: FieldTemplateProps) {
  if (p.hidden) return <div hidden>{p.children}</div>;
  return <div className={`tb-field ${p.classNames ?? ''}`}>{p.children}{p.help}</div>;
}

function ObjectFieldTemplate(p: ObjectFieldTemplateProps) {
  const body: ReactElement = (
    <Flex direction="column" gap="size-100">
      {p.properties.filter((prop) => !prop.hidden).map((prop) => <div key={prop.name}>{prop.content}</div>)}
    </Flex>
  );
  if (!p.title) return body;
  return (
    <fieldset style={{ border: '1px solid var(--spectrum-global-color-gray-300)', borderRadius: 4, padding: '8px 12px', margin: 0 }}>
      <legend style={{ padding: '0 4px' }}>{p.title}</legend>
      {body}
    </fieldset>
  );
}

export const spectrumWidgets: RegistryWidgetsType = {
  TextWidget, TextareaWidget, CheckboxWidget, SelectWidget,
};

export const spectrumTemplates: Partial<TemplatesType> = {
  FieldTemplate, ObjectFieldTemplate,
};
