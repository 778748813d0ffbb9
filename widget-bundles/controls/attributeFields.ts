import { type DataValue, type WidgetData, type WidgetDatasource } from '@tessera/sdk';

export type FieldScope = 'server' | 'shared' | 'timeseries';
export type FieldValueType =
  'string' | 'double' | 'integer' | 'booleanCheckbox' | 'booleanSwitch' | 'dateTime' | 'date' | 'time' | 'select';

/** One input of the update form: a data key with its key settings. */
export interface AttributeField {
  key: string;
  label: string;
  scope: FieldScope;
  valueType: FieldValueType;
  options: { value: string; label: string }[];
  step?: number;
  min?: number;
  max?: number;
  required: boolean;
  requiredMessage?: string;
  editable: 'editable' | 'disabled' | 'readonly';
  /** Disabled while this other key's value is falsy. */
  disabledOnDataKey?: string;
  hidden: boolean;
  getValueFunction?: string;
  setValueFunction?: string;
}

const VALUE_TYPES: readonly FieldValueType[] = ['string', 'double', 'integer', 'booleanCheckbox', 'booleanSwitch', 'dateTime', 'date', 'time', 'select'];
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** The fields of the form: one per data key of the datasource, with the catalogue's key defaults under each key's settings. */
export function attributeFields(ds: WidgetDatasource, keyDefaults: Record<string, unknown>): AttributeField[] {
  return ds.dataKeys.map((dataKey) => {
    const s = { ...keyDefaults, ...dataKey.settings };
    const scope = s.dataKeyType === 'shared' || s.dataKeyType === 'timeseries' ? s.dataKeyType : 'server';
    const valueType = VALUE_TYPES.includes(s.dataKeyValueType as FieldValueType) ? (s.dataKeyValueType as FieldValueType) : 'string';
    const options = (Array.isArray(s.selectOptions) ? s.selectOptions : [])
      .filter((o): o is { value: unknown; label?: unknown } => !!o && typeof o === 'object' && 'value' in o)
      .map((o) => ({ value: String(o.value), label: text(o.label) ?? String(o.value) }));
    return {
      key: dataKey.name,
      label: dataKey.label || dataKey.name,
      scope,
      valueType,
      options,
      step: num(s.step),
      min: num(s.minValue),
      max: num(s.maxValue),
      required: s.required === true,
      requiredMessage: text(s.requiredErrorMessage),
      editable: s.isEditable === 'disabled' || s.isEditable === 'readonly' ? s.isEditable : 'editable',
      disabledOnDataKey: text(s.disabledOnDataKey),
      hidden: s.dataKeyHidden === true,
      getValueFunction: s.useGetValueFunction === true ? text(s.getValueFunctionBody) : undefined,
      setValueFunction: s.useSetValueFunction === true ? text(s.setValueFunctionBody) : undefined,
    };
  });
}

/** The newest value of every key of `ds` in the widget's data, by key name. */
export function currentValues(data: WidgetData, ds: WidgetDatasource): Record<string, DataValue | undefined> {
  const values: Record<string, DataValue | undefined> = {};
  for (const series of data.series) {
    if (series.datasource !== ds && series.datasource.entityId?.id !== ds.entityId?.id) continue;
    const last = series.data[series.data.length - 1];
    values[series.dataKey.name] = last?.[1];
  }
  return values;
}

/** True when the field's `disabledOnDataKey` names a key whose value is falsy ('false', 0, empty or missing). */
export function disabledByKey(field: AttributeField, values: Record<string, unknown>): boolean {
  if (!field.disabledOnDataKey) return false;
  const value = values[field.disabledOnDataKey];
  return !value || value === 'false' || value === '0';
}
