import { type EntityId } from '@tessera/sdk';
import { type PageLink, pageLinkQuery } from '@tessera/ui';

/** RuleChain as the contract returns it (§2); the console lists EDGE chains here. */
export interface RuleChain {
  id: EntityId;
  createdTime: number;
  name: string;
  type: 'CORE' | 'EDGE';
  root: boolean;
  additionalInfo?: { description?: string } | null;
}

/** A page of edge rule chains (the templates an edge can be given). */
export const edgeRuleChainsPath = (link: PageLink) => `/api/ruleChains?${pageLinkQuery(link, { type: 'EDGE' })}`;
