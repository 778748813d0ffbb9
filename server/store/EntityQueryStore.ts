import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from './database';
import type { AttributeKv, AttributeScope, TsKv } from './TelemetryStore';
import { fromColumns } from './TelemetryStore';

/*
 * The SQL side of the entity data query (contract §7): the candidate entities of one
 * type within the caller's reach, with their ENTITY_FIELD columns, and the latest
 * values and attributes of many entities at once. Key filters, sorting by values and
 * paging over them happen in server/query, on what these return.
 */

/** Entity types an entity data query can return. */
export const QUERY_ENTITY_TYPES = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'EDGE', 'CUSTOMER', 'TENANT', 'USER', 'DASHBOARD'] as const;
export type QueryEntityType = (typeof QUERY_ENTITY_TYPES)[number];

export function isQueryEntityType(value: unknown): value is QueryEntityType {
  return (QUERY_ENTITY_TYPES as readonly unknown[]).includes(value);
}

/** Which rows the caller may see: null tenant = any tenant (system administrator, tenants only). */
export interface QueryScope {
  tenantId: string | null;
  /** Set for customer users: only what is assigned to (or is) this customer. */
  customerId?: string;
  /** Set for customer users: the only user they may read is themselves. */
  userId?: string;
}

export interface CandidateFilter {
  ids?: string[];
  /** Device/asset/entity view/edge `type` in this list. */
  types?: string[];
  /** Case-insensitive prefix of the entity's name (title for tenants, customers and dashboards, e-mail for users). */
  namePrefix?: string;
}

/** One entity found by a query: identity, owners and its ENTITY_FIELD values (null = not set). */
export interface QueriedEntity {
  entityType: QueryEntityType;
  id: string;
  createdTime: number;
  fields: Record<string, string | null>;
}

interface TableSpec {
  table: 'device' | 'asset' | 'entity_view' | 'edge' | 'customer' | 'tenant' | 'tb_user' | 'dashboard';
  name: string;
  /** ENTITY_FIELD key -> column. */
  fields: Record<string, string>;
  typed: boolean;
  owned: boolean;
}

const CONTACT = { email: 'email', country: 'country', state: 'state', city: 'city', address: 'address', address2: 'address2', zip: 'zip', phone: 'phone', additionalInfo: 'additional_info' };

const SPECS: Record<QueryEntityType, TableSpec> = {
  DEVICE: { table: 'device', name: 'name', typed: true, owned: true, fields: { name: 'name', type: 'type', label: 'label', additionalInfo: 'additional_info' } },
  ASSET: { table: 'asset', name: 'name', typed: true, owned: true, fields: { name: 'name', type: 'type', label: 'label', additionalInfo: 'additional_info' } },
  EDGE: { table: 'edge', name: 'name', typed: true, owned: true, fields: { name: 'name', type: 'type', label: 'label', additionalInfo: 'additional_info' } },
  ENTITY_VIEW: { table: 'entity_view', name: 'name', typed: true, owned: true, fields: { name: 'name', type: 'type', additionalInfo: 'additional_info' } },
  CUSTOMER: { table: 'customer', name: 'title', typed: false, owned: false, fields: { title: 'title', name: 'title', label: 'title', ...CONTACT } },
  TENANT: { table: 'tenant', name: 'title', typed: false, owned: false, fields: { title: 'title', name: 'title', label: 'title', region: 'region', ...CONTACT } },
  USER: { table: 'tb_user', name: 'email', typed: false, owned: false, fields: { name: 'email', email: 'email', firstName: 'first_name', lastName: 'last_name', additionalInfo: 'additional_info' } },
  DASHBOARD: { table: 'dashboard', name: 'title', typed: false, owned: false, fields: { title: 'title', name: 'title' } },
};

/** The ENTITY_FIELD keys an entity type has besides createdTime and entityType. */
export function entityFieldKeys(entityType: QueryEntityType): string[] {
  return Object.keys(SPECS[entityType].fields);
}

/** SQLite allows a limited number of bound parameters per statement. */
const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) result.push(items.slice(i, i + CHUNK));
  return result;
}

