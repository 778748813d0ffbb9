import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { type TFunction } from 'i18next';
import { subscriptionServiceRef, type TelemetryUpdate, useService } from '@tessera/sdk';

/**
 * The live-data marker of a telemetry tab: 'stale' while the socket is down (the values shown
 * may be old), and the server's error for this subscription when it reported one.
 */
export const LiveStatus = observer(function LiveStatus({ error }: { error: string | null }) {
  const { t } = useTranslation();
  const state = useService(subscriptionServiceRef).state;
  return (
    <span className="tb-telemetry-status" role="status">
      {state === 'stale' && <span className="tb-telemetry-stale">{t('attribute.stale')}</span>}
      {error && <span className="tb-telemetry-error">{error}</span>}
    </span>
  );
});

/** The text a view shows for an update's error (contract §8.1 codes), or null when it is fine. */
export const liveErrorOf = (update: TelemetryUpdate, t: TFunction): string | null =>
  update.errorCode === 0 ? null : update.errorMsg ?? t('attribute.live-error', { code: update.errorCode });
