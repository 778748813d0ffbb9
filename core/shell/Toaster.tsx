import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { notificationServiceRef } from '../sdk/services';
import { useService } from '../sdk/useService';

/** Shows the current toast with a close action. */
export const Toaster = observer(function Toaster() {
  const { t, i18n } = useTranslation();
  const notifications = useService(notificationServiceRef);
  const toast = notifications.current;
  if (!toast) return null;
  return (
    <div className={`tb-toast tb-toast-${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
      {/* Messages are either translation keys (access.refresh-token-expired) or server text. */}
      <span className="tb-toast-message">{i18n.exists(toast.message) ? t(toast.message) : toast.message}</span>
      <button type="button" className="tb-toast-close" onClick={() => notifications.hide()}>
        {t('action.close')}
      </button>
    </div>
  );
});
