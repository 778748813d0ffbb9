import { useTranslation } from 'react-i18next';

/** The quiet empty state laid over the plot area. */
export function NoData({ color }: { color: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', color, opacity: 0.6, fontSize: 14, pointerEvents: 'none' }}
    >
      {t('widgets.charts.no-data')}
    </div>
  );
}
