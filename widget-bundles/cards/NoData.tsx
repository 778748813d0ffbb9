import { useTranslation } from 'react-i18next';

/** The quiet empty state of a card without datasources or data. */
export function NoData({ color }: { color?: string }) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%', color, opacity: 0.6, fontSize: 14 }}>
      {t('widgets.cards.no-data')}
    </div>
  );
}
