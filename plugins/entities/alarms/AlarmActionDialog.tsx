import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@adobe/react-spectrum/AlertDialog';
import { type AlarmAction } from './alarmApi';
import { type AlarmInfo } from './types';

/** What is about to be done to which alarms (those whose status allows it). */
export interface PendingAlarmAction {
  action: AlarmAction;
  alarms: AlarmInfo[];
}

/** Asks before acknowledging or clearing one alarm or several. Render it inside a DialogContainer. */
export function AlarmActionDialog({ pending, onConfirm }: { pending: PendingAlarmAction; onConfirm(): void }) {
  const { t } = useTranslation();
  const ack = pending.action === 'ack';
  const count = pending.alarms.length;
  const title = count === 1
    ? t(ack ? 'alarm.acknowledge-title' : 'alarm.clear-title', { type: pending.alarms[0].type })
    : t(ack ? 'alarm.acknowledge-many-title' : 'alarm.clear-many-title', { count });
  return (
    <AlertDialog
      title={title}
      variant={ack ? 'confirmation' : 'warning'}
      primaryActionLabel={t(ack ? 'alarm.acknowledge' : 'alarm.clear')}
      cancelLabel={t('action.cancel')}
      onPrimaryAction={onConfirm}
    >
      {t(ack ? 'alarm.acknowledge-text' : 'alarm.clear-text')}
    </AlertDialog>
  );
}
