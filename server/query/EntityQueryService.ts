import type { RelationService } from '../entities/RelationService';
import type { SecurityUser } from '../security/SecurityUser';
import type { Stores } from '../store/createStores';
import { isQueryEntityType, type QueriedEntity, type QueryEntityType, type QueryScope } from '../store/EntityQueryStore';
import { findApiUsageStates, type ResultEntity, type ResultEntityType } from './apiUsageStates';
import { NULL_UUID, type EntityId } from '../store/ids';
import type { PageData } from '../store/paging';
import type { AttributeScope } from '../store/TelemetryStore';
import type { EntityCountQuery, EntityDataQuery, EntityFilter, EntityKey, EntityKeyType, FilterValue } from './entityQueryInput';
import { dynamicValuesOf, keyFiltersMatch } from './keyFilters';
import { EntityViewTelemetry } from '../telemetry/entityViews';
import { kvText } from '../telemetry/kvTyping';

/*
 * The entity data query (contract §7): candidates of the filter within the caller's
 * reach (SQL in EntityQueryStore), then key filters, text search, sorting by an entity
 * field or a latest value, and paging, in memory over the candidates.
 */

/** A value as the query and the WebSocket print it. */
export interface TsValue {
  ts: number;
  value: string;
}

/** `latest` of an EntityData: key type -> key -> value. */
export type LatestValues = Partial<Record<EntityKeyType, Record<string, TsValue>>>;

/** Contract §7 EntityData; `latest`/`timeseries` null in WebSocket updates that carry only the other. */
export interface EntityData {
  entityId: EntityId;
  latest: LatestValues | null;
  timeseries: Record<string, TsValue[]> | null;
}

export const MISSING: TsValue = Object.freeze({ ts: 0, value: '' });

/** The attribute scope an ATTRIBUTE-kind key reads; null = any scope. */
export const KEY_SCOPES: Partial<Record<EntityKeyType, AttributeScope | null>> = {
  ATTRIBUTE: null,
  CLIENT_ATTRIBUTE: 'CLIENT_SCOPE',
  SHARED_ATTRIBUTE: 'SHARED_SCOPE',
  SERVER_ATTRIBUTE: 'SERVER_SCOPE',
};

/** Values of one entity by `${keyType}:${key}`. */
type Cells = Map<string, TsValue>;

function cellKey(key: EntityKey): string {
  return `${key.type}:${key.key}`;
}

function uniqueKeys(keys: EntityKey[]): EntityKey[] {
  const seen = new Map<string, EntityKey>();
  for (const key of keys) if (!seen.has(cellKey(key))) seen.set(cellKey(key), key);
  return [...seen.values()];
}

