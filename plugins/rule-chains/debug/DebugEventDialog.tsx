import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Heading } from '@adobe/react-spectrum/Heading';
import { type DebugEvent } from '../api/types';
import { eventTime, prettyJson } from './debugEventFormat';

/** One debug event in full: its message data and metadata pretty-printed, and the error if any. */
export function DebugEventDialog(props: { event: DebugEvent; onClose(): void }) {
  const { t } = useTranslation();
  const { event } = props;
  return (
    <Dialog size="L" aria-label={t('event.details')}>
      <Heading>{`${t('event.details')}: ${event.type} · ${eventTime(event.createdTime)}`}</Heading>
      <Divider />
      <Content>
        <dl className="tb-debug-facts">
          <dt>{t('event.message-type')}</dt><dd>{event.msgType}</dd>
          {event.relationType && <><dt>{t('event.relation-type')}</dt><dd>{event.relationType}</dd></>}
          {event.msgId && <><dt>{t('event.message-id')}</dt><dd>{event.msgId}</dd></>}
        </dl>
        <div className="tb-debug-parts">
          <section aria-label={t('event.data')}>
            <h3>{t('event.data')}</h3>
            <pre data-testid="debug-event-data">{prettyJson(event.data)}</pre>
          </section>
          <section aria-label={t('event.metadata')}>
            <h3>{t('event.metadata')}</h3>
            <pre data-testid="debug-event-metadata">{prettyJson(event.metadata)}</pre>
          </section>
        </div>
        {event.error && (
          <section aria-label={t('event.error')}>
            <h3>{t('event.error')}</h3>
            <pre className="tb-debug-error">{event.error}</pre>
          </section>
        )}
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={props.onClose}>{t('action.close')}</Button>
      </ButtonGroup>
    </Dialog>
  );
}
