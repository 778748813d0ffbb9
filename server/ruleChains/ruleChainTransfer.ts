import { asObject, badField, emptyParam, optionalEntityId } from '../http/validate';
import type { EntityChangeKind } from '../ruleEngine/EntityChangeBus';
import type { NodeRegistry } from '../ruleEngine/node/NodeRegistry';
import type { Stores } from '../store/createStores';
import { entityId, newId, type EntityId, type JsonObject } from '../store/ids';
import type { RuleChain, StoredMetadata } from '../store/RuleChainStore';
import { assertCanCreate } from '../tenancy/limits';
import { calledChainId, isInputNode } from './chainGraph';
import { replaceMetadata } from './metadataWrite';
import { metadataInput, ruleChainInput } from './ruleChainInput';

/*
 * Rule chain export and import in ThingsBoard 3.3's RuleChainData format:
 * `{ruleChains: RuleChain[], metadata: RuleChainMetaData[]}`. Exported chains get
 * fresh ids and no tenant, their nodes no ids; an import creates chains (or, with
 * overwrite, replaces the tenant's chains of the same name) and then their metadata,
 * with every chain id inside the file mapped to the chain it became.
 */

export interface RuleChainData {
  ruleChains: unknown[];
  metadata: unknown[];
}

/** ThingsBoard's RuleChainImportResult. */
export interface RuleChainImportResult {
  tenantId: EntityId<'TENANT'>;
  ruleChainId: EntityId<'RULE_CHAIN'>;
  lifecycleEvent: EntityChangeKind;
}

/** `?limit=` of the export: ThingsBoard's page link check. */
export function exportLimit(raw: string | undefined): number {
  if (raw === undefined) throw emptyParam('limit');
  if (!/^-?\d+$/.test(raw.trim())) throw badField("Parameter 'limit' must be a whole number!");
  const limit = Number(raw);
  if (limit < 1) throw badField(`Incorrect page link page size '${limit}'. Page size must be greater than zero.`);
  return Math.min(limit, 2_147_483_647);
}

/** Input node configurations and legacy chain connections pointing at a mapped chain follow it. */
function remapChainIds(metadata: JsonObject, ids: ReadonlyMap<string, string>): Pick<StoredMetadata, 'nodes' | 'ruleChainConnections'> {
  // Anything but an array is left for metadataInput to refuse.
  if (!Array.isArray(metadata.nodes)) return { nodes: metadata.nodes as JsonObject[], ruleChainConnections: metadata.ruleChainConnections };
  const nodes = metadata.nodes.map((raw: unknown) => {
    const node = raw && typeof raw === 'object' ? (raw as JsonObject) : {};
    const target = isInputNode(node) ? calledChainId(node) : undefined;
    const mapped = target ? ids.get(target) : undefined;
    return mapped ? { ...node, configuration: { ...(node.configuration as JsonObject), ruleChainId: mapped } } : node;
  });
  const legacy = metadata.ruleChainConnections;
  const ruleChainConnections = Array.isArray(legacy)
    ? legacy.map((connection: JsonObject) => {
        const target = (connection?.targetRuleChainId as { id?: string } | undefined)?.id;
        const mapped = target ? ids.get(target.toLowerCase()) : undefined;
        return mapped ? { ...connection, targetRuleChainId: entityId('RULE_CHAIN', mapped) } : connection;
      })
    : (legacy ?? null);
  return { nodes, ruleChainConnections };
}

/** The tenant's first `limit` CORE chains (oldest first) with their metadata. */
export async function exportRuleChains(stores: Stores, tenantId: string, limit: number): Promise<RuleChainData> {
  const page = await stores.ruleChains.findPage({ tenantId, type: 'CORE' }, { pageSize: limit, page: 0 });
  const ids = new Map(page.data.map((chain) => [chain.id.id, newId()]));
  const ruleChains = page.data.map((chain) => ({ ...chain, id: entityId('RULE_CHAIN', ids.get(chain.id.id)!), tenantId: null }));
  const metadata = [];
  for (const chain of page.data) {
    const stored = await stores.ruleChains.findMetadata(chain.id.id);
    const { nodes, ruleChainConnections } = remapChainIds(stored as unknown as JsonObject, ids);
    metadata.push({
      ruleChainId: entityId('RULE_CHAIN', ids.get(chain.id.id)!),
      firstNodeIndex: stored.firstNodeIndex,
      nodes: nodes.map((node) => ({ ...node, id: null, ruleChainId: null })),
      connections: stored.connections,
      ruleChainConnections,
    });
  }
  return { ruleChains, metadata };
}

function list(value: unknown, name: string): JsonObject[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badField(`Parameter '${name}' must be an array!`);
  return value.map((item, i) => asObject(item, `Parameter '${name}[${i}]'`));
}

/**
 * Imports `body` into the tenant in one transaction: a chain or metadata that does
 * not pass the usual checks refuses the whole import (400) and nothing is stored.
 * Answers what was created or updated; the caller announces it to the engine.
 */
export async function importRuleChains(stores: Stores, registry: NodeRegistry, tenantId: string, body: unknown, overwrite: boolean): Promise<RuleChainImportResult[]> {
  const data = asObject(body);
  const chains = list(data.ruleChains, 'ruleChains').map((chain) => ({ fileId: optionalEntityId(chain, 'id', 'RULE_CHAIN'), input: ruleChainInput(chain) }));
  const metadataList = list(data.metadata, 'metadata');
  return stores.transaction(async (stores) => {
    const results: RuleChainImportResult[] = [];
    const ids = new Map<string, string>();
    const saved = new Map<string, RuleChain>();
    for (const { fileId, input } of chains) {
      const existing = overwrite ? await stores.ruleChains.findByName(tenantId, input.type, input.name) : undefined;
      let chain: RuleChain;
      if (existing) {
        chain = (await stores.ruleChains.update(existing.id.id, { ...input, type: existing.type }))!;
      } else {
        await assertCanCreate(stores, tenantId, 'RULE_CHAIN');
        chain = await stores.ruleChains.create(tenantId, input);
      }
      if (fileId) ids.set(fileId, chain.id.id);
      saved.set(chain.id.id, chain);
      results.push({ tenantId: entityId('TENANT', tenantId), ruleChainId: chain.id, lifecycleEvent: existing ? 'UPDATED' : 'CREATED' });
    }
    const now = Date.now();
    for (const metadata of metadataList) {
      const fileId = optionalEntityId(metadata, 'ruleChainId', 'RULE_CHAIN');
      const chain = fileId ? saved.get(ids.get(fileId) ?? '') : undefined;
      // Metadata of a chain the file does not hold: ThingsBoard's save finds no chain and skips it.
      if (!chain) continue;
      const { nodes, ruleChainConnections } = remapChainIds(metadata, ids);
      // Nodes arrive without ids (the export drops them) and get new ones.
      const fresh = Array.isArray(nodes) ? nodes.map(({ id: _id, ...node }: JsonObject) => node) : nodes;
      await replaceMetadata(stores, registry, chain, metadataInput({ ...metadata, nodes: fresh, ruleChainConnections }, chain.id.id, now));
    }
    return results;
  });
}
