import { autoAssignToEdgeRuleChains } from '../ruleChains/edgeRuleChains';
import { ApiError } from '../http/errors';
import { MSG } from '../http/messages';
import { asObject, badField, checkFields, optionalEntityId, optionalString, textRules } from '../http/validate';
import type { EntityEvents } from '../ruleEngine/entityEvents/EntityEvents';
import { randomAlphanumeric } from '../security/random';
import type { SecurityUser } from '../security/SecurityUser';
import { ASSET_INFO_PAGE } from '../store/AssetStore';
import type { Stores } from '../store/createStores';
import { DEVICE_INFO_PAGE } from '../store/DeviceStore';
import { ENTITY_VIEW_INFO_PAGE } from '../store/EntityViewStore';
import { isUniqueViolation } from '../store/database';
import { EDGE_RELATION, type EdgeEventType } from '../store/EdgeEventStore';
import type { Edge, EdgeUpdateInput } from '../store/EdgeStore';
import { newId, type EntityId, type JsonObject } from '../store/ids';
import { DASHBOARD_PAGE } from '../store/DashboardStore';
import { RULE_CHAIN_PAGE, type RuleChain } from '../store/RuleChainStore';
import type { PageData, PageLink, PageSpec } from '../store/paging';
import { ownedBasics } from './ownedInput';

const DUPLICATE_NAME = 'Edge with such name already exists!';
const DUPLICATE_ROUTING_KEY = 'Edge with such routingKey already exists!';
/** Length of a generated edge secret (seed 000 §5). */
export const EDGE_SECRET_LENGTH = 20;

/** What assignment needs of an entity: its id and its tenant. */
export interface EdgeAssignable {
  id: EntityId;
  tenantId: EntityId<'TENANT'>;
}

/** Which of an edge's entities a list shows; customer users see only their customer's. */
export interface EdgeListFilter {
  tenantId: string;
  edgeId: string;
  customerId?: string;
  type?: string;
}

/**
 * One kind of entity that can be assigned to an edge (`/api/edge/{edgeId}/{segment}/{id}`).
 * `T` is the entity as its store reads it; the route answers it after (un)assignment.
 */
export interface EdgeAssignableKind<T extends EdgeAssignable = EdgeAssignable> {
  /** Path segment of assign/unassign: `device`, `asset`, `entityView`, `dashboard`, `ruleChain`. */
  segment: string;
  /** Path segment of the list: `devices`, `assets`, `entityViews`, `dashboards`, `ruleChains`. */
  listSegment: string;
  entityType: EdgeEventType;
  /** The entity, or undefined when unknown; tenancy is checked by the caller. */
  find(stores: Stores, id: string): Promise<T | undefined>;
  /** 403 or 404 for another tenant's entity (contract §12). */
  foreign: 403 | 404;
  /** Throws a 400 for an entity of this kind that may not go on an edge (method syntax, so kinds of narrower `T` fit the list). */
  assertAssignable?(entity: T): void;
  /** Whether customer users may read the list (of what is also their customer's). */
  customerReadable: boolean;
  /** The edge's entities of this kind, paged (Info form where there is one). */
  page(stores: Stores, filter: EdgeListFilter, link: PageLink): Promise<PageData<unknown>>;
  pageSpec: PageSpec;
}

/** Devices, assets and entity views: customer-owned, listed in their Info form. */
function ownedKind(
  segment: string,
  entityType: 'DEVICE' | 'ASSET' | 'ENTITY_VIEW',
  foreign: 403 | 404,
  storeOf: (stores: Stores) => Stores['devices'] | Stores['assets'] | Stores['entityViews'],
  pageSpec: PageSpec,
): EdgeAssignableKind {
  return {
    segment, listSegment: `${segment}s`, entityType, foreign, customerReadable: true, pageSpec,
    find: (stores, id) => storeOf(stores).findById(id),
    page: (stores, filter, link) => storeOf(stores).findInfoPage(filter, link),
  };
}

/** The assignable kinds; append an entry to make another kind assignable. */
export const EDGE_ASSIGNABLE_KINDS: EdgeAssignableKind[] = [
  ownedKind('device', 'DEVICE', 404, (stores) => stores.devices, DEVICE_INFO_PAGE),
  ownedKind('asset', 'ASSET', 403, (stores) => stores.assets, ASSET_INFO_PAGE),
  ownedKind('entityView', 'ENTITY_VIEW', 403, (stores) => stores.entityViews, ENTITY_VIEW_INFO_PAGE),
  {
    // DashboardInfo pages; a customer user's list keeps only dashboards assigned to their customer too.
    segment: 'dashboard',
    listSegment: 'dashboards',
    entityType: 'DASHBOARD',
    foreign: 403,
    customerReadable: true,
    find: (stores, id) => stores.dashboards.findInfoById(id),
    page: (stores, { tenantId, customerId, edgeId }, link) => stores.dashboards.findInfoPage({ tenantId, customerId, edgeId }, link),
    pageSpec: DASHBOARD_PAGE,
  },
  {
    segment: 'ruleChain',
    listSegment: 'ruleChains',
    entityType: 'RULE_CHAIN',
    foreign: 403,
    customerReadable: false,
    find: (stores, id) => stores.ruleChains.findById(id),
    assertAssignable(chain: RuleChain) {
      if (chain.type !== 'EDGE') throw badField(`Can't assign rule chain of type ${chain.type} to edge!`);
    },
    page: (stores, { tenantId, edgeId }, link) => stores.ruleChains.findPage({ tenantId, type: 'EDGE', edgeId }, link),
    pageSpec: RULE_CHAIN_PAGE,
  },
];

