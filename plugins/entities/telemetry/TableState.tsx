import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressCircle } from '@adobe/react-spectrum/ProgressCircle';

/** A spinner while loading, the empty (or failed) text when there are no rows, else the table. */
export function TableState(props: { loading: boolean; empty: boolean; failed: boolean; emptyText: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (props.loading) return <ProgressCircle aria-label={t('common.loading')} isIndeterminate size="S" />;
  if (props.empty) return <p className="tb-empty">{t(props.failed ? 'attribute.load-failed' : props.emptyText)}</p>;
  return <>{props.children}</>;
}
