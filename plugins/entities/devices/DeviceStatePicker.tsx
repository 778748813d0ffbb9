import { useTranslation } from 'react-i18next';
import { Item, Picker } from '@adobe/react-spectrum/Picker';

/** ThingsBoard's device state filter: every device, only active ones, or only inactive ones. */
export type DeviceStateFilter = 'ALL' | 'ACTIVE' | 'INACTIVE';

const OPTIONS: [DeviceStateFilter, string][] = [['ALL', 'device.state-all'], ['ACTIVE', 'device.active'], ['INACTIVE', 'device.inactive']];

export function DeviceStatePicker({ value, onChange }: { value: DeviceStateFilter; onChange(value: DeviceStateFilter): void }) {
  const { t } = useTranslation();
  return (
    <Picker label={t('device.device-state')} selectedKey={value} onSelectionChange={(key) => onChange(key as DeviceStateFilter)} width="size-2000">
      {OPTIONS.map(([key, label]) => <Item key={key}>{t(label)}</Item>)}
    </Picker>
  );
}
