import { ApiError } from '../http/errors';
import { parsePageLink } from '../http/pageLink';
import { badField, optionalQuery, pathUuid } from '../http/validate';
import type { SecurityUser } from '../security/SecurityUser';
import type { Stores } from '../store/createStores';
import { isRelatableType } from '../store/EntityDirectoryStore';
import { EVENT_PAGE, type EventFilter, type TbEvent } from '../store/EventStore';
import { entityId, type EntityId, type EntityType } from '../store/ids';
import { emptyPage, type PageData, type PageLink } from '../store/paging';
import { isEventType, parseEventFilter, type EventBodyFilter } from './eventFilter';

/*
 * The events endpoints (contract §10): debug, lifecycle, error and statistics events
 * of one entity, paged newest first unless asked otherwise. System and tenant
 * administrators read; tenant administrators clear. An entity of another tenant is
 * refused as its own endpoints refuse it (a device 404, anything else 403).
 */

const ENTITY_TYPES: readonly EntityType[] = [
  'TENANT', 'CUSTOMER', 'USER', 'DASHBOARD', 'ASSET', 'DEVICE', 'ALARM', 'RULE_CHAIN', 'RULE_NODE', 'ENTITY_VIEW', 'WIDGETS_BUNDLE',
  'WIDGET_TYPE', 'TENANT_PROFILE', 'DEVICE_PROFILE', 'API_USAGE_STATE', 'TB_RESOURCE', 'OTA_PACKAGE', 'EDGE', 'RPC',
];

/** Body filters run over the entity's newest events; the engine keeps a few hundred per node, so this bound is never met in practice. */
const FILTER_SCAN_LIMIT = 50_000;

function queryTime(query: unknown, name: string): number | undefined {
  const raw = optionalQuery(query, name);
  if (raw === undefined) return undefined;
  if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(Number(raw))) throw badField(`Parameter '${name}' must be a whole number!`);
  return Number(raw);
}

/** ThingsBoard lists events newest first in its UI; a request naming no order gets that too. */
function eventPageLink(query: unknown): PageLink {
  const link = parsePageLink(query, EVENT_PAGE);
  return link.sortProperty === undefined ? { ...link, sortProperty: 'createdTime', sortOrder: link.sortOrder ?? 'DESC' } : link;
}

function compareEvents(link: PageLink): (a: TbEvent, b: TbEvent) => number {
  const sign = link.sortOrder === 'DESC' ? -1 : 1;
  const key = (event: TbEvent) => (link.sortProperty === 'type' ? event.type : event.createdTime);
  return (a, b) => {
    const [x, y] = [key(a), key(b)];
    const order = x < y ? -1 : x > y ? 1 : a.id.id < b.id.id ? -1 : a.id.id > b.id.id ? 1 : 0;
    return sign * order;
  };
}

export class EventService {
  constructor(private readonly stores: Stores) {}

  /** The entity behind the path, checked for the caller: bad type or id 400, unknown 404, not the caller's 403 (a device 404). */
  async entity(caller: SecurityUser, rawType: string, rawId: string): Promise<EntityId> {
    if (!(ENTITY_TYPES as readonly string[]).includes(rawType)) throw badField(`No enum constant org.thingsboard.server.common.data.EntityType.${rawType}`);
    const id = entityId(rawType as EntityType, pathUuid(rawId));
    let tenantId: string;
    if (id.entityType === 'RULE_NODE') {
      const chain = await this.stores.ruleChains.findByNodeId(id.id);
      if (!chain) throw ApiError.notFound();
      tenantId = chain.tenantId.id;
    } else if (isRelatableType(id.entityType)) {
      const facts = (await this.stores.entityDirectory.findFacts([{ entityType: id.entityType, id: id.id }])).values().next().value;
      if (!facts) throw ApiError.notFound();
      tenantId = facts.tenantId;
    } else {
      throw badField(`Unsupported entity type: ${id.entityType}`);
    }
    // The system administrator reads tenants' own events only, as ThingsBoard's permissions allow.
    const allowed = caller.authority === 'SYS_ADMIN' ? id.entityType === 'TENANT' : caller.authority === 'TENANT_ADMIN' && tenantId === caller.tenantId;
    if (!allowed) throw id.entityType === 'DEVICE' && caller.authority === 'TENANT_ADMIN' ? ApiError.notFound() : ApiError.forbidden();
    return id;
  }

  /** The store filter of a request: `?tenantId=` (the caller's, or the tenant read, when absent) and the time window. */
  private storeFilter(caller: SecurityUser, id: EntityId, query: unknown, eventType: EventFilter['eventType']): EventFilter {
    const rawTenant = optionalQuery(query, 'tenantId');
    const tenantId = rawTenant !== undefined ? pathUuid(rawTenant) : id.entityType === 'TENANT' ? id.id : caller.tenantId;
    return { tenantId, entityId: id.id, eventType, startTime: queryTime(query, 'startTime'), endTime: queryTime(query, 'endTime') };
  }

  /** GET .../{eventType} and GET without a type; an event type nothing records answers an empty page. */
  async list(caller: SecurityUser, id: EntityId, eventType: string | undefined, query: unknown): Promise<PageData<TbEvent>> {
    const link = eventPageLink(query);
    if (eventType !== undefined && !isEventType(eventType)) return emptyPage(0, link.pageSize);
    return this.stores.events.findPage(this.storeFilter(caller, id, query, eventType), link);
  }

  /** POST with an EventFilter body. */
  async search(caller: SecurityUser, id: EntityId, body: unknown, query: unknown): Promise<PageData<TbEvent>> {
    const filter = parseEventFilter(body);
    const link = eventPageLink(query);
    const storeFilter = this.storeFilter(caller, id, query, filter.eventType);
    if (!filter.narrows) return this.stores.events.findPage(storeFilter, link);
    const search = link.textSearch?.toLowerCase();
    const matching = (await this.stores.events.findRecent(storeFilter, FILTER_SCAN_LIMIT))
      .filter((event) => filter.matches(event.body))
      .filter((event) => search === undefined || JSON.stringify(event.body).toLowerCase().includes(search))
      .sort(compareEvents(link));
    const offset = link.page * link.pageSize;
    const data = matching.slice(offset, offset + link.pageSize);
    return { data, totalPages: Math.ceil(matching.length / link.pageSize), totalElements: matching.length, hasNext: offset + data.length < matching.length };
  }

  /** POST .../clear: the caller's tenant's events of the entity in the window, narrowed by the body's EventFilter when one is sent. */
  async clear(caller: SecurityUser, id: EntityId, body: unknown, query: unknown): Promise<void> {
    const filter: EventBodyFilter | undefined = body === undefined || body === null || body === '' ? undefined : parseEventFilter(body);
    const storeFilter: EventFilter = { ...this.storeFilter(caller, id, {}, filter?.eventType), startTime: queryTime(query, 'startTime'), endTime: queryTime(query, 'endTime') };
    if (!filter?.narrows) {
      await this.stores.events.deleteMatching(storeFilter);
      return;
    }
    const events = await this.stores.events.findRecent(storeFilter, FILTER_SCAN_LIMIT);
    await this.stores.events.deleteByIds(events.filter((event) => filter.matches(event.body)).map((event) => event.id.id));
  }
}
