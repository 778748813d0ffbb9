import { useTranslation } from 'react-i18next';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { quickIntervalChoices, quickIntervalKey } from '../../timewindow/quickIntervals';
import { type QuickTimeInterval } from '../../timewindow/types';

/** A named calendar interval; `currentOnly` keeps the CURRENT_ ones (realtime windows). */
export function QuickIntervalSelect(props: {
  label: string;
  value: QuickTimeInterval | null;
  onChange(next: QuickTimeInterval): void;
  currentOnly?: boolean;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const items = quickIntervalChoices(props.currentOnly).map((id) => ({ id }));
  return (
    <Picker label={props.label} width="size-3600" maxWidth="100%" isDisabled={props.isDisabled} isRequired
      selectedKey={props.value} items={items} onSelectionChange={(key) => props.onChange(key as QuickTimeInterval)}>
      {(item) => <Item key={item.id}>{t(quickIntervalKey(item.id))}</Item>}
    </Picker>
  );
}
