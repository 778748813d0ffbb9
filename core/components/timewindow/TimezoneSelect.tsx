import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, Item } from '@adobe/react-spectrum/ComboBox';
import { truncateSearch } from '../pickers/entityTypes';
import { fallbackTimezone, filterTimezones, timezoneInfos } from '../../timewindow/timezone';

/** Props of the timezone autocomplete (seed 001 §2.4, §4, §5). */
export interface TimezoneSelectProps {
  /** An IANA zone id, or null for the browser's time. */
  value: string | null;
  onChange(next: string | null): void;
  label?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** What an empty selection falls back to when the list closes. */
  defaultTimezone?: string | null;
  userTimezone?: string | null;
  /** Offer "Browser Time" (null) as the fallback. */
  allowBrowserTime?: boolean;
  width?: string;
}

const BROWSER = '__browser__';

/**
 * Zones listed as "Europe/Kyiv (UTC+02:00)", searched by a case-insensitive substring of the name.
 * Closing with nothing chosen falls back to the default zone, the user's zone or browser time.
 */
export function TimezoneSelect(props: TimezoneSelectProps) {
  const { t } = useTranslation();
  const zones = useMemo(() => timezoneInfos(Date.now()), []);
  const text = (id: string | null) => {
    if (id === null) return props.allowBrowserTime ? t('timezone.browser-time') : '';
    const zone = zones.find((z) => z.id === id);
    return zone ? `${zone.name} (${zone.offset})` : id;
  };
  const [input, setInput] = useState(text(props.value));
  const search = input === text(props.value) ? '' : input.replace(/\s*\(UTC[^)]*\)$/, '');
  const items = useMemo(() => {
    const found = filterTimezones(zones, search).map((z) => ({ id: z.id, label: `${z.name} (${z.offset})` }));
    return props.allowBrowserTime && !search ? [{ id: BROWSER, label: t('timezone.browser-time') }, ...found] : found;
  }, [zones, search, props.allowBrowserTime, t]);
  const noMatch = search.trim() !== '' && items.length === 0;
  const missing = props.isRequired && !props.value && !props.allowBrowserTime;
  const error = noMatch ? t('timezone.no-timezones-matching', { timezone: truncateSearch(search) })
    : missing ? t('timezone.timezone-required') : undefined;
  const choose = (id: string | null) => { props.onChange(id); setInput(text(id)); };
  return (
    <ComboBox label={props.label ?? t('timezone.timezone')} items={items} inputValue={input} onInputChange={setInput}
      selectedKey={props.value ?? (props.allowBrowserTime ? BROWSER : null)} isRequired={props.isRequired}
      isDisabled={props.isDisabled} width={props.width ?? 'size-4600'} maxWidth="100%" menuTrigger="focus"
      onSelectionChange={(key) => { if (key !== null) choose(key === BROWSER ? null : String(key)); }}
      onOpenChange={(open) => {
        if (open || input.trim() !== '') return;
        choose(fallbackTimezone(props));
      }}
      validationState={error ? 'invalid' : undefined} errorMessage={error}>
      {(item) => <Item key={item.id}>{item.label}</Item>}
    </ComboBox>
  );
}
