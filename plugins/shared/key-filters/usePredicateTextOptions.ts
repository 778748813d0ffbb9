import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type PredicateTextOptions } from './keyFilters';

/** Summary words in the user's language; dates in the console's date locale (en-GB, seed 001 §1). */
export function usePredicateTextOptions(): PredicateTextOptions {
  const { t } = useTranslation();
  return useMemo(() => ({
    operationWord: (operation) => t(`filter.operation.${operation}`),
    formatDateTime: (ms) => new Date(ms).toLocaleString('en-GB'),
  }), [t]);
}
