import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, Item } from '@adobe/react-spectrum/ComboBox';
import { httpServiceRef, useService } from '@tessera/sdk';
import { fetchQueueNames } from './profileLookups';
import { matchingQueues } from './queueNames';

/** The rule-engine queue a profile's messages go to; suggestions come from the tenant's queues. */
export function QueueAutocomplete(props: { value: string; onChange(value: string): void; isReadOnly?: boolean }) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const [queues, setQueues] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    void fetchQueueNames(http).then((names) => { if (live) setQueues(names); });
    return () => { live = false; };
  }, [http]);

  const items = matchingQueues(queues ?? [], props.value).map((name) => ({ name }));
  return (
    <ComboBox
      label={t('device-profile.default-queue')}
      width="100%"
      isReadOnly={props.isReadOnly}
      items={items}
      loadingState={queues === null ? 'loading' : 'idle'}
      allowsCustomValue
      inputValue={props.value}
      onInputChange={props.onChange}
      onSelectionChange={(key) => { if (key !== null) props.onChange(String(key)); }}
      menuTrigger="focus"
      description={queues !== null && items.length === 0 && props.value.trim() !== ''
        ? t('device-profile.no-queues-matching', { queue: props.value })
        : t('device-profile.default-queue-hint')}
    >
      {(q) => <Item key={q.name}>{q.name}</Item>}
    </ComboBox>
  );
}
