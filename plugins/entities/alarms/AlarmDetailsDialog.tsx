import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Heading } from '@adobe/react-spectrum/Heading';
import { type AlarmAction, canAcknowledge, canClear } from './alarmApi';
import { alarmTime, detailsText, originatorText } from './alarmText';
import { SeverityChip } from './SeverityChip';
import { type AlarmInfo } from './types';

/**
 * One alarm, read only: what, how bad, its state and times, and its details JSON; Acknowledge
 * and Clear when its status allows them and the user may change alarms. Render it inside a
 * DialogContainer.
 */
export function AlarmDetailsDialog(props: {
  alarm: AlarmInfo;
  tsOffset: number;
  canWrite: boolean;
  onAction(action: AlarmAction): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { alarm } = props;
  const details = detailsText(alarm.details);
  const field = (label: string, value: ReactNode) => (
    <div className="tb-alarm-field">
      <dt>{t(label)}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <Dialog size="M">
      <Heading>{t('alarm.details-title')}</Heading>
      <Divider />
      <Content>
        <dl className="tb-alarm-fields">
          {field('alarm.type', alarm.type)}
          {field('alarm.severity-title', <SeverityChip severity={alarm.severity} />)}
          {field('alarm.status-title', <span data-testid="alarm-status">{t(`alarm.status.${alarm.status}`)}</span>)}
          {field('alarm.originator', originatorText(alarm))}
          {field('alarm.start-time', alarmTime(alarm.startTs, props.tsOffset))}
          {field('alarm.end-time', alarmTime(alarm.endTs, props.tsOffset))}
          {field('alarm.ack-time', alarmTime(alarm.ackTs, props.tsOffset))}
          {field('alarm.clear-time', alarmTime(alarm.clearTs, props.tsOffset))}
        </dl>
        <h3 className="tb-alarm-details-label" id={`alarm-details-${alarm.id.id}`}>{t('alarm.details')}</h3>
        {details
          ? <pre className="tb-alarm-details" aria-labelledby={`alarm-details-${alarm.id.id}`} tabIndex={0}>{details}</pre>
          : <p className="tb-empty">{t('alarm.no-details')}</p>}
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={props.onClose}>{t('action.close')}</Button>
        {props.canWrite && canClear(alarm) && <Button variant="negative" onPress={() => props.onAction('clear')}>{t('alarm.clear')}</Button>}
        {props.canWrite && canAcknowledge(alarm) && <Button variant="accent" onPress={() => props.onAction('ack')}>{t('alarm.acknowledge')}</Button>}
      </ButtonGroup>
    </Dialog>
  );
}
