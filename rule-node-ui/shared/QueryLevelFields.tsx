import { useTranslation } from 'react-i18next';
import { Checkbox, Flex, NumberField, View } from '@adobe/react-spectrum';
import { type Direction, DirectionPicker } from './DirectionPicker';

/** What {@link QueryLevelFields} edits: the search's start of a relations or device relations query. */
export interface QueryLevel {
  direction: Direction;
  maxLevel: number;
  fetchLastLevelOnly: boolean;
}

/**
 * Direction and max relation level side by side, then 'fetch last level only': the fields
 * every relations query starts with. `levelError` is the translated text when the level is
 * invalid.
 */
export function QueryLevelFields(props: { value: QueryLevel; onChange(patch: Partial<QueryLevel>): void; levelError?: string; isDisabled?: boolean }) {
  const { t } = useTranslation();
  const { value, onChange, isDisabled } = props;
  return (
    <>
      <Flex gap="size-150" wrap>
        <View flexGrow={1} flexBasis="size-2000"><DirectionPicker value={value.direction} onChange={(direction) => onChange({ direction })} isDisabled={isDisabled} /></View>
        <View flexGrow={1} flexBasis="size-2000">
          <NumberField
            label={t('rulenode.max-relation-level')}
            width="100%"
            minValue={1}
            step={1}
            value={value.maxLevel}
            onChange={(maxLevel) => onChange({ maxLevel: Number.isNaN(maxLevel) ? 0 : maxLevel })}
            isDisabled={isDisabled}
            validationState={props.levelError ? 'invalid' : undefined}
            errorMessage={props.levelError}
          />
        </View>
      </Flex>
      <Checkbox isSelected={value.fetchLastLevelOnly} onChange={(fetchLastLevelOnly) => onChange({ fetchLastLevelOnly })} isDisabled={isDisabled}>
        {t('rulenode.fetch-last-level-only')}
      </Checkbox>
    </>
  );
}
