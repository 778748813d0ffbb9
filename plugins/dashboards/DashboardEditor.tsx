import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { NumberField } from '@adobe/react-spectrum/NumberField';
import { ProgressCircle } from '@adobe/react-spectrum/ProgressCircle';
import { TextArea } from '@adobe/react-spectrum/TextArea';
import { TextField } from '@adobe/react-spectrum/TextField';
import { httpServiceRef, useService } from '@tessera/sdk';
import { DEFAULT_MAX_DATAPOINTS_LIMIT, defaultTimewindow, type EntityEditorProps } from '@tessera/ui';
import { ImageInput } from '../shared/ImageInput';
import {
  type Dashboard, type DashboardDraft, dashboardDraft, type DashboardInfo, dashboardSaveBody, TITLE_MAX_LENGTH,
  validateDashboardDraft,
} from './dashboards';

type Loaded = { dashboard: Dashboard | null; failed: boolean };

/**
 * Title, description, image and mobile settings of a dashboard. The list holds no
 * configuration (where the description lives), so an existing dashboard is read in full
 * first and saved with its widgets and states untouched.
 */
export function DashboardEditor({ entity, isReadOnly, onSaved, onCancel }: EntityEditorProps<DashboardInfo>) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const [loaded, setLoaded] = useState<Loaded | null>(entity ? null : { dashboard: null, failed: false });
  const [draft, setDraft] = useState<DashboardDraft>(() => dashboardDraft(null));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!entity) return undefined;
    let cancelled = false;
    setLoaded(null);
    setSubmitted(false);
    http.get<Dashboard>(`/api/dashboard/${entity.id.id}`).then(
      (dashboard) => {
        if (cancelled) return;
        setLoaded({ dashboard, failed: false });
        setDraft(dashboardDraft(dashboard));
      },
      () => { if (!cancelled) setLoaded({ dashboard: null, failed: true }); },
    );
    return () => { cancelled = true; };
  }, [http, entity]);

  if (!loaded) return <ProgressCircle aria-label={t('common.loading')} isIndeterminate size="M" />;
  if (loaded.failed) return <p className="tb-form-error" role="alert">{t('dashboard.load-failed')}</p>;

  const allErrors = validateDashboardDraft(draft);
  const errors = submitted ? allErrors : {};
  const set = <K extends keyof DashboardDraft>(key: K, value: DashboardDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const invalid = (key: keyof DashboardDraft) => (errors[key]
    ? { validationState: 'invalid' as const, errorMessage: t(errors[key], { max: TITLE_MAX_LENGTH }) }
    : {});

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(allErrors).length > 0 || saving) return;
    setSaving(true);
    try {
      const body = dashboardSaveBody(draft, loaded.dashboard, defaultTimewindow(Date.now(), DEFAULT_MAX_DATAPOINTS_LIMIT));
      onSaved(await http.post<DashboardInfo>('/api/dashboard', body));
    } catch {
      // The HTTP service showed the server's message; the input stays.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="tb-dashboard-editor" onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <div className="tb-entity-form">
        <div className="tb-field">
          <TextField label={t('dashboard.title')} width="100%" isRequired isReadOnly={isReadOnly} value={draft.title}
            onChange={(v) => set('title', v)} {...invalid('title')} autoFocus={!entity} />
        </div>
        <div className="tb-field">
          <TextArea label={t('common.description')} width="100%" isReadOnly={isReadOnly} value={draft.description}
            onChange={(v) => set('description', v)} />
        </div>
        <div className="tb-field">
          <ImageInput label={t('dashboard.image')} value={draft.image} onChange={(v) => set('image', v)} isReadOnly={isReadOnly} />
        </div>
        <div className="tb-field tb-field-half tb-dashboard-check">
          <Checkbox isSelected={draft.mobileHide} isReadOnly={isReadOnly} onChange={(v) => set('mobileHide', v)}>
            {t('dashboard.mobile-hide')}
          </Checkbox>
        </div>
        <div className="tb-field tb-field-half">
          <NumberField label={t('dashboard.mobile-order')} width="100%" isReadOnly={isReadOnly} step={1}
            value={draft.mobileOrder ?? Number.NaN} onChange={(v) => set('mobileOrder', Number.isNaN(v) ? null : v)}
            {...invalid('mobileOrder')} />
        </div>
      </div>
      <button type="submit" hidden />
      {!isReadOnly && (
        <div className="tb-form-actions">
          {onCancel && <Button variant="secondary" onPress={onCancel}>{t('action.cancel')}</Button>}
          <Button variant="accent" onPress={() => void save()} isPending={saving}>{t(entity ? 'action.save' : 'action.add')}</Button>
        </div>
      )}
    </form>
  );
}
