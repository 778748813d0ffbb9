import type { Expression, Kysely, SelectQueryBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { inTransaction, type Db } from './database';
import { recordCustomerChange, recordForAssignedEdges } from './EdgeEventStore';
import { newId, NULL_UUID } from './ids';
import { OWNED_ENTITY_TYPES, ownedConditions, toSubtypes, type CustomerInfoColumns, type EntitySubtype, type OwnedFilter, type OwnedTable } from './owned';
import { fetchPage, mapPage, type PageData, type PageLink, type PageSpec } from './paging';
import { deleteAlarmsOf } from './AlarmStore';
import { deleteRelationsOf } from './RelationStore';
import { deleteTelemetryOf } from './TelemetryStore';

/*
 * The one query pattern devices, assets, entity views and edges share: a tenant owns
 * each row, a customer may have it assigned, lists page and filter the same way, and
 * deleting one takes its relations, telemetry and edge assignments with it. Each
 * entity store supplies its row mapping and columns and adds what is its own.
 */

/** The columns every owned table has. */
export interface OwnedRowBase {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  name: string;
  type: string;
}

/*
 * The table is chosen at run time, which Kysely's table-typed builder cannot express;
 * queries here go through this loose view of the database, and rows are cast back to
 * the concrete row type, which the table's own schema entry guarantees.
 */
type LooseRow = Record<string, unknown>;
type LooseDb = Kysely<Record<string, LooseRow>>;
export type LooseQuery = SelectQueryBuilder<Record<string, LooseRow>, string, LooseRow>;

/** `X`: the extra columns `extendInfo` selects. */
export interface OwnedStoreSpec<R extends OwnedRowBase, E, I, U, X extends object = object> {
  table: OwnedTable;
  toEntity(row: R): E;
  toInfo(row: R & CustomerInfoColumns & X): I;
  /** The columns a save writes (everything but id, created time, tenant and customer). */
  columns(input: U): Record<string, unknown>;
  page: PageSpec;
  infoPage: PageSpec;
  /** More joins and selected columns on the Info query (devices: the profile name). */
  extendInfo?(query: LooseQuery): LooseQuery;
}

/** A new entity: the save fields plus its owner. */
export type NewOwned<U> = U & { tenantId: string; customerId?: string };

export class OwnedEntityStore<R extends OwnedRowBase, E, I, U, X extends object = object> {
  protected readonly table: OwnedTable;

  constructor(
    protected readonly db: Db,
    protected readonly spec: OwnedStoreSpec<R, E, I, U, X>,
  ) {
    this.table = spec.table;
  }

  protected loose(db: Db = this.db): LooseDb {
    return db as unknown as LooseDb;
  }

  protected col(name: string) {
    return sql.ref(`${this.table}.${name}`);
  }

  private where(query: LooseQuery, conditions: Expression<SqlBool>[]): LooseQuery {
    return conditions.reduce((q, condition) => q.where(condition), query);
  }

  protected selectRows(filter: OwnedFilter): LooseQuery {
    return this.where(this.loose().selectFrom(this.table).selectAll(this.table), ownedConditions(this.table, filter));
  }

  /** Rows joined with their customer's title and public flag. */
  protected infoQuery(): LooseQuery {
    const query = this.loose()
      .selectFrom(this.table)
      .leftJoin('customer', (join) => join.on(sql<SqlBool>`customer.id = ${this.col('customer_id')}`))
      .selectAll(this.table)
      .select([sql<string | null>`customer.title`.as('customer_title'), sql<string | null>`customer.additional_info`.as('customer_info')]);
    return this.spec.extendInfo ? this.spec.extendInfo(query) : query;
  }

  /** Conditions of an Info list; stores with extra filters add theirs. */
  protected infoConditions(filter: OwnedFilter): Expression<SqlBool>[] {
    return ownedConditions(this.table, filter);
  }

  /** Inserts the row on `db` (a transaction the caller may hold) and returns its id. */
  protected async insert(db: Db, input: NewOwned<U>): Promise<string> {
    const id = newId();
    const values = { id, created_time: Date.now(), tenant_id: input.tenantId, customer_id: input.customerId ?? NULL_UUID, ...this.spec.columns(input) };
    await this.loose(db).insertInto(this.table).values(values).execute();
    return id;
  }

  async create(input: NewOwned<U>): Promise<E> {
    return (await this.findById(await this.insert(this.db, input)))!;
  }

  /** Saves the fields; the edges the entity is assigned to get an UPDATED event. */
  async update(id: string, input: U): Promise<E | undefined> {
    await inTransaction(this.db, async (trx) => {
      await this.loose(trx).updateTable(this.table).set(this.spec.columns(input)).where(sql<SqlBool>`id = ${id}`).execute();
      await recordForAssignedEdges(trx, { entityType: OWNED_ENTITY_TYPES[this.table], id }, OWNED_ENTITY_TYPES[this.table], 'UPDATED');
    });
    return this.findById(id);
  }

  /** Assigns the entity to `customerId`, or unassigns it with the null UUID; the edges it is on (an edge: itself) get an event. */
  async setCustomer(id: string, customerId: string): Promise<E | undefined> {
    const entityType = OWNED_ENTITY_TYPES[this.table];
    await inTransaction(this.db, async (trx) => {
      const row = await this.loose(trx).selectFrom(this.table).select(sql<string>`customer_id`.as('customer_id')).where(sql<SqlBool>`id = ${id}`).executeTakeFirst();
      if (!row) return;
      await this.loose(trx).updateTable(this.table).set({ customer_id: customerId }).where(sql<SqlBool>`id = ${id}`).execute();
      await recordCustomerChange(trx, { entityType, id }, entityType, row.customer_id as string, customerId);
    });
    return this.findById(id);
  }

  async findById(id: string): Promise<E | undefined> {
    const row = await this.loose().selectFrom(this.table).selectAll().where(sql<SqlBool>`id = ${id}`).executeTakeFirst();
    return row ? this.spec.toEntity(row as unknown as R) : undefined;
  }

  async findInfoById(id: string): Promise<I | undefined> {
    const row = await this.infoQuery().where(sql<SqlBool>`${this.col('id')} = ${id}`).executeTakeFirst();
    return row ? this.spec.toInfo(row as unknown as R & CustomerInfoColumns & X) : undefined;
  }

  /** Exact (case-sensitive) name, as names are unique per tenant in that form. */
  async findByName(tenantId: string, name: string): Promise<E | undefined> {
    const row = await this.selectRows({ tenantId }).where(sql<SqlBool>`${this.col('name')} = ${name}`).executeTakeFirst();
    return row ? this.spec.toEntity(row as unknown as R) : undefined;
  }

  /** Name -> id of every entity of the tenant, for name checks of many rows at once (bulk imports). */
  async findIdsByName(tenantId: string): Promise<Map<string, string>> {
    const rows = await this.loose().selectFrom(this.table).select([sql<string>`name`.as('name'), sql<string>`id`.as('id')]).where(sql<SqlBool>`tenant_id = ${tenantId}`).execute();
    return new Map(rows.map((row) => [row.name as string, row.id as string]));
  }

  /** The entities among `ids` that match the filter; others are left out silently. */
  async findByIds(filter: OwnedFilter, ids: string[]): Promise<E[]> {
    if (ids.length === 0) return [];
    const rows = await this.selectRows(filter)
      .where(sql<SqlBool>`${this.col('id')} in (${sql.join(ids)})`)
      .orderBy(this.col('created_time'))
      .orderBy(this.col('id'))
      .execute();
    return rows.map((row) => this.spec.toEntity(row as unknown as R));
  }

  async findPage(filter: OwnedFilter, link: PageLink): Promise<PageData<E>> {
    return mapPage(await fetchPage(this.selectRows(filter), link, this.spec.page), (row) => this.spec.toEntity(row as unknown as R));
  }

  async findInfoPage(filter: OwnedFilter, link: PageLink): Promise<PageData<I>> {
    const query = this.where(this.infoQuery(), this.infoConditions(filter));
    return mapPage(await fetchPage(query, link, this.spec.infoPage), (row) => this.spec.toInfo(row as unknown as R & CustomerInfoColumns & X));
  }

  async findTypes(tenantId: string): Promise<EntitySubtype[]> {
    const rows = await this.loose()
      .selectFrom(this.table)
      .select(sql<string>`type`.as('type'))
      .distinct()
      .where(sql<SqlBool>`tenant_id = ${tenantId}`)
      .orderBy(sql`type`)
      .execute();
    return toSubtypes(tenantId, OWNED_ENTITY_TYPES[this.table], rows as { type: string }[]);
  }

  /** Entities of a tenant, counted against the tenant profile's limits. */
  async countByTenant(tenantId: string): Promise<number> {
    const row = await this.loose()
      .selectFrom(this.table)
      .select(sql<number | string>`count(*)`.as('n'))
      .where(sql<SqlBool>`tenant_id = ${tenantId}`)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** What else goes with the row, inside the delete's transaction (devices: credentials). */
  protected async deleteDependents(_trx: Db, _id: string): Promise<void> {}

  /** Removes the entity with its relations, attributes, time series and alarms; its edges get a DELETED event. */
  async delete(id: string): Promise<void> {
    const entityType = OWNED_ENTITY_TYPES[this.table];
    await inTransaction(this.db, async (trx) => {
      await recordForAssignedEdges(trx, { entityType, id }, entityType, 'DELETED');
      await this.deleteDependents(trx, id);
      await deleteRelationsOf(trx, entityType, [id]);
      await deleteTelemetryOf(trx, [id]);
      await deleteAlarmsOf(trx, [id]);
      await this.loose(trx).deleteFrom(this.table).where(sql<SqlBool>`id = ${id}`).execute();
    });
  }
}
