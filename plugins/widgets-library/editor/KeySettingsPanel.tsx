import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { ErrorBoundary } from '@tessera/ui';
import { SettingsForm } from '../../../core/dashboard/config/SettingsForm';
import { defaultsFromSchema, jsonSchemaOf, mergeSettings } from '../../../core/dashboard/config/settingsSchema';
import { type WidgetEditorStore } from '../model/WidgetEditorStore';

/**
 * The settings of the preview's data keys, one key at a time, in a form generated from the
 * type's data key settings schema (as a dashboard's data key dialog has it). Edits go to the
 * keys of the default configuration; the preview starts over with them. Shown only when the
 * type has a data key settings schema.
 */
export const KeySettingsPanel = observer(function KeySettingsPanel({ store }: { store: WidgetEditorStore }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(0);
  const schema = store.jsonErrors.dataKeySettingsSchema ? undefined : jsonSchemaOf(store.draft.descriptor.dataKeySettingsSchema);
  if (!schema) return null;
  const keys = store.previewKeys;
  const manySources = new Set(keys.map((k) => k.datasource)).size > 1;
  const labelOf = (i: number) => (manySources ? `${keys[i].label} (${keys[i].datasource + 1})` : keys[i].label);
  const index = Math.min(chosen, keys.length - 1);
  const current = keys[index];
  // The form shows the schema's defaults under the key's own settings; the form reporting just those
  // (as it does when it opens) is not an edit, so merely looking at a key changes nothing.
  const shown = current ? mergeSettings(defaultsFromSchema(schema), current.settings) : {};
  let body;
  if (store.jsonErrors.defaultConfig) body = <p className="tb-we-empty">{t('widget-editor.default-config-invalid')}</p>;
  else if (!current) body = <p className="tb-we-empty">{t('widget-editor.no-preview-keys')}</p>;
  else {
    body = (
      <>
        <Picker
          label={t('widget-editor.data-key')} labelPosition="side" selectedKey={String(index)} width="size-3600" maxWidth="100%"
          onSelectionChange={(key) => setChosen(Number(key))}
        >
          {keys.map((k, i) => <Item key={String(i)} textValue={labelOf(i)}>{labelOf(i)}</Item>)}
        </Picker>
        <ErrorBoundary resetKey={schema} fallback={(error) => <p className="tb-we-error" role="alert">{error.message}</p>}>
          <fieldset className="tb-we-settings-form" disabled={store.isReadOnly}>
            <SettingsForm
              key={`${current.datasource}.${current.key}`} schema={schema} value={shown}
              onChange={(next) => { if (JSON.stringify(next) !== JSON.stringify(shown)) store.setKeySettings(current.datasource, current.key, next); }}
            />
          </fieldset>
        </ErrorBoundary>
      </>
    );
  }
  return (
    <section className="tb-we-settings tb-we-key-settings" aria-label={t('widget-editor.data-key-settings')}>
      <h2 className="tb-we-section-title">{t('widget-editor.data-key-settings')}</h2>
      <div className="tb-we-settings-body">{body}</div>
    </section>
  );
});