export function findAssignableKind(segment: string, list = false): EdgeAssignableKind | undefined {
  return EDGE_ASSIGNABLE_KINDS.find((kind) => (list ? kind.listSegment : kind.segment) === segment);
}

interface EdgeFields {
  basics: ReturnType<typeof ownedBasics>;
  routingKey: string | null | undefined;
  secret: string | null | undefined;
  edgeLicenseKey: string | null | undefined;
  cloudEndpoint: string | null | undefined;
}

function edgeFields(obj: JsonObject): EdgeFields {
  checkFields(obj, [...textRules('routingKey', 'secret', 'cloudEndpoint'), { key: 'edgeLicenseKey', max: 30, xss: true }]);
  return {
    basics: ownedBasics(obj, 'EDGE'),
    routingKey: optionalString(obj, 'routingKey'),
    secret: optionalString(obj, 'secret'),
    edgeLicenseKey: optionalString(obj, 'edgeLicenseKey'),
    cloudEndpoint: optionalString(obj, 'cloudEndpoint'),
  };
}

const blank = (value: string | null | undefined) => value === undefined || value === null || value.trim() === '';

/** Import defaults (seed 000 §5): a generated routing key and a 20-character random secret. */
export function generatedRoutingKey(): string {
  return newId();
}

export function generatedSecret(): string {
  return randomAlphanumeric(EDGE_SECRET_LENGTH);
}

/**
 * Edge saves, deletion, assignment of entities and the event records (the routes
 * let only tenant administrators write). No edge service runs in this product, so
 * sync only records what an edge would be sent.
 */
export class EdgeService {
  /** `events`: none inside a caller's transaction (bulk imports announce after their commit). */
  constructor(
    private readonly stores: Stores,
    private readonly events?: EntityEvents,
  ) {}

  /** POST /api/edge: into the caller's tenant, keeping the customer; ThingsBoard's required fields and messages. */
  async save(caller: SecurityUser, body: unknown): Promise<Edge> {
    const obj = asObject(body);
    const existingId = optionalEntityId(obj, 'id', 'EDGE');
    const fields = edgeFields(obj);
    if (blank(fields.secret)) throw badField(MSG.EDGE_SECRET);
    if (blank(fields.routingKey)) throw badField(MSG.EDGE_ROUTING_KEY);
    const input: EdgeUpdateInput = {
      ...fields.basics,
      type: fields.basics.type!,
      routingKey: fields.routingKey!,
      secret: fields.secret!,
      edgeLicenseKey: fields.edgeLicenseKey ?? null,
      cloudEndpoint: fields.cloudEndpoint ?? null,
    };
    const edge = await this.saveInput(caller.tenantId, existingId, input);
    this.events?.saved(edge, existingId === undefined, caller);
    return edge;
  }

  /** Create (no `existingId`) or update, with the uniqueness checks, in one transaction. */
  async saveInput(tenantId: string, existingId: string | undefined, input: EdgeUpdateInput): Promise<Edge> {
    return this.stores
      .transaction(async (stores) => {
        const existing = existingId ? await stores.edges.findById(existingId) : undefined;
        if (existingId && !existing) throw ApiError.notFound();
        // Another tenant's edge is forbidden rather than unknown (contract §12).
        if (existing && existing.tenantId.id !== tenantId) throw ApiError.forbidden();
        const sameName = await stores.edges.findByName(tenantId, input.name);
        if (sameName && sameName.id.id !== existingId) throw badField(DUPLICATE_NAME);
        const sameKey = await stores.edges.findByRoutingKey(input.routingKey);
        if (sameKey && sameKey.id.id !== existingId) throw badField(DUPLICATE_ROUTING_KEY);
        // The root chain moves only through POST /api/edge/{edgeId}/{ruleChainId}/root.
        if (existing) return (await stores.edges.update(existing.id.id, { ...input, rootRuleChainId: existing.rootRuleChainId?.id ?? null }))!;
        // As ThingsBoard does: a new edge runs the tenant's edge root chain, which goes on the edge.
        const root = (await stores.ruleChains.findRoot(tenantId, 'EDGE')) ?? (await stores.ruleChains.createEdgeRoot(tenantId));
        const edge = await stores.edges.create({ ...input, tenantId, rootRuleChainId: root.id.id });
        await assignIn(stores, edge, 'RULE_CHAIN', root.id.id);
        // And every chain the tenant marked "auto-assign to edge".
        for (const chain of await autoAssignToEdgeRuleChains(stores, tenantId)) {
          if (chain.id.id !== root.id.id) await assignIn(stores, edge, 'RULE_CHAIN', chain.id.id);
        }
        return edge;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw badField(/routing/i.test(String((error as Error).message)) ? DUPLICATE_ROUTING_KEY : DUPLICATE_NAME);
        throw error;
      });
  }

