import { useTranslation } from 'react-i18next';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { Radio, RadioGroup } from '@adobe/react-spectrum/RadioGroup';
import { TextArea } from '@adobe/react-spectrum/TextArea';
import { TextField } from '@adobe/react-spectrum/TextField';
import { EntityAutocomplete } from '@tessera/ui';
import { type DeviceWizardState } from './deviceWizard';

/** Step 1: the device, and its profile: an existing one, or a new one created with it. */
export function WizardDetails(props: { state: DeviceWizardState; onChange(next: Partial<DeviceWizardState>): void; showErrors: boolean }) {
  const { t } = useTranslation();
  const { state } = props;
  const nameError = props.showErrors && !state.name.trim() ? t('device.name-required') : undefined;
  return (
    <div className="tb-wizard-form">
      <TextField label={t('device.name')} value={state.name} onChange={(name) => props.onChange({ name })} isRequired width="100%" maxLength={255}
        validationState={nameError ? 'invalid' : undefined} errorMessage={nameError} autoFocus />
      <TextField label={t('device.label')} value={state.label} onChange={(label) => props.onChange({ label })} width="100%" maxLength={255} />
      <RadioGroup label={t('device-profile.device-profile')} value={state.profileMode} orientation="horizontal"
        onChange={(mode) => props.onChange({ profileMode: mode as DeviceWizardState['profileMode'] })}>
        <Radio value="existing">{t('device.wizard.existing-profile')}</Radio>
        <Radio value="new">{t('device.wizard.new-profile')}</Radio>
      </RadioGroup>
      {state.profileMode === 'existing' ? (
        <EntityAutocomplete entityType="DEVICE_PROFILE" value={state.profile} onChange={(profile) => props.onChange({ profile })}
          label={t('device-profile.device-profile')} required />
      ) : (
        <TextField label={t('device.wizard.new-profile-name')} value={state.newProfile.name} isRequired width="100%" maxLength={255}
          onChange={(name) => props.onChange({ newProfile: { ...state.newProfile, name } })}
          validationState={props.showErrors && !state.newProfile.name.trim() ? 'invalid' : undefined}
          errorMessage={props.showErrors && !state.newProfile.name.trim() ? t('device-profile.name-required') : undefined} />
      )}
      <Checkbox isSelected={state.gateway} onChange={(gateway) => props.onChange({ gateway })}>{t('device.is-gateway')}</Checkbox>
      <TextArea label={t('common.description')} value={state.description} onChange={(description) => props.onChange({ description })} width="100%" />
    </div>
  );
}
