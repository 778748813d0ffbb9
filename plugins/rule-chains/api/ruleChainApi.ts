import { type HttpService } from '@tessera/sdk';
import { type PageData, type PageLink, pageLinkQuery } from '@tessera/ui';
import {
  type ComponentDescriptor, type DebugEvent, type DebugEventBody, type LifecycleEvent, type RuleChain, type RuleChainData,
  type RuleChainExport, type RuleChainImportResult, type RuleChainMetadata, type RuleChainType, type ScriptTestRequest,
  type ScriptTestResult, SELECTABLE_NODE_TYPES, type StoredEvent,
} from './types';

/** Debug events are read newest first, as ThingsBoard's debug tab shows them. */
const NEWEST_FIRST = { sortProperty: 'createdTime', sortOrder: 'DESC' } as const;

/** A random v4 uuid without `crypto.randomUUID`, which plain-http pages do not have. */
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** ThingsBoard's prepareExport: what a file never carries. */
function withoutIds<T extends object>(value: T): T {
  const { id: _id, createdTime: _created, tenantId: _tenant, customerId: _customer, ...rest } = value as Record<string, unknown>;
  return rest as T;
}

/**
 * One chain as ThingsBoard 3.3's console exports it (import-export.service exportRuleChain):
 * the chain without id, creation time and tenant, not root and without a first node; the
 * metadata without the chain id, its nodes without ids and chain.
 */
export function toChainExport(chain: RuleChain, metadata: RuleChainMetadata): RuleChainExport {
  const { ruleChainId: _chain, ...rest } = metadata;
  return {
    ruleChain: { ...withoutIds(chain), firstRuleNodeId: null, root: false },
    metadata: { ...rest, nodes: metadata.nodes.map(({ ruleChainId: _owner, ...node }) => withoutIds(node)) },
  };
}

/**
 * The calls of the rule chain pages, through the console's HTTP service (contract §5, §10).
 * `tenantId` goes with event reads, which ThingsBoard 3.3 requires.
 *
 * @example
 * const api = new RuleChainApi(http, auth.authUser?.tenantId);
 * const page = await api.chains({ pageSize: 10, page: 0 });
 */
export class RuleChainApi {
  constructor(private readonly http: HttpService, private readonly tenantId?: string) {}

  /** The node classes the engine runs for a chain type, with their definitions. */
  components(ruleChainType: RuleChainType = 'CORE'): Promise<ComponentDescriptor[]> {
    return this.http.get(`/api/components?componentTypes=${SELECTABLE_NODE_TYPES.join(',')}&ruleChainType=${ruleChainType}`);
  }

  /** A page of the tenant's chains of one type. */
  chains(link: PageLink, type: RuleChainType = 'CORE'): Promise<PageData<RuleChain>> {
    return this.http.get(`/api/ruleChains?${pageLinkQuery(link, { type })}`);
  }

  chain(id: string): Promise<RuleChain> {
    return this.http.get(`/api/ruleChain/${id}`);
  }

  /** Creates a chain (no id) or renames and re-describes one. */
  saveChain(chain: Partial<RuleChain> & { name: string }): Promise<RuleChain> {
    return this.http.post('/api/ruleChain', chain);
  }

  metadata(id: string): Promise<RuleChainMetadata> {
    return this.http.get(`/api/ruleChain/${id}/metadata`);
  }

  /** Saves a chain's nodes and connections; answers them with the ids the server gave. */
  saveMetadata(metadata: RuleChainMetadata, updateRelated = true): Promise<RuleChainMetadata> {
    return this.http.post(`/api/ruleChain/metadata?updateRelated=${updateRelated}`, metadata);
  }

  setRoot(id: string): Promise<RuleChain> {
    return this.http.post(`/api/ruleChain/${id}/root`);
  }

  async delete(id: string): Promise<void> {
    await this.http.delete(`/api/ruleChain/${id}`);
  }

