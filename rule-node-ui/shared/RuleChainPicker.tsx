import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, Item } from '@adobe/react-spectrum';
import { httpServiceRef, useService } from '@tessera/sdk';

interface RuleChainOption {
  id: string;
  name: string;
}

interface RuleChainPage {
  data: { id: { id: string }; name: string }[];
}

/** Props of {@link RuleChainPicker}. */
export interface RuleChainPickerProps {
  /** The chosen rule chain's id. */
  value: string | null | undefined;
  onChange(next: string | null): void;
  /** Which chains are listed (`GET /api/ruleChains?type=`); CORE by default. */
  ruleChainType?: 'CORE' | 'EDGE';
  /** A chain left out of the list, e.g. the chain being edited. */
  excludeId?: string;
  /** 'Rule chain' by default. */
  label?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  errorMessage?: string;
}

/** The list request: one page of up to 1,000 chains by name, filtered by the text typed. */
export function ruleChainsUrl(type: 'CORE' | 'EDGE', textSearch: string): string {
  const query = new URLSearchParams({ type, pageSize: '1000', page: '0', sortProperty: 'name', sortOrder: 'ASC' });
  if (textSearch) query.set('textSearch', textSearch);
  return `/api/ruleChains?${query}`;
}

/** A rule chain of the tenant by name, from the server's list (seed 000 Rule chains). */
export function RuleChainPicker(props: RuleChainPickerProps) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const [chains, setChains] = useState<RuleChainOption[]>([]);
  const [loading, setLoading] = useState(true);
  const [text, setText] = useState<string | null>(null);
  const type = props.ruleChainType ?? 'CORE';
  useEffect(() => {
    let cancelled = false;
    http.get<RuleChainPage>(ruleChainsUrl(type, ''), { ignoreLoading: true }).then(
      (page) => !cancelled && setChains(page.data.map((c) => ({ id: c.id.id, name: c.name }))),
      () => undefined,
    ).finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [http, type]);
  const selected = chains.find((c) => c.id === props.value);
  const input = text ?? selected?.name ?? '';
  const lower = input.trim().toLowerCase();
  const filtering = text !== null && text !== selected?.name;
  const items = chains.filter((c) => c.id !== props.excludeId && (!filtering || c.name.toLowerCase().includes(lower)));
  const error = props.errorMessage ?? (!loading && props.value && !selected ? t('rulenode.rule-chain-not-found') : undefined);
  return (
    <ComboBox
      label={props.label ?? t('rulenode.rule-chain')}
      width="100%"
      menuTrigger="focus"
      loadingState={loading ? 'loading' : 'idle'}
      isDisabled={props.isDisabled}
      isRequired={props.isRequired}
      items={items}
      inputValue={input}
      onInputChange={(next) => {
        setText(next);
        if (next === '') props.onChange(null);
      }}
      selectedKey={props.value ?? null}
      onSelectionChange={(key) => {
        setText(null);
        if (key !== null) props.onChange(String(key));
      }}
      errorMessage={error}
      validationState={error ? 'invalid' : undefined}
    >
      {(item) => <Item key={item.id}>{item.name}</Item>}
    </ComboBox>
  );
}
