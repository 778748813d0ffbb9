import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Heading } from '@adobe/react-spectrum/Heading';
import { NumberField } from '@adobe/react-spectrum/NumberField';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { Radio, RadioGroup } from '@adobe/react-spectrum/RadioGroup';
import { Item as TabItem, TabList, Tabs } from '@adobe/react-spectrum/Tabs';
import { View } from '@adobe/react-spectrum/View';
import { MAX_INTERVAL, MIN_DATAPOINTS_LIMIT, SECOND } from '../../timewindow/constants';
import { normalizeMaxDatapoints } from '../../timewindow/intervals';
import { aggregationIntervalBounds, timewindowChanged, timewindowFormError } from '../../timewindow/panelModel';
import {
  AGGREGATION_TYPES, HistoryWindowType, RealtimeWindowType, TimewindowType, type AggregationType, type FullTimewindow,
} from '../../timewindow/types';
import { DatePeriodPicker } from './DatePeriodPicker';
import { IntervalEditor } from './IntervalEditor';
import { QuickIntervalSelect } from './QuickIntervalSelect';
import { TimezoneSelect } from './TimezoneSelect';
import './timewindow.css';

/** Props of the time window panel (seed 001 §2.6). */
export interface TimewindowPanelProps {
  value: FullTimewindow;
  /** Called with the edited window when Update is pressed. */
  onApply(next: FullTimewindow): void;
  onCancel(): void;
  /** The server's maximum data points (default 500). */
  maxDatapoints?: number;
  /** Dashboard edit mode: shows the hide toggles and every section whatever its hide flag. */
  isEdit?: boolean;
  /** Only the History tab (for example the device's raw data view). */
  historyOnly?: boolean;
  /** Offer quick intervals (default true). */
  quickIntervals?: boolean;
  /** Show the aggregation section (default true). */
  aggregation?: boolean;
  /** Show the timezone section (default true). */
  timezone?: boolean;
  /** Disables Update while the caller is loading. */
  isLoading?: boolean;
}

type HideFlag = 'hideInterval' | 'hideAggregation' | 'hideAggInterval' | 'hideTimezone';

/**
 * Realtime and History tabs with last-N, quick interval and fixed period, the aggregation function
 * with its limit or grouping interval, and the timezone. Update is enabled only when the form is
 * valid and changed; hide toggles (edit mode) disable their section and count as a change.
 */
