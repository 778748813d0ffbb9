import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import ChevronLeft from '@spectrum-icons/workflow/ChevronLeft';
import ChevronRight from '@spectrum-icons/workflow/ChevronRight';
import { type EntityTableStore } from './EntityTableStore';
import { PAGE_SIZES } from './pageLink';

/** Page size 10/25/50/100, the shown range, previous and next. */
export const TablePagination = observer(function TablePagination({ store }: { store: EntityTableStore<unknown> }) {
  const { t } = useTranslation();
  const first = store.totalElements === 0 ? 0 : store.page * store.pageSize + 1;
  const last = Math.min(store.totalElements, (store.page + 1) * store.pageSize);
  return (
    <div className="tb-table-pagination">
      <Picker
        label={t('table.rows-per-page')}
        labelPosition="side"
        isQuiet
        selectedKey={String(store.pageSize)}
        onSelectionChange={(key) => store.setPageSize(Number(key))}
        width="auto"
      >
        {PAGE_SIZES.map((size) => <Item key={String(size)}>{String(size)}</Item>)}
      </Picker>
      <span className="tb-table-range" aria-live="polite">
        {t('table.range', { first, last, total: store.totalElements })}
      </span>
      <ActionButton isQuiet aria-label={t('table.previous-page')} isDisabled={store.page === 0} onPress={() => store.setPage(store.page - 1)}>
        <ChevronLeft />
      </ActionButton>
      <ActionButton
        isQuiet
        aria-label={t('table.next-page')}
        isDisabled={store.page + 1 >= store.totalPages}
        onPress={() => store.setPage(store.page + 1)}
      >
        <ChevronRight />
      </ActionButton>
    </div>
  );
});
