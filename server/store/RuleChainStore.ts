import { newDefaultRuleChainRow, newEdgeRootRuleChainRow, newRootRuleChainRow } from '../ruleChains/rootRuleChain';
import { sql } from 'kysely';
import { countWhere } from './countWhere';
import { inTransaction, type Db } from './database';
import { assignedToEdge, recordForAssignedEdges } from './EdgeEventStore';
import { entityId, newId, parseJson, toJson, type EntityId, type JsonObject } from './ids';
import { fetchPage, mapPage, type PageData, type PageLink, type PageSpec } from './paging';
import { deleteRelationsOf } from './RelationStore';
import type { RuleChainRow } from './schema';

export const RULE_CHAIN_TYPES = ['CORE', 'EDGE'] as const;
export type RuleChainType = (typeof RULE_CHAIN_TYPES)[number];

/** Contract §2 RuleChain. */
export interface RuleChain {
  id: EntityId<'RULE_CHAIN'>;
  createdTime: number;
  additionalInfo: unknown;
  tenantId: EntityId<'TENANT'>;
  name: string;
  type: RuleChainType;
  firstRuleNodeId: EntityId<'RULE_NODE'> | null;
  root: boolean;
  debugMode: boolean;
  configuration: unknown;
}

/** Fields a save may write; the root flag moves only through "set root". */
export interface RuleChainInput {
  name: string;
  type: RuleChainType;
  debugMode: boolean;
  configuration: unknown;
  additionalInfo: unknown;
}

/** Contract §5 RuleChainMetaData without its ruleChainId (which is the row's id). */
export interface StoredMetadata {
  firstNodeIndex: number | null;
  nodes: JsonObject[];
  connections: JsonObject[];
  ruleChainConnections: unknown;
}

/** Which chains a list shows: one tenant, optionally one type, optionally those assigned to one edge. */
export interface RuleChainFilter {
  tenantId: string;
  type?: RuleChainType;
  edgeId?: string;
}

/** A chain with its stored metadata. */
export interface ChainWithMetadata {
  chain: RuleChain;
  metadata: StoredMetadata;
}

export function emptyMetadata(): StoredMetadata {
  return { firstNodeIndex: null, nodes: [], connections: [], ruleChainConnections: null };
}

/** The uuid of a stored node. */
export function nodeIdOf(node: JsonObject): string | undefined {
  const id = node.id as { id?: unknown } | null | undefined;
  return typeof id?.id === 'string' ? id.id : undefined;
}

