import type { Db } from './database';
import { NULL_UUID } from './ids';

/*
 * Owner and display name of entities of several kinds, for relations: checking that
 * both ends exist and may be read, and naming them in EntityRelationInfo.
 */

/** Entity types a relation may connect (the ones whose owner the server can tell). */
export const RELATABLE_TYPES = ['TENANT', 'CUSTOMER', 'DEVICE', 'ASSET', 'ENTITY_VIEW', 'DASHBOARD', 'RULE_CHAIN', 'USER', 'EDGE'] as const;
export type RelatableType = (typeof RELATABLE_TYPES)[number];

export function isRelatableType(type: unknown): type is RelatableType {
  return (RELATABLE_TYPES as readonly unknown[]).includes(type);
}

export interface EntityFacts {
  entityType: RelatableType;
  id: string;
  /** The tenant's own id for a tenant. */
  tenantId: string;
  /** The customer's own id for a customer; null UUID when unassigned or not customer-owned. */
  customerId: string;
  name: string;
}

interface FactRow {
  id: string;
  tenant_id: string;
  customer_id: string;
  name: string;
}

export class EntityDirectoryStore {
  constructor(private readonly db: Db) {}

  private async rows(type: RelatableType, ids: string[]): Promise<FactRow[]> {
    switch (type) {
      case 'TENANT':
        return (await this.db.selectFrom('tenant').select(['id', 'title']).where('id', 'in', ids).execute()).map((row) => ({
          id: row.id,
          tenant_id: row.id,
          customer_id: NULL_UUID,
          name: row.title,
        }));
      case 'CUSTOMER':
        return (await this.db.selectFrom('customer').select(['id', 'tenant_id', 'title']).where('id', 'in', ids).execute()).map((row) => ({
          id: row.id,
          tenant_id: row.tenant_id,
          customer_id: row.id,
          name: row.title,
        }));
      case 'DEVICE':
        return this.db.selectFrom('device').select(['id', 'tenant_id', 'customer_id', 'name']).where('id', 'in', ids).execute();
      case 'ASSET':
        return this.db.selectFrom('asset').select(['id', 'tenant_id', 'customer_id', 'name']).where('id', 'in', ids).execute();
      case 'ENTITY_VIEW':
        return this.db.selectFrom('entity_view').select(['id', 'tenant_id', 'customer_id', 'name']).where('id', 'in', ids).execute();
      case 'EDGE':
        return this.db.selectFrom('edge').select(['id', 'tenant_id', 'customer_id', 'name']).where('id', 'in', ids).execute();
      case 'USER':
        // A user is named by its e-mail (contract §1.1).
        return this.db.selectFrom('tb_user').select(['id', 'tenant_id', 'customer_id', 'email as name']).where('id', 'in', ids).execute();
      // Dashboards (many customers) and rule chains (none) read as tenant-level ends: only tenant administrators see them.
      case 'DASHBOARD':
        return (await this.db.selectFrom('dashboard').select(['id', 'tenant_id', 'title']).where('id', 'in', ids).execute()).map((row) => ({
          id: row.id,
          tenant_id: row.tenant_id,
          customer_id: NULL_UUID,
          name: row.title,
        }));
      case 'RULE_CHAIN':
        return (await this.db.selectFrom('rule_chain').select(['id', 'tenant_id', 'name']).where('id', 'in', ids).execute()).map((row) => ({
          ...row,
          customer_id: NULL_UUID,
        }));
      default:
        // A type stored by a later version: its entities cannot be told, so they read as unknown.
        return [];
    }
  }

  /** Facts of the entities that exist among `refs`, keyed by `${entityType}:${id}`. */
  async findFacts(refs: { entityType: RelatableType; id: string }[]): Promise<Map<string, EntityFacts>> {
    const byType = new Map<RelatableType, Set<string>>();
    for (const ref of refs) {
      if (!byType.has(ref.entityType)) byType.set(ref.entityType, new Set());
      byType.get(ref.entityType)!.add(ref.id);
    }
    const facts = new Map<string, EntityFacts>();
    for (const [entityType, ids] of byType) {
      for (const row of await this.rows(entityType, [...ids])) {
        facts.set(factKey(entityType, row.id), {
          entityType,
          id: row.id,
          tenantId: row.tenant_id,
          customerId: row.customer_id,
          name: row.name,
        });
      }
    }
    return facts;
  }
}

export function factKey(entityType: string, id: string): string {
  return `${entityType}:${id}`;
}