function likePrefix(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Row = Record<string, unknown>;

export class EntityQueryStore {
  constructor(private readonly db: Db) {}

  /** The entities of `entityType` in `scope` matching `filter`, oldest first. */
  async findCandidates(entityType: QueryEntityType, scope: QueryScope, filter: CandidateFilter): Promise<QueriedEntity[]> {
    if (filter.ids && filter.ids.length === 0) return [];
    if (filter.types && filter.types.length === 0) return [];
    const spec = SPECS[entityType];
    const run = async (ids?: string[]): Promise<Row[]> => {
      // The table is one of SPECS' literals; typing it as `device` keeps Kysely's builder generic over the row.
      let query = this.db.selectFrom(spec.table as 'device').selectAll();
      if (ids) query = query.where(sql.ref('id'), 'in', ids);
      const within = this.scopeCondition(entityType, scope);
      if (!within) return [];
      query = query.where(within);
      if (filter.types && spec.typed) query = query.where(sql.ref('type'), 'in', filter.types);
      if (filter.namePrefix) query = query.where(sql<SqlBool>`lower(${sql.ref(spec.name)}) like ${likePrefix(filter.namePrefix)} escape '\\'`);
      return (await query.orderBy(sql.ref('created_time')).orderBy(sql.ref('id')).execute()) as Row[];
    };
    const rows = filter.ids ? (await Promise.all(chunks(filter.ids).map(run))).flat() : await run();
    return rows.map((row) => ({
      entityType,
      id: String(row.id),
      createdTime: Number(row.created_time),
      fields: Object.fromEntries(Object.entries(spec.fields).map(([key, column]) => [key, row[column] === null || row[column] === undefined ? null : String(row[column])])),
    }));
  }

  /** The rows of `entityType` the scope reaches, as one condition; undefined when it reaches none. */
  private scopeCondition(entityType: QueryEntityType, scope: QueryScope): RawBuilder<SqlBool> | undefined {
    const spec = SPECS[entityType];
    if (entityType === 'TENANT') {
      if (scope.customerId) return undefined;
      return scope.tenantId === null ? sql<SqlBool>`1 = 1` : sql<SqlBool>`id = ${scope.tenantId}`;
    }
    if (scope.tenantId === null) return undefined;
    const tenant = sql<SqlBool>`tenant_id = ${scope.tenantId}`;
    if (!scope.customerId) return tenant;
    if (spec.owned) return sql<SqlBool>`${tenant} and customer_id = ${scope.customerId}`;
    if (entityType === 'CUSTOMER') return sql<SqlBool>`${tenant} and id = ${scope.customerId}`;
    if (entityType === 'USER') return sql<SqlBool>`${tenant} and id = ${scope.userId ?? ''}`;
    return sql<SqlBool>`${tenant} and id in (select dashboard_id from dashboard_customer where customer_id = ${scope.customerId})`;
  }

  /** Latest time-series values of the entities, restricted to `keys` when given, by entity id. */
  async findLatest(entityIds: string[], keys?: string[]): Promise<Map<string, TsKv[]>> {
    const result = new Map<string, TsKv[]>();
    if (keys && keys.length === 0) return result;
    for (const ids of chunks(entityIds)) {
      let query = this.db.selectFrom('ts_kv_latest').selectAll().where('entity_id', 'in', ids);
      if (keys) query = query.where('key', 'in', keys);
      for (const row of await query.execute()) {
        const list = result.get(row.entity_id) ?? [];
        list.push({ key: row.key, ts: row.ts, value: fromColumns(row) });
        result.set(row.entity_id, list);
      }
    }
    return result;
  }

  /** Attributes of the entities (all scopes), restricted to `keys` when given, by entity id. */
  async findAttributes(entityIds: string[], keys?: string[]): Promise<Map<string, (AttributeKv & { scope: AttributeScope })[]>> {
    const result = new Map<string, (AttributeKv & { scope: AttributeScope })[]>();
    if (keys && keys.length === 0) return result;
    for (const ids of chunks(entityIds)) {
      let query = this.db.selectFrom('attribute_kv').selectAll().where('entity_id', 'in', ids);
      if (keys) query = query.where('attribute_key', 'in', keys);
      for (const row of await query.execute()) {
        const list = result.get(row.entity_id) ?? [];
        list.push({ key: row.attribute_key, lastUpdateTs: row.last_update_ts, scope: row.attribute_type as AttributeScope, value: fromColumns(row) });
        result.set(row.entity_id, list);
      }
    }
    return result;
  }
}
