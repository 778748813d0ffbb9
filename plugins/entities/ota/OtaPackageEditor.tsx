import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { FileTrigger } from '@adobe/react-spectrum/FileTrigger';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { Radio, RadioGroup } from '@adobe/react-spectrum/RadioGroup';
import { TextArea } from '@adobe/react-spectrum/TextArea';
import { TextField } from '@adobe/react-spectrum/TextField';
import { httpServiceRef, useService } from '@tessera/sdk';
import { type EntityEditorProps, EntityAutocomplete, type EntityOption } from '@tessera/ui';
import { CHECKSUM_ALGORITHMS, createOtaPackage, formatSize, type NewOtaPackage, OTA_TYPES, otaPackageError, type OtaPackageInfo, type OtaType } from './otaApi';
import './ota.css';

/** An OTA package: the add form (file or external URL), or its details read-only, as ThingsBoard never edits a package's file. */
export function OtaPackageEditor({ entity, onSaved, onCancel }: EntityEditorProps<OtaPackageInfo>) {
  return entity ? <OtaPackageDetails entity={entity} /> : <OtaPackageForm onSaved={onSaved} onCancel={onCancel} />;
}

function OtaPackageDetails({ entity }: { entity: OtaPackageInfo }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    ['ota-update.title', entity.title], ['ota-update.version', entity.version], ['ota-update.tag', entity.tag ?? ''],
    ['ota-update.type', t(`ota-update.types.${entity.type}`)],
    ...(entity.url ? [['ota-update.url', entity.url] as [string, string]] : [
      ['ota-update.file-name', entity.fileName ?? ''] as [string, string], ['ota-update.file-size', formatSize(entity.dataSize)] as [string, string],
      ['ota-update.checksum', entity.checksum ? `${entity.checksumAlgorithm}: ${entity.checksum}` : ''] as [string, string],
    ]),
    ['common.description', entity.additionalInfo?.description ?? ''],
  ];
  return (
    <dl className="tb-definition-list">
      {rows.map(([label, value]) => <div key={label}><dt>{t(label)}</dt><dd>{value}</dd></div>)}
    </dl>
  );
}

function OtaPackageForm(props: { onSaved(saved: OtaPackageInfo): void; onCancel?(): void }) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const [profile, setProfile] = useState<EntityOption | null>(null);
  const [usesUrl, setUsesUrl] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [p, setP] = useState<Omit<NewOtaPackage, 'deviceProfileId'>>({
    title: '', version: '', tag: '', type: 'FIRMWARE', description: '', file: null, url: '', checksumAlgorithm: 'SHA256', checksum: '',
  });
  const set = <K extends keyof typeof p>(key: K) => (value: (typeof p)[K]) => setP((v) => ({ ...v, [key]: value }));
  const error = !profile ? 'ota-update.device-profile-required' : otaPackageError({ ...p, deviceProfileId: profile.id }, usesUrl);
  const shown = submitted ? error : null;
  const save = async () => {
    setSubmitted(true);
    if (error || !profile) return;
    setSaving(true);
    try {
      props.onSaved(await createOtaPackage(http, { ...p, deviceProfileId: profile.id }, usesUrl));
    } catch {
      // Shown by the HTTP service; the form keeps what was entered.
      setSaving(false);
    }
  };
  return (
    <form className="tb-ota-form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <div className="tb-ota-row">
        <TextField label={t('ota-update.title')} value={p.title} onChange={set('title')} isRequired maxLength={255} />
        <TextField label={t('ota-update.version')} value={p.version} onChange={set('version')} isRequired maxLength={255} />
      </div>
      <div className="tb-ota-row">
        <TextField label={t('ota-update.tag')} value={p.tag} onChange={set('tag')} description={t('ota-update.tag-hint')} maxLength={255} />
        <Picker label={t('ota-update.type')} selectedKey={p.type} onSelectionChange={(k) => set('type')(k as OtaType)}>
          {OTA_TYPES.map((type) => <Item key={type}>{t(`ota-update.types.${type}`)}</Item>)}
        </Picker>
      </div>
      <EntityAutocomplete entityType="DEVICE_PROFILE" value={profile} onChange={setProfile} label={t('device-profile.device-profile')} required />
      <RadioGroup label={t('ota-update.source')} value={usesUrl ? 'url' : 'file'} orientation="horizontal" onChange={(v) => setUsesUrl(v === 'url')}>
        <Radio value="file">{t('ota-update.upload-file')}</Radio>
        <Radio value="url">{t('ota-update.use-url')}</Radio>
      </RadioGroup>
      {usesUrl ? (
        <TextField label={t('ota-update.url')} value={p.url} onChange={set('url')} isRequired width="100%" maxLength={2048} />
      ) : (
        <>
          <div className="tb-ota-file">
            <FileTrigger onSelect={(files) => set('file')(files?.[0] ?? null)}>
              <Button variant="secondary">{t('ota-update.choose-file')}</Button>
            </FileTrigger>
            <span>{p.file ? `${p.file.name} (${formatSize(p.file.size)})` : t('ota-update.no-file')}</span>
          </div>
          <div className="tb-ota-row">
            <Picker label={t('ota-update.checksum-algorithm')} selectedKey={p.checksumAlgorithm} onSelectionChange={(k) => set('checksumAlgorithm')(String(k))}>
              {CHECKSUM_ALGORITHMS.map((a) => <Item key={a}>{a}</Item>)}
            </Picker>
            <TextField label={t('ota-update.checksum')} value={p.checksum} onChange={set('checksum')} description={t('ota-update.checksum-hint')} />
          </div>
        </>
      )}
      <TextArea label={t('common.description')} value={p.description} onChange={set('description')} width="100%" />
      {shown && <p className="tb-form-error" role="alert">{t(shown)}</p>}
      <div className="tb-form-actions">
        {props.onCancel && <Button variant="secondary" onPress={props.onCancel}>{t('action.cancel')}</Button>}
        <Button variant="accent" type="submit" isPending={saving}>{t('action.add')}</Button>
      </div>
    </form>
  );
}
