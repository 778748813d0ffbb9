import './imageInput.css';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { DropZone } from '@adobe/react-spectrum/DropZone';
import { FileTrigger } from '@adobe/react-spectrum/FileTrigger';
import { Button } from '@adobe/react-spectrum/Button';
import Delete from '@spectrum-icons/workflow/Delete';

/** Reads an image file as a data URL; anything that is not an image data URL is ignored (seed 001 section 5). */
async function readImage(file: File): Promise<string | null> {
  if (!file.type.startsWith('image/')) return null;
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' && reader.result.startsWith('data:image/') ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

/** An optional image: a 100x100 preview, a drop area and file button for one image, a clear button. */
export function ImageInput(props: { label: string; value: string | null | undefined; onChange(value: string | null): void; isReadOnly?: boolean }) {
  const { t } = useTranslation();
  const accept = async (file: File | undefined) => {
    const url = file ? await readImage(file) : null;
    if (url) props.onChange(url);
  };
  return (
    <div className="tb-image-input" role="group" aria-label={props.label}>
      <span className="tb-image-input-label">{props.label}</span>
      <div className="tb-image-input-row">
        <div className="tb-image-input-preview">
          {props.value ? <img src={props.value} alt={props.label} /> : <span>{t('device-profile.no-image')}</span>}
        </div>
        {!props.isReadOnly && (
          // Spectrum gives UNSAFE_className to the "Drop file to replace" banner too, so a class there
          // would show it all the time; the zone is styled through this wrapper instead.
          <div className="tb-image-input-zone">
          <DropZone
            aria-label={t('device-profile.drop-image')}
            height="size-1250"
            UNSAFE_style={{ minHeight: 0 }}
            isFilled={Boolean(props.value)}
            onDrop={async (e) => {
              for (const item of e.items) {
                if (item.kind === 'file') {
                  await accept(await item.getFile());
                  return;
                }
              }
            }}
          >
            <div className="tb-image-input-drop">
              <span>{t('device-profile.drop-image')}</span>
              <FileTrigger acceptedFileTypes={['image/*']} onSelect={(files) => void accept(files?.[0])}>
                <Button variant="secondary">{t('device-profile.browse-image')}</Button>
              </FileTrigger>
            </div>
          </DropZone>
          </div>
        )}
        {!props.isReadOnly && props.value && (
          <ActionButton isQuiet aria-label={t('action.remove')} onPress={() => props.onChange(null)}><Delete /></ActionButton>
        )}
      </div>
    </div>
  );
}
