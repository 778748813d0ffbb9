import { useTranslation } from 'react-i18next';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { CopyTextField } from '../../shared/CopyTextField';
import { type ProfileTabProps } from './profileTabProps';
import { withProvisionType } from './provisioning';
import { PROVISION_TYPES, type ProvisionType } from './types';

/** How devices may register themselves, with the key and secret they present. */
export function ProvisioningTab({ profile, onChange, errors, isReadOnly }: ProfileTabProps) {
  const { t } = useTranslation();
  const provision = profile.profileData.provisionConfiguration;
  return (
    <div className="tb-profile-form">
      <Picker label={t('device-profile.provision-strategy')} selectedKey={profile.provisionType} isDisabled={isReadOnly} width="100%"
        onSelectionChange={(k) => onChange(withProvisionType(profile, k as ProvisionType))}>
        {PROVISION_TYPES.map((type) => <Item key={type}>{t(`device-profile.provisioning.${type}`)}</Item>)}
      </Picker>
      <p className="tb-profile-hint">{t(`device-profile.provisioning-hints.${profile.provisionType}`)}</p>
      {profile.provisionType !== 'DISABLED' && (
        <div className="tb-profile-row">
          <CopyTextField label={t('device-profile.provision-device-key')} value={profile.provisionDeviceKey ?? ''} isRequired
            isReadOnly={isReadOnly} onChange={(v) => onChange({ ...profile, provisionDeviceKey: v })}
            errorMessage={errors.provisionDeviceKey ? t(errors.provisionDeviceKey) : undefined} />
          <CopyTextField label={t('device-profile.provision-device-secret')} value={provision.provisionDeviceSecret ?? ''} isRequired
            isReadOnly={isReadOnly}
            onChange={(v) => onChange({
              ...profile, profileData: { ...profile.profileData, provisionConfiguration: { ...provision, provisionDeviceSecret: v } },
            })}
            errorMessage={errors.provisionDeviceSecret ? t(errors.provisionDeviceSecret) : undefined} />
        </div>
      )}
    </div>
  );
}