  /** The tenant's first `limit` core chains with their metadata (RuleChainData). */
  exportChains(limit = 100): Promise<RuleChainData> {
    return this.http.get(`/api/ruleChains/export?limit=${limit}`);
  }

  /** Imports RuleChainData; with `overwrite` a chain replaces the tenant's chain of the same name. */
  importChains(data: RuleChainData, overwrite = false): Promise<RuleChainImportResult[]> {
    return this.http.post(`/api/ruleChains/import?overwrite=${overwrite}`, data);
  }

  /** One chain in ThingsBoard 3.3's file format, `{ruleChain, metadata}`. */
  async exportChain(id: string): Promise<RuleChainExport> {
    const [chain, metadata] = await Promise.all([this.chain(id), this.metadata(id)]);
    return toChainExport(chain, metadata);
  }

  /** Creates a new chain with its nodes from a file in ThingsBoard 3.3's format, in one server transaction. */
  async importChain(file: RuleChainExport): Promise<RuleChain> {
    // The file's chain has no id: a temporary one ties the metadata to it; the server maps it to the new chain.
    const id = { entityType: 'RULE_CHAIN' as const, id: randomUuid() };
    const [result] = await this.importChains({
      ruleChains: [{ ...file.ruleChain, id, type: file.ruleChain.type ?? 'CORE' }],
      metadata: [{ ...file.metadata, ruleChainId: id }],
    });
    return this.chain(result!.ruleChainId.id);
  }

  /** Labels of the chain's output nodes (what a rule chain node calling it can route by). */
  outputLabels(id: string): Promise<string[]> {
    return this.http.get(`/api/ruleChain/${id}/output/labels`);
  }

  /** A page of a node's IN and OUT debug events, newest first unless the link sorts otherwise. */
  async debugEvents(nodeId: string, link: PageLink): Promise<PageData<DebugEvent>> {
    const page = await this.http.get<PageData<StoredEvent<DebugEventBody>>>(this.eventsUrl(nodeId, 'DEBUG_RULE_NODE', link));
    return { ...page, data: page.data.map((event) => ({ ...event.body, id: event.id.id, createdTime: event.createdTime })) };
  }

  /** Deletes every debug event of a node. */
  async clearDebugEvents(nodeId: string): Promise<void> {
    await this.http.post(`/api/events/RULE_NODE/${nodeId}/clear`, { eventType: 'DEBUG_RULE_NODE' });
  }

  /** A page of a node's lifecycle events (started, stopped, failed to start), newest first. */
  async lcEvents(nodeId: string, link: PageLink = { pageSize: 10, page: 0 }): Promise<PageData<LifecycleEvent>> {
    type Body = { event: string; success: boolean; error: string | null };
    const page = await this.http.get<PageData<StoredEvent<Body>>>(this.eventsUrl(nodeId, 'LC_EVENT', link));
    return { ...page, data: page.data.map((event) => ({ ...event.body, id: event.id.id, createdTime: event.createdTime })) };
  }

  /** The last message that reached the node (its newest IN debug event), or null. */
  async debugIn(nodeId: string): Promise<DebugEventBody | null> {
    const body = await this.http.get<DebugEventBody | null>(`/api/ruleNode/${nodeId}/debugIn`, { ignoreErrors: true });
    return body && typeof body === 'object' ? body : null;
  }

  /** Runs a script on the server as its node would; the answer has `output` or `error`. */
  testScript(request: ScriptTestRequest): Promise<ScriptTestResult> {
    return this.http.post('/api/ruleChain/testScript', request);
  }

  private eventsUrl(nodeId: string, type: string, link: PageLink): string {
    const sorted = link.sortProperty ? link : { ...link, ...NEWEST_FIRST };
    return `/api/events/RULE_NODE/${nodeId}/${type}?${pageLinkQuery(sorted, { tenantId: this.tenantId })}`;
  }
}
