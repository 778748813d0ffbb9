import type { Db } from './database';
import { entityId, parseJson, toJson, type EntityId } from './ids';
import { OwnedEntityStore } from './OwnedEntityStore';
import { customerInfoFields, ownedSort, type CustomerInfoColumns, type CustomerInfoFields } from './owned';
import type { PageSpec } from './paging';
import type { EdgeRow } from './schema';

/** Contract §2 Edge. */
export interface Edge {
  id: EntityId<'EDGE'>;
  createdTime: number;
  tenantId: EntityId<'TENANT'>;
  customerId: EntityId<'CUSTOMER'>;
  rootRuleChainId: EntityId<'RULE_CHAIN'> | null;
  name: string;
  type: string;
  label: string | null;
  routingKey: string;
  secret: string;
  edgeLicenseKey: string | null;
  cloudEndpoint: string | null;
  additionalInfo: unknown;
}

export interface EdgeInfo extends Edge, CustomerInfoFields {}

/** Fields a save may change; tenant and customer are not among them. */
export interface EdgeUpdateInput {
  name: string;
  type: string;
  label?: string | null;
  routingKey: string;
  secret: string;
  edgeLicenseKey?: string | null;
  cloudEndpoint?: string | null;
  rootRuleChainId?: string | null;
  additionalInfo?: unknown;
}

export const EDGE_PAGE: PageSpec = {
  search: ['edge.name'],
  sort: ownedSort('edge'),
  defaultSort: 'edge.created_time',
  unique: 'edge.id',
};

export const EDGE_INFO_PAGE: PageSpec = {
  ...EDGE_PAGE,
  sort: { ...ownedSort('edge'), customerTitle: 'customer.title' },
};

export function toEdge(row: EdgeRow): Edge {
  return {
    id: entityId('EDGE', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    customerId: entityId('CUSTOMER', row.customer_id),
    rootRuleChainId: row.root_rule_chain_id ? entityId('RULE_CHAIN', row.root_rule_chain_id) : null,
    name: row.name,
    type: row.type,
    label: row.label,
    routingKey: row.routing_key,
    secret: row.secret,
    edgeLicenseKey: row.edge_license_key,
    cloudEndpoint: row.cloud_endpoint,
    additionalInfo: parseJson(row.additional_info),
  };
}

function toEdgeInfo(row: EdgeRow & CustomerInfoColumns): EdgeInfo {
  return { ...toEdge(row), ...customerInfoFields(row) };
}

function edgeColumns(input: EdgeUpdateInput) {
  return {
    name: input.name,
    type: input.type,
    label: input.label ?? null,
    routing_key: input.routingKey,
    secret: input.secret,
    edge_license_key: input.edgeLicenseKey ?? null,
    cloud_endpoint: input.cloudEndpoint ?? null,
    root_rule_chain_id: input.rootRuleChainId ?? null,
    additional_info: toJson(input.additionalInfo),
  };
}

/** Edges: the owned-entity queries plus lookup by routing key; their events go with them. */
export class EdgeStore extends OwnedEntityStore<EdgeRow, Edge, EdgeInfo, EdgeUpdateInput> {
  constructor(db: Db) {
    super(db, { table: 'edge', toEntity: toEdge, toInfo: toEdgeInfo, columns: edgeColumns, page: EDGE_PAGE, infoPage: EDGE_INFO_PAGE });
  }

  /** Routing keys are unique across tenants: an edge connects with its key alone. */
  async findByRoutingKey(routingKey: string): Promise<Edge | undefined> {
    const row = await this.db.selectFrom('edge').selectAll().where('routing_key', '=', routingKey).executeTakeFirst();
    return row ? toEdge(row) : undefined;
  }

  async setRootRuleChain(id: string, ruleChainId: string): Promise<Edge | undefined> {
    await this.db.updateTable('edge').set({ root_rule_chain_id: ruleChainId }).where('id', '=', id).execute();
    return this.findById(id);
  }

  /** Edges whose root chain is `ruleChainId` (such a chain cannot be deleted). */
  async findByRootRuleChain(ruleChainId: string): Promise<Edge[]> {
    return (await this.db.selectFrom('edge').selectAll().where('root_rule_chain_id', '=', ruleChainId).execute()).map(toEdge);
  }

  protected override async deleteDependents(trx: Db, id: string): Promise<void> {
    await trx.deleteFrom('edge_event').where('edge_id', '=', id).execute();
  }
}
