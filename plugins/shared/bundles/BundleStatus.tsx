import { useTranslation } from 'react-i18next';
import { ProgressCircle } from '@adobe/react-spectrum/ProgressCircle';
import { type BundleInfo } from '@tessera/sdk';

const STATUS_KEYS: Record<BundleInfo['status'], string> = {
  listed: 'rule-node-bundle.status-listed',
  loading: 'rule-node-bundle.status-loading',
  active: 'rule-node-bundle.status-active',
  failed: 'rule-node-bundle.status-failed',
};

/** Whether an installed bundle loaded in this console, with the reason when it did not. */
export function BundleStatus({ bundle }: { bundle: Pick<BundleInfo, 'status' | 'error'> }) {
  const { t } = useTranslation();
  return (
    <span className="tb-uib-status" data-status={bundle.status}>
      {bundle.status === 'loading' && <ProgressCircle aria-label={t(STATUS_KEYS.loading)} isIndeterminate size="S" />}
      <span>
        {t(STATUS_KEYS[bundle.status])}
        {bundle.status === 'failed' && bundle.error && <span className="tb-uib-status-error">{bundle.error.message}</span>}
      </span>
    </span>
  );
}
