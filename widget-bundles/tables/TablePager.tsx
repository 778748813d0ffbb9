import { useTranslation } from 'react-i18next';
import { ActionButton, Flex, Item, Picker, Text } from '@adobe/react-spectrum';
import { type RowPage } from './pageRows';

export interface TablePagerProps {
  page: RowPage;
  pageSize: number;
  sizes: readonly number[];
  onPage(page: number): void;
  onPageSize(size: number): void;
}

/** Rows per page, the range shown, previous and next page. */
export function TablePager({ page, pageSize, sizes, onPage, onPageSize }: TablePagerProps) {
  const { t } = useTranslation();
  return (
    <Flex alignItems="center" justifyContent="end" gap="size-100" wrap UNSAFE_style={{ padding: '0 8px', flexShrink: 0 }}>
      <Picker
        label={t('widgets.tables.rows-per-page')}
        labelPosition="side"
        isQuiet
        width="auto"
        selectedKey={String(pageSize)}
        onSelectionChange={(key) => onPageSize(Number(key))}
      >
        {sizes.map((size) => <Item key={String(size)}>{String(size)}</Item>)}
      </Picker>
      <Text aria-live="polite">{t('widgets.tables.range', { first: page.first, last: page.last, total: page.total })}</Text>
      <ActionButton isQuiet aria-label={t('widgets.tables.previous-page')} isDisabled={page.page === 0} onPress={() => onPage(page.page - 1)}>
        <Text>‹</Text>
      </ActionButton>
      <ActionButton isQuiet aria-label={t('widgets.tables.next-page')} isDisabled={page.page + 1 >= page.pageCount} onPress={() => onPage(page.page + 1)}>
        <Text>›</Text>
      </ActionButton>
    </Flex>
  );
}
