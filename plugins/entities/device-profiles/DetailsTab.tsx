import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '@adobe/react-spectrum/TextArea';
import { TextField } from '@adobe/react-spectrum/TextField';
import { httpServiceRef, useService } from '@tessera/sdk';
import { EntityAutocomplete, type EntityOption } from '@tessera/ui';
import { ImageInput } from '../../shared/ImageInput';
import { OtaPackageAutocomplete } from './OtaPackageAutocomplete';
import { ruleChainName, searchRuleChains } from './profileLookups';
import { QueueAutocomplete } from './QueueAutocomplete';
import { SearchAutocomplete } from './SearchAutocomplete';
import { type ProfileTabProps } from './profileTabProps';

/** Name, description, where the profile's messages go, its OTA packages and image. */
export function DetailsTab({ profile, onChange, errors, isReadOnly }: ProfileTabProps) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  // The dashboard picker shows a name; the profile stores only the id.
  const [dashboard, setDashboard] = useState<EntityOption | null>(
    profile.defaultDashboardId ? { id: profile.defaultDashboardId, name: '' } : null,
  );
  const set = <K extends keyof typeof profile>(key: K, value: (typeof profile)[K]) => onChange({ ...profile, [key]: value });

  return (
    <div className="tb-profile-form">
      <TextField label={t('device-profile.name')} value={profile.name} onChange={(v) => set('name', v)} isRequired isReadOnly={isReadOnly}
        width="100%" validationState={errors.name ? 'invalid' : undefined} errorMessage={errors.name ? t(errors.name) : undefined} />
      <div className="tb-profile-row">
        <SearchAutocomplete
          label={t('device-profile.default-rule-chain')}
          value={profile.defaultRuleChainId}
          onChange={(id) => set('defaultRuleChainId', id)}
          isReadOnly={isReadOnly}
          search={(text) => searchRuleChains(http, text)}
          resolveName={(id) => ruleChainName(http, id)}
          noMatchText={(text) => t('device-profile.no-rule-chains-matching', { text })}
        />
        <EntityAutocomplete
          entityType="DASHBOARD"
          label={t('device-profile.default-dashboard')}
          value={dashboard}
          isDisabled={isReadOnly}
          onChange={(v) => {
            setDashboard(v);
            if ((v?.id.id ?? null) !== (profile.defaultDashboardId?.id ?? null)) set('defaultDashboardId', v?.id ?? null);
          }}
        />
      </div>
      <QueueAutocomplete value={profile.defaultQueueName ?? ''} onChange={(v) => set('defaultQueueName', v)} isReadOnly={isReadOnly} />
      {profile.id && (
        <div className="tb-profile-row">
          <OtaPackageAutocomplete type="FIRMWARE" profileId={profile.id.id} value={profile.firmwareId}
            onChange={(id) => set('firmwareId', id)} isReadOnly={isReadOnly} />
          <OtaPackageAutocomplete type="SOFTWARE" profileId={profile.id.id} value={profile.softwareId}
            onChange={(id) => set('softwareId', id)} isReadOnly={isReadOnly} />
        </div>
      )}
      <ImageInput label={t('device-profile.image')} value={profile.image} onChange={(v) => set('image', v)} isReadOnly={isReadOnly} />
      <TextArea label={t('common.description')} value={profile.description ?? ''} onChange={(v) => set('description', v)}
        isReadOnly={isReadOnly} width="100%" />
    </div>
  );
}
