import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView, Item } from '@adobe/react-spectrum/ListView';
import { SearchField } from '@adobe/react-spectrum/SearchField';
import { httpServiceRef, useService } from '@tessera/sdk';
import { type EntityOption, type PageData } from '@tessera/ui';
import { edgeRuleChainsPath, type RuleChain } from './ruleChains';

/** Picker lists fetch one page of this size (seed 000 section 9, "fetching all pages"). */
const LIST_PAGE_SIZE = 100;
const SEARCH_DEBOUNCE_MS = 150;

/**
 * Several EDGE rule chains at once. Only edge rule chains can go to an edge, and the shared
 * entity pickers search core rule chains, so this lists `type=EDGE` chains by name.
 */
export function EdgeRuleChainPicker(props: { value: EntityOption[]; onChange(value: EntityOption[]): void }) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const [text, setText] = useState('');
  const [items, setItems] = useState<RuleChain[] | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      const link = { pageSize: LIST_PAGE_SIZE, page: 0, textSearch: text, sortProperty: 'name', sortOrder: 'ASC' } as const;
      http.get<PageData<RuleChain>>(edgeRuleChainsPath(link), { ignoreLoading: true }).then(
        (page) => { if (live) setItems(page.data); },
        () => { if (live) setItems([]); },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [http, text]);

  const chosen = new Set(props.value.map((e) => e.id.id));
  return (
    <div className="tb-edge-rulechain-picker">
      <SearchField label={t('edge.search-rulechains')} value={text} onChange={setText} width="100%" />
      <ListView
        aria-label={t('rulechain.rulechains')}
        selectionMode="multiple"
        height="size-3000"
        items={items ?? []}
        loadingState={items === null ? 'loading' : 'idle'}
        selectedKeys={chosen}
        onSelectionChange={(keys) => {
          const all = items ?? [];
          const selected = keys === 'all' ? all : all.filter((r) => keys.has(r.id.id));
          // Keep choices hidden by the current search, replace those on screen.
          const visible = new Set(all.map((r) => r.id.id));
          props.onChange([
            ...props.value.filter((e) => !visible.has(e.id.id)),
            ...selected.map((r) => ({ id: r.id, name: r.name })),
          ]);
        }}
        renderEmptyState={() => <span className="tb-empty">{t('edge.no-rulechains')}</span>}
      >
        {(r) => <Item key={r.id.id} textValue={r.name}>{r.name}</Item>}
      </ListView>
    </div>
  );
}
