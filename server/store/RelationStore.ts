import type { Db } from './database';
import { parseJson, toJson, type EntityId, type EntityType } from './ids';
import type { RelationRow } from './schema';

/** Contract §2 EntityRelation: no id or createdTime, the whole edge is its identity. */
export interface EntityRelation {
  from: EntityId;
  to: EntityId;
  type: string;
  typeGroup: string;
  additionalInfo: unknown;
}

export interface RelationKey {
  from: EntityId;
  to: EntityId;
  type: string;
  typeGroup: string;
}

export type Direction = 'FROM' | 'TO';

export function toRelation(row: RelationRow): EntityRelation {
  return {
    from: { entityType: row.from_type as EntityType, id: row.from_id },
    to: { entityType: row.to_type as EntityType, id: row.to_id },
    type: row.relation_type,
    typeGroup: row.relation_type_group,
    additionalInfo: parseJson(row.additional_info),
  };
}

/**
 * Removes every relation from or to the given entities. A plain function over `db`
 * so the entity stores' delete transactions can call it on their own transaction.
 */
export async function deleteRelationsOf(db: Db, entityType: EntityType, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('relation').where('from_type', '=', entityType).where('from_id', 'in', ids).execute();
  await db.deleteFrom('relation').where('to_type', '=', entityType).where('to_id', 'in', ids).execute();
}

/** Removes every relation touching the tenant or anything it owns (tenant deletion). */
export async function deleteRelationsOfTenant(db: Db, tenantId: string): Promise<void> {
  const owned = {
    DEVICE: db.selectFrom('device').select('id').where('tenant_id', '=', tenantId),
    ASSET: db.selectFrom('asset').select('id').where('tenant_id', '=', tenantId),
    ENTITY_VIEW: db.selectFrom('entity_view').select('id').where('tenant_id', '=', tenantId),
    EDGE: db.selectFrom('edge').select('id').where('tenant_id', '=', tenantId),
    USER: db.selectFrom('tb_user').select('id').where('tenant_id', '=', tenantId),
    CUSTOMER: db.selectFrom('customer').select('id').where('tenant_id', '=', tenantId),
    DASHBOARD: db.selectFrom('dashboard').select('id').where('tenant_id', '=', tenantId),
    RULE_CHAIN: db.selectFrom('rule_chain').select('id').where('tenant_id', '=', tenantId),
  };
  for (const [entityType, ids] of Object.entries(owned)) {
    await db.deleteFrom('relation').where('from_type', '=', entityType).where('from_id', 'in', ids).execute();
    await db.deleteFrom('relation').where('to_type', '=', entityType).where('to_id', 'in', ids).execute();
  }
  await deleteRelationsOf(db, 'TENANT', [tenantId]);
}

export class RelationStore {
  constructor(private readonly db: Db) {}

  private matching(key: RelationKey) {
    return this.db
      .selectFrom('relation')
      .selectAll()
      .where('from_id', '=', key.from.id)
      .where('from_type', '=', key.from.entityType)
      .where('to_id', '=', key.to.id)
      .where('to_type', '=', key.to.entityType)
      .where('relation_type', '=', key.type)
      .where('relation_type_group', '=', key.typeGroup);
  }

  /** Inserts the relation, or replaces additionalInfo of the same edge (ThingsBoard saves are upserts). */
  async save(relation: EntityRelation): Promise<void> {
    const additionalInfo = toJson(relation.additionalInfo);
    await this.db
      .insertInto('relation')
      .values({
        from_id: relation.from.id,
        from_type: relation.from.entityType,
        to_id: relation.to.id,
        to_type: relation.to.entityType,
        relation_type_group: relation.typeGroup,
        relation_type: relation.type,
        additional_info: additionalInfo,
      })
      .onConflict((oc) =>
        oc
          .columns(['from_id', 'from_type', 'relation_type_group', 'relation_type', 'to_id', 'to_type'])
          .doUpdateSet({ additional_info: additionalInfo }),
      )
      .execute();
  }

  async find(key: RelationKey): Promise<EntityRelation | undefined> {
    const row = await this.matching(key).executeTakeFirst();
    return row ? toRelation(row) : undefined;
  }

  /** Whether a relation was there to delete. */
  async delete(key: RelationKey): Promise<boolean> {
    const result = await this.db
      .deleteFrom('relation')
      .where('from_id', '=', key.from.id)
      .where('from_type', '=', key.from.entityType)
      .where('to_id', '=', key.to.id)
      .where('to_type', '=', key.to.entityType)
      .where('relation_type', '=', key.type)
      .where('relation_type_group', '=', key.typeGroup)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async deleteAllOf(entity: EntityId): Promise<void> {
    await deleteRelationsOf(this.db, entity.entityType, [entity.id]);
  }

  /**
   * Relations leaving (`FROM`) or reaching (`TO`) any of `ids` in one type group,
   * optionally of one relation type. Ids are uuids, unique across entity types, so
   * one query serves a whole level of a relations search.
   */
  async findByEnds(direction: Direction, ends: EntityId[], typeGroup: string, relationType?: string): Promise<EntityRelation[]> {
    if (ends.length === 0) return [];
    const [idColumn, typeColumn] = direction === 'FROM' ? (['from_id', 'from_type'] as const) : (['to_id', 'to_type'] as const);
    let query = this.db
      .selectFrom('relation')
      .selectAll()
      .where(idColumn, 'in', ends.map((end) => end.id))
      .where('relation_type_group', '=', typeGroup);
    if (relationType !== undefined) query = query.where('relation_type', '=', relationType);
    const types = new Map(ends.map((end) => [end.id, end.entityType]));
    const rows = await query.orderBy('from_id').orderBy('relation_type').orderBy('to_id').execute();
    // The type must match too: a relation recorded with another type for the same uuid is not this entity's.
    return rows.filter((row) => types.get(row[idColumn]) === row[typeColumn]).map(toRelation);
  }
}