/** A LIKE pattern matching `text` anywhere, its `%`, `_` and `\\` taken literally. */
function likeText(text: string) {
  return sql<string>`${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;
}

export const RULE_CHAIN_PAGE: PageSpec = {
  search: ['rule_chain.name'],
  sort: { createdTime: 'rule_chain.created_time', name: 'rule_chain.name', root: 'rule_chain.root', type: 'rule_chain.type' },
  defaultSort: 'rule_chain.created_time',
  unique: 'rule_chain.id',
};

export function toRuleChain(row: RuleChainRow): RuleChain {
  return {
    id: entityId('RULE_CHAIN', row.id),
    createdTime: row.created_time,
    additionalInfo: parseJson(row.additional_info),
    tenantId: entityId('TENANT', row.tenant_id),
    name: row.name,
    type: row.type as RuleChainType,
    firstRuleNodeId: row.first_rule_node_id ? entityId('RULE_NODE', row.first_rule_node_id) : null,
    root: row.root === 1,
    debugMode: row.debug_mode === 1,
    configuration: parseJson(row.configuration),
  };
}

function ruleChainColumns(input: RuleChainInput) {
  return {
    name: input.name,
    type: input.type,
    debug_mode: input.debugMode ? 1 : 0,
    configuration: toJson(input.configuration),
    additional_info: toJson(input.additionalInfo),
  };
}

export class RuleChainStore {
  constructor(private readonly db: Db) {}

  /** The root CORE chain a new tenant starts with (contract §5 "Seed"). */
  async createRoot(tenantId: string): Promise<RuleChain> {
    const row = newRootRuleChainRow(tenantId, Date.now());
    await this.db.insertInto('rule_chain').values(row).execute();
    return (await this.findById(row.id))!;
  }

  /** The root EDGE chain new edges start with (ThingsBoard's "Edge Root Rule Chain", the edge template root). */
  async createEdgeRoot(tenantId: string): Promise<RuleChain> {
    const row = newEdgeRootRuleChainRow(tenantId, Date.now());
    await this.db.insertInto('rule_chain').values(row).execute();
    return (await this.findById(row.id))!;
  }

  /** A non-root CORE chain with the default device graph (POST /api/ruleChain/device/default). */
  async createDefault(tenantId: string, name: string): Promise<RuleChain> {
    const row = newDefaultRuleChainRow(tenantId, Date.now(), name);
    await this.db.insertInto('rule_chain').values(row).execute();
    return (await this.findById(row.id))!;
  }

  /** A new chain is never root and starts without nodes. */
  async create(tenantId: string, input: RuleChainInput): Promise<RuleChain> {
    const id = newId();
    await this.db
      .insertInto('rule_chain')
      .values({ id, created_time: Date.now(), tenant_id: tenantId, root: 0, first_rule_node_id: null, metadata: null, ...ruleChainColumns(input) })
      .execute();
    return (await this.findById(id))!;
  }

  /** Saves the fields; the edges the chain is on get an UPDATED event. */
  async update(id: string, input: RuleChainInput): Promise<RuleChain | undefined> {
    await inTransaction(this.db, async (trx) => {
      await trx.updateTable('rule_chain').set(ruleChainColumns(input)).where('id', '=', id).execute();
      await recordForAssignedEdges(trx, { entityType: 'RULE_CHAIN', id }, 'RULE_CHAIN', 'UPDATED');
    });
    return this.findById(id);
  }

  async findById(id: string): Promise<RuleChain | undefined> {
    const row = await this.db.selectFrom('rule_chain').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRuleChain(row) : undefined;
  }

  /** The tenant's oldest chain of `type` named exactly `name` (import with overwrite). */
  async findByName(tenantId: string, type: RuleChainType, name: string): Promise<RuleChain | undefined> {
    const row = await this.db
      .selectFrom('rule_chain')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('type', '=', type)
      .where('name', '=', name)
      .orderBy('created_time')
      .orderBy('id')
      .executeTakeFirst();
    return row ? toRuleChain(row) : undefined;
  }

  /**
   * The chain whose metadata holds the node `nodeId` (a uuid). Nodes live inside the
   * metadata JSON, so the text is searched first and the hit confirmed by parsing.
   */
  async findByNodeId(nodeId: string): Promise<RuleChain | undefined> {
    const rows = await this.db.selectFrom('rule_chain').selectAll().where('metadata', 'like', likeText(`"${nodeId}"`)).execute();
    const row = rows.find((candidate) => parseJson<StoredMetadata>(candidate.metadata)?.nodes.some((node) => nodeIdOf(node) === nodeId));
    return row ? toRuleChain(row) : undefined;
  }

  /** A tenant's chains with their metadata, oldest first; with `mentioning`, only those whose metadata contains that text. */
  async findWithMetadata(tenantId: string, mentioning?: string): Promise<ChainWithMetadata[]> {
    let query = this.db.selectFrom('rule_chain').selectAll().where('tenant_id', '=', tenantId);
    if (mentioning !== undefined) query = query.where('metadata', 'like', likeText(mentioning));
    const rows = await query.orderBy('created_time').orderBy('id').execute();
    return rows.map((row) => ({ chain: toRuleChain(row), metadata: parseJson<StoredMetadata>(row.metadata) ?? emptyMetadata() }));
  }

  async findRoot(tenantId: string, type: RuleChainType = 'CORE'): Promise<RuleChain | undefined> {
    const row = await this.db
      .selectFrom('rule_chain')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('type', '=', type)
      .where('root', '=', 1)
      .executeTakeFirst();
    return row ? toRuleChain(row) : undefined;
  }

  async findPage(filter: RuleChainFilter, link: PageLink): Promise<PageData<RuleChain>> {
    let query = this.db.selectFrom('rule_chain').selectAll().where('rule_chain.tenant_id', '=', filter.tenantId);
    if (filter.type !== undefined) query = query.where('rule_chain.type', '=', filter.type);
    if (filter.edgeId !== undefined) query = query.where(assignedToEdge('rule_chain.id', 'RULE_CHAIN', filter.edgeId));
    return mapPage(await fetchPage(query, link, RULE_CHAIN_PAGE), toRuleChain);
  }

  /** Makes `id` the root of its tenant and type; the old root is cleared first, as the unique index allows one. */
  async setRoot(id: string): Promise<RuleChain | undefined> {
    await inTransaction(this.db, async (trx) => {
      const chain = await trx.selectFrom('rule_chain').select(['tenant_id', 'type']).where('id', '=', id).executeTakeFirst();
      if (!chain) return;
      await trx
        .updateTable('rule_chain')
        .set({ root: 0 })
        .where('tenant_id', '=', chain.tenant_id)
        .where('type', '=', chain.type)
        .where('root', '=', 1)
        .where('id', '!=', id)
        .execute();
      await trx.updateTable('rule_chain').set({ root: 1 }).where('id', '=', id).execute();
    });
    return this.findById(id);
  }

  /** The stored metadata, or an empty one for a chain never given nodes. */
  async findMetadata(id: string): Promise<StoredMetadata> {
    const row = await this.db.selectFrom('rule_chain').select('metadata').where('id', '=', id).executeTakeFirst();
    return parseJson<StoredMetadata>(row?.metadata) ?? emptyMetadata();
  }

  /** Stores the metadata and points the chain's firstRuleNodeId at its first node; the chain's edges get an UPDATED event. */
  async saveMetadata(id: string, metadata: StoredMetadata, firstRuleNodeId: string | null): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await trx
        .updateTable('rule_chain')
        .set({ metadata: JSON.stringify(metadata), first_rule_node_id: firstRuleNodeId })
        .where('id', '=', id)
        .execute();
      await recordForAssignedEdges(trx, { entityType: 'RULE_CHAIN', id }, 'RULE_CHAIN', 'UPDATED');
    });
  }

  /** Rule chains of a tenant, counted against the tenant profile's maxRuleChains. */
  async countByTenant(tenantId: string): Promise<number> {
    return countWhere(this.db, 'rule_chain', 'tenant_id', tenantId);
  }

  /** Device profiles that route their messages to this chain; such a chain cannot be deleted. */
  async countReferencingProfiles(id: string): Promise<number> {
    return countWhere(this.db, 'device_profile', 'default_rule_chain_id', id);
  }

  /** Removes the chain with its relations; its edges get a DELETED event. */
  async delete(id: string): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await recordForAssignedEdges(trx, { entityType: 'RULE_CHAIN', id }, 'RULE_CHAIN', 'DELETED');
      await deleteRelationsOf(trx, 'RULE_CHAIN', [id]);
      await trx.deleteFrom('rule_chain').where('id', '=', id).execute();
    });
  }
}
