import { useTranslation } from 'react-i18next';
import { Item, Picker } from '@adobe/react-spectrum';

export type Direction = 'FROM' | 'TO';

/** Props of {@link DirectionPicker}. */
export interface DirectionPickerProps {
  value: Direction | null | undefined;
  onChange(next: Direction): void;
  /** 'Direction' by default. */
  label?: string;
  isDisabled?: boolean;
}

/** FROM or TO, labelled from the originator's point of view ('From originator', 'To originator'). */
export function DirectionPicker(props: DirectionPickerProps) {
  const { t } = useTranslation();
  return (
    <Picker
      label={props.label ?? t('rulenode.direction')}
      width="100%"
      isDisabled={props.isDisabled}
      selectedKey={props.value ?? 'FROM'}
      onSelectionChange={(key) => key !== null && props.onChange(key as Direction)}
    >
      <Item key="FROM">{t('rulenode.search-direction.FROM')}</Item>
      <Item key="TO">{t('rulenode.search-direction.TO')}</Item>
    </Picker>
  );
}
