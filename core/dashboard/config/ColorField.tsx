import { useTranslation } from 'react-i18next';
import { Flex } from '@adobe/react-spectrum/Flex';
import { TextField } from '@adobe/react-spectrum/TextField';
import { isColor } from './appearanceEdits';

const HEX6 = /^#[0-9a-f]{6}$/i;

/**
 * A CSS colour as text (ThingsBoard stores rgba() too) with the browser's colour picker beside
 * it for the hex notation.
 */
export function ColorField(props: { label: string; value: string | undefined; onChange(next: string): void }) {
  const { t } = useTranslation();
  const value = props.value ?? '';
  const valid = isColor(value);
  return (
    <Flex gap="size-100" alignItems="end">
      <TextField label={props.label} width="100%" value={value} onChange={props.onChange}
        validationState={valid ? undefined : 'invalid'} errorMessage={valid ? undefined : t('dashboard.widget-config.color-invalid')} />
      <input type="color" aria-label={props.label} value={HEX6.test(value) ? value : '#000000'}
        onChange={(e) => props.onChange(e.target.value)}
        style={{ width: 32, height: 32, padding: 0, border: 'none', background: 'none', marginBottom: valid ? 0 : 22 }} />
    </Flex>
  );
}
