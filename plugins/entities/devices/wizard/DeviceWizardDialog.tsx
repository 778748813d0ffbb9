import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Heading } from '@adobe/react-spectrum/Heading';
import { type EntityId, httpServiceRef, notificationServiceRef, useService } from '@tessera/sdk';
import { EntityAutocomplete } from '@tessera/ui';
import { type DeviceInfo } from '../../api';
import { AlarmRulesEditor } from '../../device-profiles/alarm-rules/AlarmRulesEditor';
import { isDeviceProfileAlarmSavable } from '../../device-profiles/alarm-rules/alarmRules';
import { newDeviceProfile, toSaveBody } from '../../device-profiles/deviceProfileDraft';
import { ProvisioningTab } from '../../device-profiles/ProvisioningTab';
import { validateLwm2mTransport } from '../../device-profiles/transport/lwm2mDefaults';
import { validateSnmpTransport } from '../../device-profiles/transport/snmpDefaults';
import { switchTransport, type TransportMemory } from '../../device-profiles/transportDefaults';
import { TransportTab } from '../../device-profiles/TransportTab';
import { type SavedDeviceProfile } from '../../device-profiles/types';
import { type ProfileChecks, validateDeviceProfile } from '../../device-profiles/validation';
import {
  credentialsBody, deviceBody, type DeviceWizardState, firstInvalidStep, STEP_TITLES, stepErrors, type WizardStep, wizardSteps,
} from './deviceWizard';
import { WizardCredentials } from './WizardCredentials';
import { WizardDetails } from './WizardDetails';
import '../../device-profiles/deviceProfiles.css';
import './wizard.css';

const CHECKS: ProfileChecks = { isAlarmValid: isDeviceProfileAlarmSavable, lwm2m: validateLwm2mTransport, snmp: validateSnmpTransport };

const initialState = (): DeviceWizardState => ({
  name: '', label: '', profileMode: 'existing', profile: null, newProfile: newDeviceProfile(), gateway: false, description: '',
  addCredentials: false, credentialsType: 'ACCESS_TOKEN', credentials: {}, customer: null,
});

/**
 * ThingsBoard 3.3's add-device wizard: details with the profile picked or created inline, the new
 * profile's transport, alarm rules and provisioning, credentials, and the customer. "Add" works
 * from any step once nothing blocks it; the first step with an error is shown instead.
 */
export function DeviceWizardDialog({ onClose }: { onClose(added: DeviceInfo | null): void }) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const notifications = useService(notificationServiceRef);
  const [state, setState] = useState(initialState);
  const [step, setStep] = useState<WizardStep>('details');
  const [shown, setShown] = useState<Set<WizardStep>>(new Set());
  const [saving, setSaving] = useState(false);
  const transportMemory = useRef<TransportMemory>({});
  const steps = wizardSteps(state);
  const index = Math.max(0, steps.indexOf(step));
  const errorsHere = stepErrors(step, state, CHECKS);
  const update = (next: Partial<DeviceWizardState>) => setState((s) => ({ ...s, ...next }));
  const profile = state.newProfile;
  const profileTab = { profile, onChange: (newProfile: typeof profile) => update({ newProfile }), errors: shown.has(step) ? validateDeviceProfile(profile, CHECKS) : {}, isReadOnly: false };

  const go = (target: WizardStep) => {
    setShown((s) => new Set(s).add(step));
    setStep(target);
  };
  const next = () => {
    if (errorsHere.length > 0) {
      setShown((s) => new Set(s).add(step));
      return;
    }
    go(steps[index + 1]);
  };

  const add = async () => {
    const invalid = firstInvalidStep(state, CHECKS);
    if (invalid) {
      setShown((s) => new Set(s).add(invalid));
      setStep(invalid);
      return;
    }
    setSaving(true);
    try {
      let chosen: { id: EntityId; name: string };
      if (state.profileMode === 'new') {
        chosen = await http.post<SavedDeviceProfile>('/api/deviceProfile', toSaveBody(profile));
      } else {
        chosen = { id: state.profile!.id, name: state.profile!.name };
      }
      const body = deviceBody(state, chosen);
      const credentials = credentialsBody(state);
      let device = credentials
        ? await http.post<DeviceInfo>('/api/device-with-credentials', { device: body, credentials })
        : await http.post<DeviceInfo>('/api/device', body);
      if (state.customer) device = await http.post<DeviceInfo>(`/api/customer/${state.customer.id.id}/device/${device.id.id}`);
      notifications.show({ message: t('device.wizard.added', { name: device.name }), type: 'success', duration: 3000 });
      onClose(device);
    } catch {
      // The HTTP service showed the server's message; everything entered stays.
      setSaving(false);
    }
  };

  return (
    <DialogContainer onDismiss={() => onClose(null)} type="modal">
      <Dialog size="L" aria-label={t('device.wizard.title')}>
        <Heading>{t('device.wizard.title')}</Heading>
        <Divider />
        <Content>
          <div className="tb-wizard">
            <ol className="tb-wizard-steps" aria-label={t('device.wizard.steps')}>
              {steps.map((s) => (
                <li key={s} aria-current={s === step ? 'step' : undefined}
                  className={['tb-wizard-step', s === step ? 'tb-wizard-step-current' : '', shown.has(s) && stepErrors(s, state, CHECKS).length > 0 ? 'tb-wizard-step-invalid' : ''].join(' ')}>
                  {t(STEP_TITLES[s])}
                </li>
              ))}
            </ol>
            <section aria-label={t(STEP_TITLES[step])}>
              {step === 'details' && <WizardDetails state={state} onChange={update} showErrors={shown.has('details')} />}
              {step === 'transport' && (
                <TransportTab {...profileTab} onTransportTypeChange={(type) => {
                  const switched = switchTransport(profile.profileData.transportConfiguration, type, transportMemory.current);
                  transportMemory.current = switched.memory;
                  update({ newProfile: { ...profile, transportType: type, profileData: { ...profile.profileData, transportConfiguration: switched.config } } });
                }} />
              )}
              {step === 'alarms' && (
                <AlarmRulesEditor value={profile.profileData.alarms ?? []} isReadOnly={false}
                  onChange={(alarms) => update({ newProfile: { ...profile, profileData: { ...profile.profileData, alarms } } })} />
              )}
              {step === 'provisioning' && <ProvisioningTab {...profileTab} />}
              {step === 'credentials' && (
                <WizardCredentials state={state} onChange={update} error={shown.has('credentials') ? errorsHere[0] ?? null : null} />
              )}
              {step === 'customer' && (
                <div className="tb-wizard-form">
                  <EntityAutocomplete entityType="CUSTOMER" value={state.customer} onChange={(customer) => update({ customer })} label={t('device.wizard.assign-customer')} />
                  <p className="tb-wizard-hint">{t('device.wizard.customer-hint')}</p>
                </div>
              )}
              {shown.has(step) && errorsHere.length > 0 && step !== 'details' && step !== 'credentials' && (
                <ul className="tb-wizard-errors" role="alert">{errorsHere.map((e) => <li key={e}>{t(e)}</li>)}</ul>
              )}
            </section>
          </div>
        </Content>
        <ButtonGroup>
          <Button variant="secondary" onPress={() => onClose(null)}>{t('action.cancel')}</Button>
          <Button variant="secondary" onPress={() => go(steps[index - 1])} isDisabled={index === 0}>{t('action.back')}</Button>
          <Button variant="primary" onPress={next} isDisabled={index === steps.length - 1}>{t('action.next')}</Button>
          <Button variant="accent" onPress={() => void add()} isPending={saving}>{t('action.add')}</Button>
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  );
}
