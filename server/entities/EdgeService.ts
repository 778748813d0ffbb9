import { ApiError } from '../http/errors';
import { asObject, badField, optionalEntityId, optionalString } from '../http/validate';
import { randomAlphanumeric } from '../security/random';
import type { SecurityUser } from '../security/SecurityUser';
import { ASSET_INFO_PAGE } from '../store/AssetStore';
import type { Stores } from '../store/createStores';
import { DEVICE_INFO_PAGE } from '../store/DeviceStore';
import { ENTITY_VIEW_INFO_PAGE } from '../store/EntityViewStore';
import { isUniqueViolation } from '../store/database';
import { EDGE_RELATION, type EdgeEventType } from '../store/EdgeEventStore';
import type { Edge, EdgeUpdateInput } from '../store/EdgeStore';
import { newId, type JsonObject } from '../store/ids';
import type { CustomerOwned, OwnedFilter } from '../store/owned';
import type { PageData, PageLink, PageSpec } from '../store/paging';
import { ownedBasics } from './ownedInput';

const DUPLICATE_NAME = 'Edge with such name already exists!';
const DUPLICATE_ROUTING_KEY = 'Edge with such routingKey already exists!';
/** Length of a generated edge secret (seed 000 §5). */
export const EDGE_SECRET_LENGTH = 20;

/**
 * One kind of entity that can be assigned to an edge (`/api/edge/{edgeId}/{segment}/{id}`).
 * Dashboards and rule chains join with one entry each once their stores exist.
 */
export interface EdgeAssignableKind {
  /** Path segment of assign/unassign: `device`, `asset`, `entityView`. */
  segment: string;
  /** Path segment of the list: `devices`, `assets`, `entityViews`. */
  listSegment: string;
  entityType: EdgeEventType;
  /** The entity, or undefined when unknown; tenancy is checked by the caller. */
  find(stores: Stores, id: string): Promise<CustomerOwned | undefined>;
  /** 403 or 404 for another tenant's entity (contract §12). */
  foreign: 403 | 404;
  /** The edge's entities of this kind, paged (Info form where there is one). */
  page(stores: Stores, filter: OwnedFilter, link: PageLink): Promise<PageData<unknown>>;
  pageSpec: PageSpec;
}

/** The assignable kinds; append an entry to make another kind assignable. */
export const EDGE_ASSIGNABLE_KINDS: EdgeAssignableKind[] = [
  {
    segment: 'device',
    listSegment: 'devices',
    entityType: 'DEVICE',
    foreign: 404,
    find: (stores, id) => stores.devices.findById(id),
    page: (stores, filter, link) => stores.devices.findInfoPage(filter, link),
    pageSpec: DEVICE_INFO_PAGE,
  },
  {
    segment: 'asset',
    listSegment: 'assets',
    entityType: 'ASSET',
    foreign: 403,
    find: (stores, id) => stores.assets.findById(id),
    page: (stores, filter, link) => stores.assets.findInfoPage(filter, link),
    pageSpec: ASSET_INFO_PAGE,
  },
  {
    segment: 'entityView',
    listSegment: 'entityViews',
    entityType: 'ENTITY_VIEW',
    foreign: 403,
    find: (stores, id) => stores.entityViews.findById(id),
    page: (stores, filter, link) => stores.entityViews.findInfoPage(filter, link),
    pageSpec: ENTITY_VIEW_INFO_PAGE,
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
  rootRuleChainId: string | undefined;
}

function edgeFields(obj: JsonObject): EdgeFields {
  return {
    basics: ownedBasics(obj),
    routingKey: optionalString(obj, 'routingKey'),
    secret: optionalString(obj, 'secret'),
    edgeLicenseKey: optionalString(obj, 'edgeLicenseKey'),
    cloudEndpoint: optionalString(obj, 'cloudEndpoint'),
    rootRuleChainId: optionalEntityId(obj, 'rootRuleChainId', 'RULE_CHAIN'),
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
  constructor(private readonly stores: Stores) {}

  /** POST /api/edge: into the caller's tenant, keeping the customer; ThingsBoard's required fields and messages. */
  async save(caller: SecurityUser, body: unknown): Promise<Edge> {
    const obj = asObject(body);
    const existingId = optionalEntityId(obj, 'id', 'EDGE');
    const fields = edgeFields(obj);
    if (fields.basics.type === undefined) throw badField('Edge type should be specified!');
    if (blank(fields.routingKey)) throw badField('Edge routingKey should be specified!');
    if (blank(fields.secret)) throw badField('Edge secret should be specified!');
    const input: EdgeUpdateInput = {
      ...fields.basics,
      type: fields.basics.type,
      routingKey: fields.routingKey!,
      secret: fields.secret!,
      edgeLicenseKey: fields.edgeLicenseKey ?? null,
      cloudEndpoint: fields.cloudEndpoint ?? null,
      rootRuleChainId: fields.rootRuleChainId ?? null,
    };
    return this.saveInput(caller.tenantId, existingId, input);
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
        if (existing) return (await stores.edges.update(existing.id.id, input))!;
        return stores.edges.create({ ...input, tenantId });
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
  async assign(edge: Edge, kind: EdgeAssignableKind, entityId: string): Promise<void> {
    await this.stores.transaction(async (stores) => {
      await stores.relations.save({ from: edge.id, to: { entityType: kind.entityType, id: entityId }, ...EDGE_RELATION, additionalInfo: null });
      await stores.edgeEvents.record([{ tenantId: edge.tenantId.id, edgeId: edge.id.id, type: kind.entityType, action: 'ASSIGNED_TO_EDGE', entityId }]);
    });
  }

  /** Takes the entity off the edge and records UNASSIGNED_FROM_EDGE; not assigned is a no-op 200, as in ThingsBoard. */
  async unassign(edge: Edge, kind: EdgeAssignableKind, entityId: string): Promise<void> {
    await this.stores.transaction(async (stores) => {
      const removed = await stores.relations.delete({ from: edge.id, to: { entityType: kind.entityType, id: entityId }, ...EDGE_RELATION });
      if (!removed) return;
      await stores.edgeEvents.record([{ tenantId: edge.tenantId.id, edgeId: edge.id.id, type: kind.entityType, action: 'UNASSIGNED_FROM_EDGE', entityId }]);
    });
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
