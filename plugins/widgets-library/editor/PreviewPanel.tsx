import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@tessera/ui';
import { SettingsForm } from '../../../core/dashboard/config/SettingsForm';
import { jsonSchemaOf } from '../../../core/dashboard/config/settingsSchema';
import { TypePreview, useElementSize } from '../bundle/TypePreview';
import { type WidgetEditorStore } from '../model/WidgetEditorStore';

/** `value` once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Typing in the settings form restarts the preview once the typing pauses. */
const SETTINGS_SETTLE_MS = 400;

/**
 * The running widget: the type as of the last Run, with the settings as the form has them now.
 * New settings start the widget over (as ThingsBoard's editor does): controllers read most
 * settings in `onInit` only.
 */
export const PreviewPanel = observer(function PreviewPanel({ store }: { store: WidgetEditorStore }) {
  const { t } = useTranslation();
  const [measure, size] = useElementSize<HTMLDivElement>();
  const settingsKey = useSettled(JSON.stringify(store.settings), SETTINGS_SETTLE_MS);
  // The data keys' settings (the data key settings form) start the preview over in the same way.
  const keySettingsKey = useSettled(JSON.stringify(store.keySettings), SETTINGS_SETTLE_MS);
  return (
    <section className="tb-we-preview" aria-label={t('widget-editor.preview')}>
      <h2 className="tb-we-section-title">{t('widget-editor.preview')}<span className="tb-we-hint"> · {t('widget-editor.run-hint')}</span></h2>
      <div className="tb-we-preview-box" data-testid="widget-preview">
        <div ref={measure} className="tb-we-preview-inner">
          {size.width > 0 && (
            <TypePreview
              key={`${settingsKey}\n${keySettingsKey}`} type={store.previewType} settings={JSON.parse(settingsKey) as Record<string, unknown>}
              keySettings={JSON.parse(keySettingsKey) as Record<string, unknown>[][]}
              width={size.width} height={size.height} pluginName={store.bundle.title} readOnly={store.isReadOnly}
            />
          )}
        </div>
      </div>
    </section>
  );
});

/** The widget's settings form, generated from its settings schema (react-jsonschema-form); edits go to the default configuration. */
export const SettingsPanel = observer(function SettingsPanel({ store }: { store: WidgetEditorStore }) {
  const { t } = useTranslation();
  const schema = store.jsonErrors.settingsSchema ? undefined : jsonSchemaOf(store.draft.descriptor.settingsSchema);
  let body;
  if (store.jsonErrors.settingsSchema) body = <p className="tb-we-empty">{t('widget-editor.settings-schema-invalid')}</p>;
  else if (store.jsonErrors.defaultConfig) body = <p className="tb-we-empty">{t('widget-editor.default-config-invalid')}</p>;
  else if (!schema) body = <p className="tb-we-empty">{t('widget-editor.no-settings')}</p>;
  else {
    body = (
      <ErrorBoundary resetKey={schema} fallback={(error) => <p className="tb-we-error" role="alert">{error.message}</p>}>
        <fieldset className="tb-we-settings-form" disabled={store.isReadOnly}>
          <SettingsForm schema={schema} value={store.settings} onChange={(next) => store.setSettings(next)} />
        </fieldset>
      </ErrorBoundary>
    );
  }
  return (
    <section className="tb-we-settings" aria-label={t('widget-editor.settings')}>
      <h2 className="tb-we-section-title">{t('widget-editor.settings')}</h2>
      <div className="tb-we-settings-body">{body}</div>
    </section>
  );
});
