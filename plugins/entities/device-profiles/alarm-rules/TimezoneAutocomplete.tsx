import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { ComboBox, Item } from '@adobe/react-spectrum/ComboBox';
import { Flex } from '@adobe/react-spectrum/Flex';
import Close from '@spectrum-icons/workflow/Close';
import { truncateSearch } from '@tessera/sdk';
import { allTimezones, searchTimezones, timezoneName } from './alarmSchedule';

/** Picks an IANA zone by a case-insensitive substring of its name; a clear button empties it. */
export function TimezoneAutocomplete(props: {
  value: string;
  onChange(next: string): void;
  label?: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
}) {
  const { t } = useTranslation();
  const zones = useMemo(allTimezones, []);
  const [input, setInput] = useState(timezoneName(props.value));
  // The chosen zone's own text lists every zone, so reopening the list is not a list of one.
  const search = input === timezoneName(props.value) ? '' : input;
  const items = useMemo(() => searchTimezones(zones, search).map((id) => ({ id, name: timezoneName(id) })), [zones, search]);
  const noMatch = search.trim() !== '' && items.length === 0;
  const missing = props.isRequired && !props.value;
  const error = noMatch ? t('timezone.no-timezones-matching', { timezone: truncateSearch(search) })
    : missing ? t('timezone.timezone-required') : undefined;
  return (
    <Flex gap="size-50" alignItems="end">
      <ComboBox label={props.label ?? t('timezone.timezone')} items={items} inputValue={input} onInputChange={setInput}
        selectedKey={props.value || null} isRequired={props.isRequired} isReadOnly={props.isReadOnly} width="size-3600"
        onSelectionChange={(key) => { if (key !== null) props.onChange(String(key)); }}
        validationState={error ? 'invalid' : undefined} errorMessage={error}>
        {(item) => <Item key={item.id}>{item.name}</Item>}
      </ComboBox>
      {!props.isReadOnly && props.value && (
        <ActionButton isQuiet aria-label={t('timezone.clear')} onPress={() => { setInput(''); props.onChange(''); }}>
          <Close />
        </ActionButton>
      )}
    </Flex>
  );
}