  /** `edge` was loaded and access-checked by the route. */
  async delete(edge: Edge): Promise<void> {
    await this.stores.edges.delete(edge.id.id);
  }

  /** Puts the entity on the edge (relation edge -> entity) and records ASSIGNED_TO_EDGE. */
  async assign(caller: SecurityUser, edge: Edge, kind: EdgeAssignableKind, entity: EdgeAssignable): Promise<void> {
    kind.assertAssignable?.(entity);
    await this.stores.transaction(async (stores) => {
      // An entity view on an edge shows its device's or asset's data, so that must be there first.
      if (kind.entityType === 'ENTITY_VIEW') {
        const target = (entity as EdgeAssignable & { entityId?: EntityId }).entityId;
        const onEdge = target && (await stores.relations.find({ from: edge.id, to: target, ...EDGE_RELATION }));
        if (!onEdge) throw badField(MSG.ENTITY_VIEW_EDGE_TARGET);
      }
      await assignIn(stores, edge, kind.entityType, entity.id.id);
    });
    this.events?.assignedToEdge(entity, edge, caller);
  }

  /** Takes the entity off the edge and records UNASSIGNED_FROM_EDGE; not assigned is a no-op 200, as in ThingsBoard. */
  async unassign(caller: SecurityUser, edge: Edge, kind: EdgeAssignableKind, entity: EdgeAssignable): Promise<void> {
    const entityId = entity.id.id;
    const removed = await this.stores.transaction(async (stores) => {
      const current = await stores.edges.findById(edge.id.id);
      // The edge would be left without a chain to run its messages through.
      if (kind.entityType === 'RULE_CHAIN' && current?.rootRuleChainId?.id === entityId) {
        throw badField(`Can't unassign root rule chain from edge [${edge.name}]. Please assign another root rule chain first!`);
      }
      const removed = await stores.relations.delete({ from: edge.id, to: { entityType: kind.entityType, id: entityId }, ...EDGE_RELATION });
      if (!removed) return false;
      await stores.edgeEvents.record([{ tenantId: edge.tenantId.id, edgeId: edge.id.id, type: kind.entityType, action: 'UNASSIGNED_FROM_EDGE', entityId }]);
      return true;
    });
    if (removed) this.events?.unassignedFromEdge(entity, edge, caller);
  }

  /** POST /api/edge/{edgeId}/{ruleChainId}/root: an EDGE chain of the tenant becomes the edge's root, assigned to it if it was not. */
  async setRootRuleChain(caller: SecurityUser, edge: Edge, chain: RuleChain): Promise<Edge> {
    if (chain.type !== 'EDGE') throw badField(`Can't assign rule chain of type ${chain.type} to edge!`);
    const updated = await this.stores.transaction(async (stores) => {
      const assigned = await stores.relations.find({ from: edge.id, to: chain.id, ...EDGE_RELATION });
      if (!assigned) await assignIn(stores, edge, 'RULE_CHAIN', chain.id.id);
      const updated = await stores.edges.setRootRuleChain(edge.id.id, chain.id.id);
      await stores.edgeEvents.record([{ tenantId: edge.tenantId.id, edgeId: edge.id.id, type: 'EDGE', action: 'UPDATED', entityId: edge.id.id }]);
      return updated!;
    });
    this.events?.updated(updated, caller);
    return updated;
  }

  /** POST /api/edge/sync: one EDGE event, then one ADDED event per entity assigned to the edge. */
  async sync(edge: Edge): Promise<void> {
    await this.stores.transaction(async (stores) => {
      const assigned = await stores.relations.findByEnds('FROM', [edge.id], EDGE_RELATION.typeGroup, EDGE_RELATION.type);
      await stores.edgeEvents.record([
        { tenantId: edge.tenantId.id, edgeId: edge.id.id, type: 'EDGE', action: 'ADDED', entityId: edge.id.id },
        ...assigned.map((relation) => ({
          tenantId: edge.tenantId.id,
          edgeId: edge.id.id,
          type: relation.to.entityType as EdgeEventType,
          action: 'ADDED' as const,
          entityId: relation.to.id,
        })),
      ]);
    });
  }
}

/** Relation edge -> entity and the ASSIGNED_TO_EDGE event, inside the caller's transaction. */
async function assignIn(stores: Stores, edge: Edge, entityType: EdgeEventType, entityId: string): Promise<void> {
  await stores.relations.save({ from: edge.id, to: { entityType, id: entityId }, ...EDGE_RELATION, additionalInfo: null });
  await stores.edgeEvents.record([{ tenantId: edge.tenantId.id, edgeId: edge.id.id, type: entityType, action: 'ASSIGNED_TO_EDGE', entityId }]);
}
