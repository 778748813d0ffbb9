import type { Db } from './database';
import { parseJson } from './ids';

/** State a rule node keeps per entity across restarts (device profile alarm state, geofencing presence). */
export class RuleNodeStateStore {
  constructor(private readonly db: Db) {}

  async find<T>(ruleNodeId: string, entityId: string): Promise<T | undefined> {
    const row = await this.db.selectFrom('rule_node_state').select('state_data').where('rule_node_id', '=', ruleNodeId).where('entity_id', '=', entityId).executeTakeFirst();
    return row ? (parseJson<T>(row.state_data) ?? undefined) : undefined;
  }

  async findAll<T>(ruleNodeId: string): Promise<{ entityId: string; entityType: string; state: T }[]> {
    const rows = await this.db.selectFrom('rule_node_state').selectAll().where('rule_node_id', '=', ruleNodeId).execute();
    return rows.flatMap((row) => {
      const state = parseJson<T>(row.state_data);
      return state === null ? [] : [{ entityId: row.entity_id, entityType: row.entity_type, state }];
    });
  }

  async save(tenantId: string, ruleNodeId: string, entity: { entityType: string; id: string }, state: unknown): Promise<void> {
    const values = { rule_node_id: ruleNodeId, entity_id: entity.id, tenant_id: tenantId, entity_type: entity.entityType, state_data: JSON.stringify(state) };
    await this.db
      .insertInto('rule_node_state')
      .values(values)
      .onConflict((oc) => oc.columns(['rule_node_id', 'entity_id']).doUpdateSet({ state_data: values.state_data }))
      .execute();
  }

  async delete(ruleNodeId: string, entityId: string): Promise<void> {
    await this.db.deleteFrom('rule_node_state').where('rule_node_id', '=', ruleNodeId).where('entity_id', '=', entityId).execute();
  }

  async deleteForNodes(ruleNodeIds: readonly string[]): Promise<void> {
    if (ruleNodeIds.length === 0) return;
    await this.db.deleteFrom('rule_node_state').where('rule_node_id', 'in', ruleNodeIds).execute();
  }

  async deleteForTenant(tenantId: string): Promise<void> {
    await this.db.deleteFrom('rule_node_state').where('tenant_id', '=', tenantId).execute();
  }
}