function compareText(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  const na = Number(a);
  const nb = Number(b);
  if (a.trim() !== '' && b.trim() !== '' && Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

export class EntityQueryService {
  /** Entity views show their target's telemetry, filtered (contract §12). */
  private readonly views: EntityViewTelemetry;

  constructor(
    private readonly stores: Stores,
    private readonly relations: RelationService,
  ) {
    this.views = new EntityViewTelemetry(stores);
  }

  /** POST /api/entitiesQuery/find. */
  async find(caller: SecurityUser, query: EntityDataQuery): Promise<PageData<EntityData>> {
    const now = Date.now();
    const { entities, cells } = await this.filtered(caller, query, [...query.entityFields, ...query.latestValues, ...(query.pageLink.sortOrder ? [query.pageLink.sortOrder.key] : [])], now);
    const { pageLink } = query;
    let rows = entities;
    if (pageLink.textSearch) {
      const needle = pageLink.textSearch.toLowerCase();
      const shown = uniqueKeys([...query.entityFields, ...query.latestValues]);
      rows = rows.filter((entity) => shown.some((key) => (cells.get(entity.id)?.get(cellKey(key))?.value ?? '').toLowerCase().includes(needle)));
    }
    if (pageLink.sortOrder) {
      const sortKey = cellKey(pageLink.sortOrder.key);
      const sign = pageLink.sortOrder.direction === 'DESC' ? -1 : 1;
      // Entities without the value come last in either direction.
      const valueOf = (entity: ResultEntity) => cells.get(entity.id)?.get(sortKey)?.value;
      rows = [...rows].sort((a, b) => {
        const [va, vb] = [valueOf(a), valueOf(b)];
        if ((va === undefined) !== (vb === undefined)) return va === undefined ? 1 : -1;
        return sign * (compareText(va, vb) || compareText(a.id, b.id));
      });
    }
    const total = rows.length;
    const offset = pageLink.page * pageLink.pageSize;
    const page = rows.slice(offset, offset + pageLink.pageSize);
    return {
      data: page.map((entity) => this.entityData(entity, uniqueKeys([...query.entityFields, ...query.latestValues]), cells.get(entity.id))),
      totalPages: Math.ceil(total / pageLink.pageSize),
      totalElements: total,
      hasNext: offset + page.length < total,
    };
  }

  /** POST /api/entitiesQuery/count. */
  async count(caller: SecurityUser, query: EntityCountQuery): Promise<number> {
    // ThingsBoard counts a system administrator's query in the system tenant: no tenant's entities (issue 19).
    const scope: QueryScope = caller.authority === 'SYS_ADMIN' ? { tenantId: NULL_UUID } : this.scopeOf(caller);
    return (await this.filtered(caller, query, [], Date.now(), scope)).entities.length;
  }

  /** POST /api/entitiesQuery/find/keys: the keys of the entities on the query's page. */
  async findKeys(
    caller: SecurityUser,
    query: EntityDataQuery,
    options: { timeseries: boolean; attributes: boolean },
  ): Promise<{ entityTypes: string[]; timeseries: string[]; attribute: string[] }> {
    const page = await this.find(caller, { ...query, entityFields: [], latestValues: [] });
    const ids = page.data.map((data) => data.entityId.id);
    return {
      entityTypes: [...new Set(page.data.map((data) => data.entityId.entityType))].sort(),
      timeseries: options.timeseries ? await this.stores.telemetry.findTimeseriesKeys(ids) : [],
      attribute: options.attributes ? await this.stores.telemetry.findAttributeKeys(ids) : [],
    };
  }

  /** Current values of `keys` for the entities, as `latest` maps (the WebSocket's latestCmd). */
  async latestOf(entities: EntityId[], keys: EntityKey[]): Promise<Map<string, LatestValues>> {
    const known = entities.filter((entity): entity is EntityId<ResultEntityType> => isQueryEntityType(entity.entityType) || entity.entityType === 'API_USAGE_STATE');
    const queried: ResultEntity[] = known.map((entity) => ({ entityType: entity.entityType, id: entity.id, createdTime: 0, fields: {} }));
    const cells = await this.loadCells(queried, keys.filter((key) => key.type !== 'ENTITY_FIELD'), Date.now());
    return new Map(queried.map((entity) => [entity.id, this.entityData(entity, uniqueKeys(keys.filter((key) => key.type !== 'ENTITY_FIELD')), cells.get(entity.id)).latest ?? {}]));
  }

  private entityData(entity: ResultEntity, keys: EntityKey[], cells: Cells | undefined): EntityData {
    const latest: LatestValues = {};
    for (const key of keys) {
      if (key.type === 'ALARM_FIELD') continue;
      const group = (latest[key.type] ??= {});
      group[key.key] = cells?.get(cellKey(key)) ?? { ...MISSING };
    }
    return { entityId: { entityType: entity.entityType, id: entity.id }, latest, timeseries: {} };
  }

  /** Candidates that pass the key filters, with the values of `keys` and of the filters' keys loaded. */
  private async filtered(caller: SecurityUser, query: EntityCountQuery, keys: EntityKey[], now: number, scope = this.scopeOf(caller)): Promise<{ entities: ResultEntity[]; cells: Map<string, Cells> }> {
    const candidates = await this.candidates(caller, query.entityFilter, scope);
    const cells = await this.loadCells(candidates, uniqueKeys([...keys, ...query.keyFilters.map((filter) => filter.key)]), now);
    if (query.keyFilters.length === 0) return { entities: candidates, cells };
    const resolveCaller = await this.callerDynamicValues(caller, query);
    const deviceAttributes = await this.deviceDynamicValues(candidates, query);
    const entities = candidates.filter((entity) =>
      keyFiltersMatch(
        query.keyFilters,
        (filter) => cells.get(entity.id)?.get(cellKey(filter.key))?.value,
        (value) => (value.dynamicValue?.sourceType === 'CURRENT_DEVICE' ? deviceAttributes.get(entity.id)?.get(value.dynamicValue.sourceAttribute) : resolveCaller(value)),
      ),
    );
    return { entities, cells };
  }

  /** What the caller may query: its tenant, narrowed to its customer (and itself) for customer users. */
  private scopeOf(caller: SecurityUser): QueryScope {
    if (caller.authority === 'SYS_ADMIN') return { tenantId: null };
    if (caller.authority === 'CUSTOMER_USER') return { tenantId: caller.tenantId, customerId: caller.customerId, userId: caller.userId };
    return { tenantId: caller.tenantId };
  }

  private async candidates(caller: SecurityUser, filter: EntityFilter, scope: QueryScope): Promise<ResultEntity[]> {
    const store = this.stores.entityQuery;
    switch (filter.type) {
      case 'singleEntity':
        if (filter.entityType === 'API_USAGE_STATE') return (await findApiUsageStates(store, scope, null)).filter((state) => state.id === filter.id);
        return filter.entityType ? store.findCandidates(filter.entityType, scope, { ids: [filter.id] }) : [];
      case 'entityList':
        return store.findCandidates(filter.entityType, scope, { ids: filter.ids });
      case 'entityName':
        return store.findCandidates(filter.entityType, scope, { namePrefix: filter.namePrefix });
      case 'entityType':
        return store.findCandidates(filter.entityType, scope, {});
      case 'byType':
        return store.findCandidates(filter.entityType, scope, { types: [filter.subtype], namePrefix: filter.namePrefix });
      case 'apiUsageState':
        // Synthetic: one state per tenant (or customer), see apiUsageStates.ts.
        return findApiUsageStates(store, scope, filter.customerId);
      case 'relations': {
        const byType = new Map<QueryEntityType, Set<string>>();
        for (const root of filter.roots) {
          const ends = await this.relations.findEntities(caller, { ...filter, root, typeGroup: 'COMMON' });
          for (const end of ends) {
            if (!isQueryEntityType(end.entityType)) continue;
            if (filter.search && end.entityType !== filter.search.entityType) continue;
            if (!byType.has(end.entityType)) byType.set(end.entityType, new Set());
            byType.get(end.entityType)!.add(end.id);
          }
        }
        const found: QueriedEntity[] = [];
        for (const [entityType, ids] of byType) {
          found.push(...(await store.findCandidates(entityType, scope, { ids: [...ids], types: filter.search?.subtypes })));
        }
        return found.sort((a, b) => a.createdTime - b.createdTime || compareText(a.id, b.id));
      }
    }
  }

  /** Values of `keys` per entity: ENTITY_FIELD stamped `now`, time series and attributes with their own ts. */
  private async loadCells(entities: ResultEntity[], keys: EntityKey[], now: number): Promise<Map<string, Cells>> {
    const cells = new Map<string, Cells>(entities.map((entity) => [entity.id, new Map()]));
    const ids = entities.map((entity) => entity.id);
    const viewIds = entities.filter((entity) => entity.entityType === 'ENTITY_VIEW').map((entity) => entity.id);
    const tsKeys = keys.filter((key) => key.type === 'TIME_SERIES').map((key) => key.key);
    const attrKeys = keys.filter((key) => key.type in KEY_SCOPES);
    for (const entity of entities) {
      for (const key of keys.filter((k) => k.type === 'ENTITY_FIELD')) {
        const value = key.key === 'createdTime' ? String(entity.createdTime) : key.key === 'entityType' ? entity.entityType : entity.fields[key.key];
        cells.get(entity.id)!.set(cellKey(key), { ts: now, value: value ?? '' });
      }
    }
    if (tsKeys.length > 0) {
      const latest = await this.stores.entityQuery.findLatest(ids, [...new Set(tsKeys)]);
      for (const [id, points] of await this.views.latestOfViews(viewIds, [...new Set(tsKeys)])) latest.set(id, points);
      for (const [id, points] of latest) {
        for (const point of points) cells.get(id)?.set(`TIME_SERIES:${point.key}`, { ts: point.ts, value: kvText(point.value) });
      }
    }
    if (attrKeys.length > 0) {
      const attributes = await this.stores.entityQuery.findAttributes(ids, [...new Set(attrKeys.map((key) => key.key))]);
      for (const [id, list] of await this.views.attributesOfViews(viewIds, [...new Set(attrKeys.map((key) => key.key))])) attributes.set(id, list);
      for (const [id, list] of attributes) {
        for (const key of attrKeys) {
          const scope = KEY_SCOPES[key.type];
          // Any scope: the most recently updated one wins.
          const found = list
            .filter((attr) => attr.key === key.key && (scope === null || attr.scope === scope))
            .sort((a, b) => b.lastUpdateTs - a.lastUpdateTs)[0];
          if (found) cells.get(id)?.set(cellKey(key), { ts: found.lastUpdateTs, value: kvText(found.value) });
        }
      }
    }
    return cells;
  }

  /**
   * Resolver for CURRENT_TENANT / CURRENT_CUSTOMER / CURRENT_USER sources: the
   * caller's tenant, customer or own attribute (server scope first); `inherit` falls
   * back from user to customer to tenant.
   */
  private async callerDynamicValues(caller: SecurityUser, query: EntityCountQuery): Promise<(value: FilterValue) => unknown> {
    const keys = dynamicValuesOf(query.keyFilters).map((value) => value.dynamicValue!.sourceAttribute);
    const owners = [caller.tenantId, caller.customerId, caller.userId];
    const attributes = keys.length > 0 ? await this.stores.entityQuery.findAttributes(owners, [...new Set(keys)]) : new Map<string, never[]>();
    const read = (ownerId: string, key: string): unknown => {
      const list = attributes.get(ownerId) ?? [];
      const match = list.find((attr) => attr.key === key && attr.scope === 'SERVER_SCOPE') ?? list.find((attr) => attr.key === key);
      return match?.value.value;
    };
    const chain: Record<string, string[]> = {
      CURRENT_TENANT: [caller.tenantId],
      CURRENT_CUSTOMER: caller.authority === 'CUSTOMER_USER' ? [caller.customerId, caller.tenantId] : [caller.tenantId],
      CURRENT_USER: caller.authority === 'CUSTOMER_USER' ? [caller.userId, caller.customerId, caller.tenantId] : [caller.userId, caller.tenantId],
    };
    return (value) => {
      const dynamic = value.dynamicValue!;
      const sources = chain[dynamic.sourceType] ?? [];
      for (const [index, ownerId] of sources.entries()) {
        if (index > 0 && !dynamic.inherit) break;
        // A tenant administrator has no customer: CURRENT_CUSTOMER reads nothing unless it may inherit.
        if (dynamic.sourceType === 'CURRENT_CUSTOMER' && caller.authority !== 'CUSTOMER_USER' && !dynamic.inherit) break;
        const found = read(ownerId, dynamic.sourceAttribute);
        if (found !== undefined) return found;
      }
      return undefined;
    };
  }

  /** CURRENT_DEVICE sources: the attribute of the entity being filtered itself. */
  private async deviceDynamicValues(candidates: ResultEntity[], query: EntityCountQuery): Promise<Map<string, Map<string, unknown>>> {
    const keys = dynamicValuesOf(query.keyFilters)
      .filter((value) => value.dynamicValue!.sourceType === 'CURRENT_DEVICE')
      .map((value) => value.dynamicValue!.sourceAttribute);
    const result = new Map<string, Map<string, unknown>>();
    if (keys.length === 0) return result;
    const attributes = await this.stores.entityQuery.findAttributes(candidates.map((entity) => entity.id), [...new Set(keys)]);
    for (const [id, list] of attributes) {
      const values = new Map<string, unknown>();
      for (const attr of [...list].sort((a, b) => (a.scope === 'SERVER_SCOPE' ? 1 : 0) - (b.scope === 'SERVER_SCOPE' ? 1 : 0))) values.set(attr.key, attr.value.value);
      result.set(id, values);
    }
    return result;
  }
}
