import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { httpServiceRef, useService } from '@tessera/sdk';
import { EntityTable, type EntityTableConfig, type PageData } from '@tessera/ui';
import { formatDate } from '../entities/api';
import { edgeRuleChainsPath, type RuleChain } from './ruleChains';

/** Edge rule chain templates, read-only until the rule-chain editor arrives. */
export default function EdgeRuleChainsPage() {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const config = useMemo<EntityTableConfig<RuleChain>>(() => ({
    entityType: 'RULE_CHAIN',
    title: 'edge.rulechain-templates',
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    fetchPage: (link) => http.get<PageData<RuleChain>>(edgeRuleChainsPath(link)),
    idOf: (r) => r.id.id,
    nameOf: (r) => r.name,
    columns: [
      { key: 'createdTime', title: 'common.created-time', width: '190px', value: (r) => formatDate(r.createdTime) },
      { key: 'name', title: 'edge.rulechain-name', value: (r) => r.name },
      { key: 'root', title: 'edge.template-root', sortProperty: false, width: '160px', value: (r) => (r.root ? t('common.yes') : '') },
    ],
  }), [http, t]);
  return (
    <div className="tb-page">
      <EntityTable config={config} />
    </div>
  );
}
