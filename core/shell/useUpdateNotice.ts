import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Authority } from '../sdk/types';
import { httpServiceRef, notificationServiceRef } from '../sdk/services';
import { useService } from '../sdk/useService';

interface UpdateMessage {
  updateAvailable: boolean;
  message?: string;
  version?: string;
}

/** A system admin landing in the console is told, once per sign-in, when an update is available. */
export function useUpdateNotice(authority: Authority | undefined, userId: string | undefined): void {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const notifications = useService(notificationServiceRef);
  useEffect(() => {
    if (authority !== 'SYS_ADMIN') return;
    let cancelled = false;
    http.get<UpdateMessage>('/api/admin/updates', { ignoreErrors: true, ignoreLoading: true })
      .then((update) => {
        if (cancelled || !update?.updateAvailable) return;
        notifications.show({ message: update.message || t('admin.update-available', { version: update.version ?? '' }), type: 'info' });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [authority, userId, http, notifications, t]);
}
