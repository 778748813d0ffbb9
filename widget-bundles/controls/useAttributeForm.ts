import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  httpServiceRef, notificationServiceRef, scriptSandboxServiceRef, useWidgetData, type WidgetContext,
} from '@tessera/sdk';
import { attributeFields, currentValues, disabledByKey, type AttributeField } from './attributeFields';
import { parseFormValue, toFormValue, type FieldError, type FormValue } from './fieldValue';
import { updateRequests } from './updateRequests';

export interface AttributeFormSettings extends Record<string, unknown> {
  widgetTitle?: string;
  showActionButtons: boolean;
  updateAllValues: boolean;
  saveButtonLabel?: string;
  resetButtonLabel?: string;
  showResultMessage: boolean;
  showGroupTitle: boolean;
  groupTitle?: string;
  fieldsAlignment: string;
  fieldsInRow: number;
}

/**
 * The state of the update form: one input per data key of the first datasource, starting
 * from the data (through each key's get-value function, in the sandbox), validated and
 * written per scope on save.
 */
export function useAttributeForm(settings: AttributeFormSettings, ctx: WidgetContext, keyDefaults: Record<string, unknown>) {
  const { t } = useTranslation();
  const data = useWidgetData(ctx);
  const ds = ctx.datasources.find((d) => d.entityId) ?? ctx.datasources[0];
  const fields = useMemo(() => (ds ? attributeFields(ds, keyDefaults).filter((f) => !f.hidden) : []), [ds, keyDefaults]);
  const raw = useMemo(() => (ds ? currentValues(data, ds) : {}), [data, ds]);
  const [originals, setOriginals] = useState<Record<string, FormValue>>({});
  const [edits, setEdits] = useState<Record<string, FormValue>>({});
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let active = true;
    const sandbox = ctx.services.getOptional(scriptSandboxServiceRef);
    void Promise.all(fields.map(async (f) => {
      const value = f.getValueFunction && sandbox ? await sandbox.run(f.getValueFunction, ['value'], [raw[f.key]]).catch(() => raw[f.key]) : raw[f.key];
      return [f.key, toFormValue(f, value)] as const;
    })).then((entries) => { if (active) setOriginals(Object.fromEntries(entries)); });
    return () => { active = false; };
  }, [fields, raw, ctx.services]);

  const valueOf = (f: AttributeField): FormValue => (f.key in edits ? edits[f.key] : originals[f.key] ?? toFormValue(f, undefined));
  const isDirty = (f: AttributeField) => f.key in edits && edits[f.key] !== originals[f.key];
  const isDisabled = (f: AttributeField) => ctx.isEdit || f.editable === 'disabled' || disabledByKey(f, raw);
  const writable = (f: AttributeField) => f.editable === 'editable' && !isDisabled(f);

  const setValue = (key: string, value: FormValue) => {
    setEdits((e) => ({ ...e, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const reset = () => {
    setEdits({});
    setErrors({});
  };

  /** Validates and writes the changed fields (all writable fields with `updateAllValues`, or just `only`). */
  const save = async (only?: string[], overrides: Record<string, FormValue> = {}) => {
    if (!ds?.entityId || saving) return;
    const current = (f: AttributeField) => (f.key in overrides ? overrides[f.key] : valueOf(f));
    const changed = (f: AttributeField) => current(f) !== (originals[f.key] ?? toFormValue(f, undefined));
    const chosen = fields.filter(writable).filter((f) => (only ? only.includes(f.key) && changed(f) : settings.updateAllValues || changed(f)));
    const found: Record<string, FieldError> = {};
    const parsed = chosen.map((f) => {
      const result = parseFormValue(f, current(f));
      if (!result.ok) found[f.key] = result.error;
      return { field: f, value: result.ok ? result.value : undefined };
    });
    setErrors(found);
    if (Object.keys(found).length > 0 || parsed.length === 0) return;
    setSaving(true);
    try {
      const sandbox = ctx.services.getOptional(scriptSandboxServiceRef);
      const values = await Promise.all(parsed.map(async ({ field, value }) => ({
        key: field.key,
        scope: field.scope,
        value: field.setValueFunction && sandbox && value !== undefined
          ? await sandbox.run(field.setValueFunction, ['value', 'originValue'], [value, raw[field.key]])
          : value,
      })));
      const http = ctx.services.get(httpServiceRef);
      for (const request of updateRequests(ds.entityId, values)) await http.post(request.url, request.body, { ignoreErrors: true });
      setOriginals((o) => ({ ...o, ...Object.fromEntries(chosen.map((f) => [f.key, current(f)])) }));
      setEdits((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !chosen.some((f) => f.key === k))));
      if (settings.showResultMessage) {
        ctx.services.getOptional(notificationServiceRef)?.show({ message: t('widgets.controls.update-successful'), type: 'success', duration: 1000 });
      }
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      ctx.services.getOptional(notificationServiceRef)?.show({ message: t('widgets.controls.update-failed', { message }), type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const dirty = fields.some(isDirty);
  return { ds, fields, errors, saving, dirty, valueOf, isDisabled, setValue, reset, save };
}
