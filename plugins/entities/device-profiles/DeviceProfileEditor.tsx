import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { Item, TabList, TabPanels, Tabs } from '@adobe/react-spectrum/Tabs';
import { Text } from '@adobe/react-spectrum/Text';
import Alert from '@spectrum-icons/workflow/Alert';
import { httpServiceRef, useService } from '@tessera/sdk';
import { type EntityEditorProps } from '@tessera/ui';
import { AlarmRulesEditor } from './alarm-rules/AlarmRulesEditor';
import { isDeviceProfileAlarmSavable } from './alarm-rules/alarmRules';
import { DetailsTab } from './DetailsTab';
import { newDeviceProfile, normalizeProfile, toSaveBody } from './deviceProfileDraft';
import { type OtaChange, OtaChangeDialog } from './OtaChangeDialog';
import { changedOtaTypes } from './otaChanges';
import { countOtaDevices } from './profileLookups';
import { ProvisioningTab } from './ProvisioningTab';
import { validateLwm2mTransport } from './transport/lwm2mDefaults';
import { validateSnmpTransport } from './transport/snmpDefaults';
import { switchTransport, type TransportMemory } from './transportDefaults';
import { TransportTab } from './TransportTab';
import { type DeviceProfile, type SavedDeviceProfile } from './types';
import { invalidTabs, type ProfileChecks, type ProfileErrors, type ProfileTab, validateDeviceProfile } from './validation';
import './deviceProfiles.css';

const CHECKS: ProfileChecks = { isAlarmValid: isDeviceProfileAlarmSavable, lwm2m: validateLwm2mTransport, snmp: validateSnmpTransport };
const NO_ERRORS: ProfileErrors = {};

const draftOf = (entity: SavedDeviceProfile | null): DeviceProfile => (entity ? normalizeProfile(entity) : newDeviceProfile());

/**
 * The whole device profile in four tabs: details, transport, alarm rules, provisioning.
 * Errors show once the user tries to save, on the fields and as a mark on their tab; a
 * changed firmware or software is confirmed with the number of devices it would update.
 */
export function DeviceProfileEditor({ entity, isReadOnly, onSaved, onCancel }: EntityEditorProps<SavedDeviceProfile>) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const [source, setSource] = useState(entity);
  const [draft, setDraft] = useState(() => draftOf(entity));
  const [tab, setTab] = useState<ProfileTab>('details');
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [otaChanges, setOtaChanges] = useState<OtaChange[] | null>(null);
  const transportMemory = useRef<TransportMemory>({});
  // A saved or reselected profile replaces the draft (the drawer keeps this editor mounted).
  if (source !== entity) {
    setSource(entity);
    setDraft(draftOf(entity));
    setSubmitted(false);
    transportMemory.current = {};
  }

  const allErrors = validateDeviceProfile(draft, CHECKS);
  const errors = submitted ? allErrors : NO_ERRORS;
  const marked = new Set(invalidTabs(errors));
  const tabProps = { profile: draft, onChange: setDraft, errors, isReadOnly };

  const persist = async () => {
    setSaving(true);
    try {
      onSaved(await http.post<SavedDeviceProfile>('/api/deviceProfile', toSaveBody(draft)));
    } catch {
      // The HTTP service showed the server's message; the input stays.
    } finally {
      setSaving(false);
    }
  };

  const save = async () => {
    setSubmitted(true);
    const bad = invalidTabs(allErrors);
    if (bad.length > 0) {
      if (!bad.includes(tab)) setTab(bad[0]);
      return;
    }
    const changed = changedOtaTypes(entity, draft);
    if (changed.length === 0 || !entity) {
      await persist();
      return;
    }
    setSaving(true);
    try {
      setOtaChanges(await Promise.all(changed.map(async (type) => ({ type, count: await countOtaDevices(http, type, entity.id.id) }))));
    } catch {
      // Shown by the HTTP service; nothing is saved without the confirmation.
    } finally {
      setSaving(false);
    }
  };

  const title = (key: ProfileTab, label: string) => (
    <Item key={key} textValue={t(label)}>
      <Text>{t(label)}</Text>
      {marked.has(key) && <Alert size="S" color="negative" UNSAFE_className="tb-tab-invalid" aria-label={t('device-profile.tab-has-errors')} />}
    </Item>
  );

  return (
    <div className="tb-profile-editor">
      <Tabs aria-label={t('device-profile.device-profile')} selectedKey={tab} onSelectionChange={(k) => setTab(k as ProfileTab)}>
        <TabList>
          {[
            title('details', 'device-profile.tabs.details'),
            title('transport', 'device-profile.tabs.transport'),
            title('alarms', 'device-profile.tabs.alarms'),
            title('provisioning', 'device-profile.tabs.provisioning'),
          ]}
        </TabList>
        <TabPanels>
          <Item key="details"><div className="tb-profile-panel"><DetailsTab {...tabProps} /></div></Item>
          <Item key="transport">
            <div className="tb-profile-panel">
              <TransportTab {...tabProps} onTransportTypeChange={(type) => {
                const next = switchTransport(draft.profileData.transportConfiguration, type, transportMemory.current);
                transportMemory.current = next.memory;
                setDraft({ ...draft, transportType: type, profileData: { ...draft.profileData, transportConfiguration: next.config } });
              }} />
            </div>
          </Item>
          <Item key="alarms">
            <div className="tb-profile-panel">
              <AlarmRulesEditor value={draft.profileData.alarms ?? []} isReadOnly={isReadOnly}
                onChange={(alarms) => setDraft({ ...draft, profileData: { ...draft.profileData, alarms } })} />
              {errors.alarms && <p className="tb-profile-error" role="alert">{t(errors.alarms)}</p>}
            </div>
          </Item>
          <Item key="provisioning"><div className="tb-profile-panel"><ProvisioningTab {...tabProps} /></div></Item>
        </TabPanels>
      </Tabs>
      {!isReadOnly && (
        <div className="tb-form-actions tb-profile-actions">
          {onCancel && <Button variant="secondary" onPress={onCancel}>{t('action.cancel')}</Button>}
          <Button variant="accent" onPress={() => void save()} isPending={saving}>{t(entity ? 'action.save' : 'action.add')}</Button>
        </div>
      )}
      <OtaChangeDialog changes={otaChanges} onClose={() => setOtaChanges(null)}
        onConfirm={() => {
          setOtaChanges(null);
          void persist();
        }} />
    </div>
  );
}