export function TimewindowPanel(props: TimewindowPanelProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FullTimewindow>(() => structuredClone(props.value));
  const update = (patch: (tw: FullTimewindow) => void) => setDraft((prev) => { const next = structuredClone(prev); patch(next); return next; });
  const maxDatapoints = normalizeMaxDatapoints(props.maxDatapoints);
  const error = timewindowFormError(draft, maxDatapoints, Date.now());
  const dirty = timewindowChanged(draft, props.value);
  const tab = props.historyOnly ? TimewindowType.HISTORY : draft.selectedTab;
  const isRealtime = tab === TimewindowType.REALTIME;
  const shown = (flag: HideFlag) => props.isEdit || !draft[flag];
  const hideToggle = (flag: HideFlag, label: string) => props.isEdit && (
    <Checkbox isSelected={draft[flag]} onChange={(on) => update((tw) => { tw[flag] = on; })}>{label}</Checkbox>
  );
  const intervalDisabled = props.isEdit && draft.hideInterval;
  const quickAllowed = props.quickIntervals !== false;

  const section = (title: string, toggle: ReactNode, body: ReactNode) => (
    <View UNSAFE_className="tw-section">
      <Flex justifyContent="space-between" alignItems="center" wrap gap="size-100">
        <Heading level={4} margin={0}>{title}</Heading>
        {toggle}
      </Flex>
      <View marginTop="size-100">{body}</View>
    </View>
  );

  const realtimeBody = (
    <>
      <RadioGroup aria-label={t('timewindow.realtime')} isDisabled={intervalDisabled} orientation="horizontal"
        value={String(draft.realtime.realtimeType)}
        onChange={(v) => update((tw) => { tw.realtime.realtimeType = Number(v) as RealtimeWindowType; })}>
        <Radio value={String(RealtimeWindowType.LAST_INTERVAL)}>{t('timewindow.last')}</Radio>
        <Radio value={String(RealtimeWindowType.INTERVAL)} isDisabled={!quickAllowed}>{t('timewindow.interval')}</Radio>
      </RadioGroup>
      {draft.realtime.realtimeType === RealtimeWindowType.LAST_INTERVAL ? (
        <IntervalEditor label={t('timeinterval.interval')} value={draft.realtime.timewindowMs} min={SECOND} max={MAX_INTERVAL}
          isDisabled={intervalDisabled} onChange={(ms) => update((tw) => { tw.realtime.timewindowMs = ms ?? 0; })} />
      ) : (
        <QuickIntervalSelect label={t('timewindow.interval')} currentOnly value={draft.realtime.quickInterval} isDisabled={intervalDisabled}
          onChange={(q) => update((tw) => { tw.realtime.quickInterval = q; })} />
      )}
    </>
  );

  const h = draft.history;
  const historyBody = (
    <>
      <RadioGroup aria-label={t('timewindow.history')} isDisabled={intervalDisabled} orientation="horizontal" value={String(h.historyType)}
        onChange={(v) => update((tw) => { tw.history.historyType = Number(v) as HistoryWindowType; })}>
        <Radio value={String(HistoryWindowType.LAST_INTERVAL)}>{t('timewindow.last')}</Radio>
        <Radio value={String(HistoryWindowType.FIXED)}>{t('timewindow.date-range')}</Radio>
        <Radio value={String(HistoryWindowType.INTERVAL)} isDisabled={!quickAllowed}>{t('timewindow.interval')}</Radio>
      </RadioGroup>
      {h.historyType === HistoryWindowType.LAST_INTERVAL && (
        <IntervalEditor label={t('timeinterval.interval')} value={h.timewindowMs} min={SECOND} max={MAX_INTERVAL} isDisabled={intervalDisabled}
          onChange={(ms) => update((tw) => { tw.history.timewindowMs = ms ?? 0; })} />
      )}
      {h.historyType === HistoryWindowType.FIXED && (
        <DatePeriodPicker value={h.fixedTimewindow} timezone={draft.timezone} isDisabled={intervalDisabled}
          onChange={(p) => update((tw) => { tw.history.fixedTimewindow = p; })} />
      )}
      {h.historyType === HistoryWindowType.INTERVAL && (
        <QuickIntervalSelect label={t('timewindow.interval')} value={h.quickInterval} isDisabled={intervalDisabled}
          onChange={(q) => update((tw) => { tw.history.quickInterval = q; })} />
      )}
    </>
  );

  const agg = draft.aggregation;
  const bounds = aggregationIntervalBounds({ ...draft, selectedTab: tab });
  const groupInterval = isRealtime ? draft.realtime.interval : h.interval;
  const aggDisabled = props.isEdit && draft.hideAggregation;
  const aggIntervalDisabled = props.isEdit && draft.hideAggInterval;
  const aggregationBody = (
    <Flex direction="column" gap="size-100">
      {shown('hideAggregation') && (
        <Picker label={t('aggregation.function')} width="size-3000" maxWidth="100%" isDisabled={aggDisabled} selectedKey={agg.type}
          items={AGGREGATION_TYPES.map((type) => ({ type }))}
          onSelectionChange={(key) => update((tw) => { tw.aggregation.type = key as AggregationType; })}>
          {(item) => <Item key={item.type}>{t(`aggregation.types.${item.type}`)}</Item>}
        </Picker>
      )}
      {agg.type === 'NONE' && shown('hideAggregation') && (
        <NumberField label={t('aggregation.limit')} width="size-2000" isDisabled={aggDisabled} step={1}
          minValue={MIN_DATAPOINTS_LIMIT} maxValue={maxDatapoints} value={agg.limit}
          formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
          validationState={error === 'aggregation.limit-range' ? 'invalid' : undefined}
          errorMessage={t('aggregation.limit-range', { min: MIN_DATAPOINTS_LIMIT, max: maxDatapoints })}
          onChange={(n) => update((tw) => { tw.aggregation.limit = Number.isNaN(n) ? 0 : n; })} />
      )}
      {agg.type !== 'NONE' && shown('hideAggInterval') && (
        <IntervalEditor key={`${tab}`} label={t('aggregation.group-interval')} value={groupInterval} min={bounds.min} max={bounds.max}
          isDisabled={aggIntervalDisabled}
          onChange={(ms) => update((tw) => { if (isRealtime) tw.realtime.interval = ms ?? 0; else tw.history.interval = ms ?? 0; })} />
      )}
      {agg.type !== 'NONE' && hideToggle('hideAggInterval', t('timewindow.hide-agg-interval'))}
    </Flex>
  );

  return (
    <Flex direction="column" UNSAFE_className="tw-panel" height="100%">
      {!props.historyOnly && (
        <Tabs aria-label={t('timewindow.edit')} selectedKey={String(tab)}
          onSelectionChange={(key) => update((tw) => { tw.selectedTab = Number(key) as TimewindowType; })}>
          <TabList>
            <TabItem key={String(TimewindowType.REALTIME)}>{t('timewindow.realtime')}</TabItem>
            <TabItem key={String(TimewindowType.HISTORY)}>{t('timewindow.history')}</TabItem>
          </TabList>
        </Tabs>
      )}
      <View UNSAFE_className="tw-panel-body" flexGrow={1}>
        {shown('hideInterval') && section(t('timewindow.time-period'), hideToggle('hideInterval', t('timewindow.hide-interval')),
          isRealtime ? realtimeBody : historyBody)}
        {props.aggregation !== false && (shown('hideAggregation') || shown('hideAggInterval')) && (
          <>
            <Divider size="S" marginY="size-150" />
            {section(t('aggregation.aggregation'), hideToggle('hideAggregation', t('timewindow.hide-aggregation')), aggregationBody)}
          </>
        )}
        {props.timezone !== false && shown('hideTimezone') && (
          <>
            <Divider size="S" marginY="size-150" />
            {section(t('timezone.timezone'), hideToggle('hideTimezone', t('timewindow.hide-timezone')), (
              <TimezoneSelect value={draft.timezone ?? null} allowBrowserTime isDisabled={props.isEdit && draft.hideTimezone}
                onChange={(zone) => update((tw) => { if (zone) tw.timezone = zone; else delete tw.timezone; })} />
            ))}
          </>
        )}
      </View>
      {error && error !== 'aggregation.limit-range' && <div className="tw-error" role="alert">{t(error)}</div>}
      <ButtonGroup align="end" UNSAFE_className="tw-panel-actions">
        <Button variant="secondary" onPress={props.onCancel}>{t('action.cancel')}</Button>
        <Button variant="accent" isDisabled={props.isLoading || !!error || !dirty}
          onPress={() => props.onApply(props.historyOnly ? { ...draft, selectedTab: TimewindowType.HISTORY } : draft)}>
          {t('timewindow.update')}
        </Button>
      </ButtonGroup>
    </Flex>
  );
}
