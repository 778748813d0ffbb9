import { useTranslation } from 'react-i18next';
import { Flex, Text } from '@adobe/react-spectrum';

/** The quiet empty state of a gauge without a datasource. */
export function NoData() {
  const { t } = useTranslation();
  return (
    <Flex height="100%" alignItems="center" justifyContent="center">
      <Text UNSAFE_style={{ opacity: 0.6 }}>{t('widgets.gauges.no-data')}</Text>
    </Flex>
  );
}
