import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Heading } from '@adobe/react-spectrum/Heading';
import { NumberField } from '@adobe/react-spectrum/NumberField';
import { TextField } from '@adobe/react-spectrum/TextField';
import { SaveCancelDialog } from '../aliases/SaveCancelDialog';
import { type DashboardSettings, type GridSettings } from '../model/types';
import { GRID_BOUNDS, type SettingsDraft, validateSettings, withDefaults } from './dashboardSettings';

const FLAGS = ['showDashboardsSelect', 'showEntitiesSelect', 'showDashboardTimewindow', 'showDashboardExport', 'toolbarAlwaysOpen', 'hideToolbar'] as const;
const GRID_FLAGS = ['autoFillHeight', 'mobileAutoFillHeight'] as const;

/** A colour as text with a swatch of it (ThingsBoard stores rgba() strings a hex-only field would lose). */
function ColorTextField(props: { label: string; value: string; onChange(value: string): void; error?: string }) {
  return (
    <Flex gap="size-100" alignItems="end">
      <TextField
        label={props.label}
        value={props.value}
        onChange={props.onChange}
        validationState={props.error ? 'invalid' : undefined}
        errorMessage={props.error}
      />
      <div aria-hidden style={{ width: 32, height: 32, marginBottom: 2, border: '1px solid #888', background: props.value }} />
    </Flex>
  );
}

/** The dashboard's title and toolbar settings and its grid (columns, margins, colours, heights). */
export function DashboardSettingsDialog(props: {
  settings: DashboardSettings;
  gridSettings: GridSettings;
  onSave(next: { settings: DashboardSettings; gridSettings: GridSettings }): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SettingsDraft>(() => withDefaults({ settings: props.settings, gridSettings: props.gridSettings }));
  const errors = validateSettings(draft);
  const error = (key: string) => (errors[key] ? t(errors[key], GRID_BOUNDS[key as keyof typeof GRID_BOUNDS]) : undefined);
  const setSetting = (patch: DashboardSettings) => setDraft((d) => ({ ...d, settings: { ...d.settings, ...patch } }));
  const setGrid = (patch: GridSettings) => setDraft((d) => ({ ...d, gridSettings: { ...d.gridSettings, ...patch } }));
  const { settings, gridSettings } = draft;
  const numberField = (key: keyof typeof GRID_BOUNDS) => (
    <NumberField
      label={t(`dashboard.settings-dialog.${key}`)}
      minValue={GRID_BOUNDS[key].min}
      maxValue={GRID_BOUNDS[key].max}
      step={1}
      value={typeof gridSettings[key] === 'number' ? gridSettings[key] : Number.NaN}
      onChange={(value) => setGrid({ [key]: value })}
      validationState={errors[key] ? 'invalid' : undefined}
      errorMessage={error(key)}
    />
  );

  return (
    <SaveCancelDialog
      title={t('dashboard.settings')}
      size="M"
      canSave={Object.keys(errors).length === 0}
      onSave={() => props.onSave(draft)}
      onCancel={props.onCancel}
    >
      <Checkbox isSelected={!!settings.showTitle} onChange={(showTitle) => setSetting({ showTitle })}>{t('dashboard.settings-dialog.showTitle')}</Checkbox>
      {settings.showTitle && (
        <ColorTextField
          label={t('dashboard.settings-dialog.titleColor')}
          value={String(settings.titleColor ?? '')}
          onChange={(titleColor) => setSetting({ titleColor })}
          error={error('titleColor')}
        />
      )}
      {FLAGS.map((key) => (
        <Checkbox key={key} isSelected={!!settings[key]} onChange={(value) => setSetting({ [key]: value })}>{t(`dashboard.settings-dialog.${key}`)}</Checkbox>
      ))}
      <Heading level={4}>{t('dashboard.settings-dialog.grid')}</Heading>
      <Flex gap="size-200" wrap>
        {numberField('columns')}
        {numberField('margin')}
      </Flex>
      <ColorTextField
        label={t('dashboard.settings-dialog.backgroundColor')}
        value={String(gridSettings.backgroundColor ?? '')}
        onChange={(backgroundColor) => setGrid({ backgroundColor })}
        error={error('backgroundColor')}
      />
      {GRID_FLAGS.map((key) => (
        <Checkbox key={key} isSelected={!!gridSettings[key]} onChange={(value) => setGrid({ [key]: value })}>{t(`dashboard.settings-dialog.${key}`)}</Checkbox>
      ))}
      {numberField('mobileRowHeight')}
    </SaveCancelDialog>
  );
}
