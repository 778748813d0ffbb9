import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { ProgressBar } from '@adobe/react-spectrum/ProgressBar';
import ChevronLeft from '@spectrum-icons/workflow/ChevronLeft';
import ChevronRight from '@spectrum-icons/workflow/ChevronRight';
import { type PageData, type PageLink } from '@tessera/ui';

/** A column of a {@link PagedList}; cells render text or controls, never HTML strings. */
export interface PagedColumn<T> {
  key: string;
  /** i18n key of the header; an empty string hides it from sight (kept for screen readers). */
  title: string;
  cell(row: T): ReactNode;
  /** `tb-edge-nowrap` keeps short codes on one line; `tb-edge-actions` is a narrow button column. */
  className?: string;
}

/** Rows per page inside the details drawer, where there is little room. */
const PAGE_SIZE = 10;

/**
 * A compact paged list for the drawer tabs: the full entity table would add selection,
 * a toolbar search bound to the page and its own nested drawer, none of which fit here.
 * Changing `reloadKey` reloads from the first page.
 */
export function PagedList<T>(props: {
  columns: PagedColumn<T>[];
  fetchPage(link: PageLink): Promise<PageData<T>>;
  rowKey(row: T): string;
  reloadKey: unknown;
  emptyText: string;
  label: string;
}) {
  const { t } = useTranslation();
  const { fetchPage } = props;
  const [page, setPage] = useState(0);
  const [data, setData] = useState<PageData<T> | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);

  const load = useCallback((p: number) => {
    let live = true;
    setLoading(true);
    fetchPage({ page: p, pageSize: PAGE_SIZE }).then(
      (result) => {
        if (!live) return;
        setData(result);
        setFailed(false);
      },
      () => {
        if (!live) return;
        setData(null);
        setFailed(true);
      },
    ).finally(() => {
      if (live) setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [fetchPage]);

  useEffect(() => setPage(0), [props.reloadKey]);
  useEffect(() => load(page), [load, page, props.reloadKey]);

  const total = data?.totalElements ?? 0;
  const first = total === 0 ? 0 : page * PAGE_SIZE + 1;
  const last = Math.min(total, (page + 1) * PAGE_SIZE);
  return (
    <div className="tb-edge-list">
      <div className="tb-table-progress">{loading && <ProgressBar aria-label={t('common.loading')} isIndeterminate size="S" width="100%" />}</div>
      {failed ? (
        <div role="alert" className="tb-edge-list-state">
          <p>{t('table.load-failed')}</p>
          <ActionButton onPress={() => load(page)}>{t('action.retry')}</ActionButton>
        </div>
      ) : data && data.data.length === 0 ? (
        <p className="tb-empty tb-edge-list-state">{props.emptyText}</p>
      ) : (
        <table className="tb-simple-table" aria-label={props.label}>
          <thead>
            <tr>{props.columns.map((c) => <th key={c.key} className={c.className}>{c.title ? t(c.title) : <span className="tb-visually-hidden">{t('table.actions')}</span>}</th>)}</tr>
          </thead>
          <tbody>
            {(data?.data ?? []).map((row) => (
              <tr key={props.rowKey(row)}>{props.columns.map((c) => <td key={c.key} className={c.className}>{c.cell(row)}</td>)}</tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="tb-table-pagination">
        <span className="tb-table-range" aria-live="polite">{t('table.range', { first, last, total })}</span>
        <ActionButton isQuiet aria-label={t('table.previous-page')} isDisabled={page === 0} onPress={() => setPage(page - 1)}>
          <ChevronLeft />
        </ActionButton>
        <ActionButton isQuiet aria-label={t('table.next-page')} isDisabled={!data?.hasNext} onPress={() => setPage(page + 1)}>
          <ChevronRight />
        </ActionButton>
      </div>
    </div>
  );
}
