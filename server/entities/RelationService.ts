import { ApiError } from '../http/errors';
import type { SecurityUser } from '../security/SecurityUser';
import type { Stores } from '../store/createStores';
import { factKey, type EntityFacts } from '../store/EntityDirectoryStore';
import type { EntityRelation } from '../store/RelationStore';
import { readableFacts, requireReadable, type EntityRef } from './entityAccess';
import { entityQuery, listQuery, relationInput, relationKeyQuery, relationsQueryInput, type RelationsQuery } from './relationInput';

/** Contract §2 EntityRelationInfo. */
export interface EntityRelationInfo extends EntityRelation {
  fromName: string;
  toName: string;
}

/** A BFS over a cyclic graph without a level limit still ends: each entity is expanded once. */
const UNLIMITED = Number.POSITIVE_INFINITY;

/** ThingsBoard's RelationEntityTypeFilter match: relation type (if set) and the far end's type (if any listed). */
function matchesFilters(query: RelationsQuery, relation: EntityRelation): boolean {
  if (query.filters.length === 0) return true;
  const far = query.direction === 'FROM' ? relation.to : relation.from;
  return query.filters.some(
    (filter) =>
      (!filter.relationType || filter.relationType === relation.type) &&
      (!filter.entityTypes || filter.entityTypes.length === 0 || filter.entityTypes.includes(far.entityType)),
  );
}

/**
 * Relations (contract §10). Writing needs both ends readable by the caller, and no
 * public session; lists drop relations with an end the caller may not read (§12).
 */
export class RelationService {
  constructor(private readonly stores: Stores) {}

  private async requireWritable(caller: SecurityUser, refs: EntityRef[]): Promise<void> {
    // Public viewers are anonymous: reading what is shared is all they may do.
    if (caller.isPublic) throw ApiError.forbidden();
    await requireReadable(this.stores, caller, refs);
  }

  async save(caller: SecurityUser, body: unknown): Promise<void> {
    const relation = relationInput(body);
    await this.requireWritable(caller, [relation.from as EntityRef, relation.to as EntityRef]);
    await this.stores.relations.save(relation);
  }

  async get(caller: SecurityUser, query: unknown): Promise<EntityRelation> {
    const key = relationKeyQuery(query);
    await requireReadable(this.stores, caller, [key.from as EntityRef, key.to as EntityRef]);
    const relation = await this.stores.relations.find(key);
    if (!relation) throw ApiError.notFound();
    return relation;
  }

  async delete(caller: SecurityUser, query: unknown): Promise<void> {
    const key = relationKeyQuery(query);
    await this.requireWritable(caller, [key.from as EntityRef, key.to as EntityRef]);
    if (!(await this.stores.relations.delete(key))) throw ApiError.notFound();
  }

  /** Every relation from or to the entity, in every type group. */
  async deleteAll(caller: SecurityUser, query: unknown): Promise<void> {
    const entity = entityQuery(query);
    await this.requireWritable(caller, [entity]);
    await this.stores.relations.deleteAllOf(entity);
  }

  async list(caller: SecurityUser, query: unknown): Promise<EntityRelationInfo[]> {
    const { direction, end, typeGroup, relationType } = listQuery(query);
    await requireReadable(this.stores, caller, [end]);
    return this.readable(caller, await this.stores.relations.findByEnds(direction, [end], typeGroup, relationType));
  }

  /** POST /api/relations: breadth-first from the root, level by level, as ThingsBoard's findByQuery. */
  async find(caller: SecurityUser, body: unknown): Promise<EntityRelationInfo[]> {
    return this.readable(caller, await this.search(caller, relationsQueryInput(body)));
  }

  /**
   * The far ends of the relations a search reaches (the entity search queries, POST
   * /api/devices etc.), each once, in the order found. The caller filters them by
   * what it may read.
   */
  async findEntities(caller: SecurityUser, query: RelationsQuery): Promise<EntityRef[]> {
    const seen = new Set<string>();
    const ends: EntityRef[] = [];
    for (const relation of await this.search(caller, query)) {
      const far = (query.direction === 'FROM' ? relation.to : relation.from) as EntityRef;
      const key = factKey(far.entityType, far.id);
      if (!seen.has(key)) {
        seen.add(key);
        ends.push(far);
      }
    }
    return ends;
  }

  private async search(caller: SecurityUser, query: RelationsQuery): Promise<EntityRelation[]> {
    await requireReadable(this.stores, caller, [query.root]);
    const maxLevel = query.maxLevel > 0 ? query.maxLevel : UNLIMITED;
    const expanded = new Set([factKey(query.root.entityType, query.root.id)]);
    const found: EntityRelation[] = [];
    let frontier: EntityRef[] = [query.root];
    for (let level = 1; frontier.length > 0 && level <= maxLevel; level++) {
      const relations = await this.stores.relations.findByEnds(query.direction, frontier, query.typeGroup);
      frontier = [];
      for (const relation of relations) {
        const far = (query.direction === 'FROM' ? relation.to : relation.from) as EntityRef;
        const key = factKey(far.entityType, far.id);
        if (!expanded.has(key)) {
          expanded.add(key);
          frontier.push(far);
        }
      }
      // fetchLastLevelOnly keeps only relations found at exactly maxLevel.
      if (!query.fetchLastLevelOnly || level === maxLevel) found.push(...relations);
    }
    return found.filter((relation) => matchesFilters(query, relation));
  }

  /** The relations whose both ends exist and are readable, with the ends' names (Info form). */
  private async readable(caller: SecurityUser, relations: EntityRelation[]): Promise<EntityRelationInfo[]> {
    const refs = relations.flatMap((relation) => [relation.from, relation.to]) as EntityRef[];
    const facts: Map<string, EntityFacts> = await readableFacts(this.stores, caller, refs);
    const name = (ref: { entityType: string; id: string }) => facts.get(factKey(ref.entityType, ref.id))?.name;
    return relations.flatMap((relation) => {
      const fromName = name(relation.from);
      const toName = name(relation.to);
      return fromName === undefined || toName === undefined ? [] : [{ ...relation, fromName, toName }];
    });
  }
}

/** The plain EntityRelation form of an Info (GET/POST /api/relations without /info). */
export function withoutNames({ from, to, type, typeGroup, additionalInfo }: EntityRelationInfo): EntityRelation {
  return { from, to, type, typeGroup, additionalInfo };
}
