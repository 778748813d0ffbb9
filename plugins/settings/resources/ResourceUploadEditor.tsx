import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { DropZone } from '@adobe/react-spectrum/DropZone';
import { FileTrigger } from '@adobe/react-spectrum/FileTrigger';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { ProgressBar } from '@adobe/react-spectrum/ProgressBar';
import { TextField } from '@adobe/react-spectrum/TextField';
import { httpServiceRef, NULL_UUID, useService } from '@tessera/sdk';
import { type EntityEditorProps } from '@tessera/ui';
import {
  ACCEPTED_EXTENSIONS, acceptsFile, formatSize, peekLwm2mModel, RESOURCE_TYPES, type ResourceType, type TbResourceInfo, toBase64, typeLabel,
} from './resourceTypes';

interface Chosen {
  name: string;
  bytes: Uint8Array;
  model: { objectId: string; name: string; version: string } | null;
}

/** Reads a file with progress (FileReader), so large key stores show how far they are. */
function readFile(file: File, onProgress: (fraction: number) => void): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** Adds a resource (type, file by drop or browse, title), or shows an existing one. */
export function ResourceUploadEditor({ entity, onSaved, onCancel }: EntityEditorProps<TbResourceInfo>) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const [type, setType] = useState<ResourceType>('JS_MODULE');
  const [title, setTitle] = useState('');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [touched, setTouched] = useState(false);

  if (entity) {
    return (
      <div className="tb-settings-form">
        <TextField label={t('resource.title')} value={entity.title} isReadOnly width="100%" />
        <div className="tb-settings-row">
          <TextField label={t('resource.resource-type')} value={t(typeLabel(entity.resourceType))} isReadOnly width="100%" />
          <TextField label={t('resource.resource-key')} value={entity.resourceKey} isReadOnly width="100%" />
          <TextField label={t('resource.file-name')} value={entity.fileName} isReadOnly width="100%" />
          <TextField label={t('resource.size')} value={formatSize(entity.dataSize)} isReadOnly width="100%" />
        </div>
        {entity.tenantId.id === NULL_UUID && <p className="tb-settings-hint">{t('resource.system-resource-hint')}</p>}
      </div>
    );
  }

  const accept = async (file: File | undefined) => {
    if (!file) return;
    setFileError(null);
    if (!acceptsFile(type, file.name)) {
      setFileError(t('resource.wrong-file-type', { extensions: ACCEPTED_EXTENSIONS[type].join(', ') }));
      return;
    }
    setProgress(0);
    const bytes = await readFile(file, setProgress);
    setProgress(null);
    if (bytes.length === 0) {
      setFileError(t('resource.empty-file'));
      return;
    }
    const model = type === 'LWM2M_MODEL' ? peekLwm2mModel(new TextDecoder().decode(bytes)) : null;
    if (type === 'LWM2M_MODEL' && !model) {
      setFileError(t('resource.invalid-lwm2m-model'));
      return;
    }
    setChosen({ name: file.name, bytes, model });
  };

  const titleError = touched && type !== 'LWM2M_MODEL' && !title.trim() ? t('resource.title-required') : undefined;
  const upload = async () => {
    setTouched(true);
    if (!chosen) {
      setFileError(t('resource.file-required'));
      return;
    }
    if (type !== 'LWM2M_MODEL' && !title.trim()) return;
    setUploading(true);
    try {
      const saved = await http.post<TbResourceInfo>('/api/resource', {
        resourceType: type, fileName: chosen.name, title: title.trim(), data: toBase64(chosen.bytes),
      });
      onSaved(saved);
    } catch {
      // The HTTP service showed the server's message.
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="tb-settings-form">
      <Picker
        label={t('resource.resource-type')}
        width="100%"
        selectedKey={type}
        onSelectionChange={(key) => {
          setType(key as ResourceType);
          setChosen(null);
          setFileError(null);
        }}
        items={RESOURCE_TYPES.map((key) => ({ key, label: t(typeLabel(key)) }))}
      >
        {(item) => <Item key={item.key}>{item.label}</Item>}
      </Picker>
      {type !== 'LWM2M_MODEL' && (
        <TextField label={t('resource.title')} value={title} onChange={setTitle} isRequired width="100%" maxLength={255}
          validationState={titleError ? 'invalid' : undefined} errorMessage={titleError} />
      )}
      <DropZone
        aria-label={t('resource.drop-file')}
        isFilled={Boolean(chosen)}
        onDrop={async (e) => {
          for (const item of e.items) {
            if (item.kind === 'file') return void (await accept(await item.getFile()));
          }
        }}
      >
        <div className="tb-resource-drop">
          <span>{chosen ? chosen.name : t('resource.drop-file')}</span>
          <FileTrigger acceptedFileTypes={ACCEPTED_EXTENSIONS[type]} onSelect={(files) => void accept(files?.[0] ?? undefined)}>
            <Button variant="secondary">{t('resource.browse-file')}</Button>
          </FileTrigger>
        </div>
      </DropZone>
      {chosen?.model && (
        <p className="tb-settings-hint" data-testid="lwm2m-model">
          {t('resource.lwm2m-model-found', { id: chosen.model.objectId, name: chosen.model.name, version: chosen.model.version })}
        </p>
      )}
      {fileError && <p className="tb-settings-error" role="alert">{fileError}</p>}
      {progress !== null && <ProgressBar label={t('resource.reading-file')} value={progress * 100} width="100%" />}
      {uploading && <ProgressBar label={t('resource.uploading')} isIndeterminate width="100%" />}
      <div className="tb-settings-actions">
        <span className="tb-settings-actions-gap" />
        {onCancel && <Button variant="secondary" onPress={onCancel} isDisabled={uploading}>{t('action.cancel')}</Button>}
        <Button variant="accent" onPress={() => void upload()} isDisabled={uploading || progress !== null}>{t('resource.upload')}</Button>
      </div>
    </div>
  );
}
