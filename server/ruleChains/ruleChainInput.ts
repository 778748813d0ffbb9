import { MSG } from '../http/messages';
import { asObject, badField, checkFields, optionalBoolean, optionalEnum, optionalJsonObject, optionalString, specifiedText } from '../http/validate';
import { isUuid, newId, type JsonObject } from '../store/ids';
import { RULE_CHAIN_TYPES, type RuleChainInput, type StoredMetadata } from '../store/RuleChainStore';

/** Contract §13.4 "Rule chain": a missing or blank name. */

/**
 * The writable fields of a RuleChain body (contract §2). `root`, `firstRuleNodeId`,
 * `tenantId` and unknown keys are ignored: the root moves only through "set root", and
 * the first node follows the metadata.
 */
/** Field constraints first (`Validation error: ...`), then ThingsBoard's required-name text (§13.4). */
export function ruleChainName(obj: JsonObject): string {
  checkFields(obj, [{ key: 'name', max: 255, xss: true }]);
  return specifiedText(obj, 'name', MSG.RULE_CHAIN_NAME);
}

export function ruleChainInput(obj: JsonObject): RuleChainInput {
  return {
    name: ruleChainName(obj),
    type: optionalEnum(obj, 'type', RULE_CHAIN_TYPES) ?? 'CORE',
    debugMode: optionalBoolean(obj, 'debugMode', false),
    configuration: optionalJsonObject(obj, 'configuration'),
    additionalInfo: optionalJsonObject(obj, 'additionalInfo'),
  };
}

function index(value: unknown, name: string, count: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= count) {
    throw badField(`Parameter '${name}' must be the index of a node!`);
  }
  return value;
}

function list(value: unknown, name: string): JsonObject[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badField(`Parameter '${name}' must be an array!`);
  return value.map((item, i) => asObject(item, `Parameter '${name}[${i}]'`));
}

/**
 * A RuleChainMetaData body checked for what later readers rely on (node class and
 * name, connection indices and labels) and otherwise kept as given. Nodes sent
 * without an id get one, and every node is stamped with its chain, as ThingsBoard
 * answers the save with ids.
 */
export function metadataInput(obj: JsonObject, ruleChainId: string, now: number): StoredMetadata {
  const nodes = list(obj.nodes, 'nodes').map((node, i) => {
    const path = `nodes[${i}]`;
    const type = node.type;
    if (typeof type !== 'string' || type.trim() === '' || type.length > 255) throw badField(`Parameter '${path}.type' must be a rule node class name!`);
    checkFields(node, [{ key: 'name', max: 255, xss: true }, { key: 'type', max: 255 }]);
    specifiedText(node, 'name', MSG.RULE_NODE_NAME);
    optionalBoolean(node, 'debugMode', false);
    optionalJsonObject(node, 'configuration');
    optionalJsonObject(node, 'additionalInfo');
    const given = node.id === undefined || node.id === null ? undefined : asObject(node.id, `Parameter '${path}.id'`);
    const id = given && given.entityType === 'RULE_NODE' && isUuid(given.id) ? (given.id as string).toLowerCase() : newId();
    return {
      ...node,
      id: { entityType: 'RULE_NODE', id },
      createdTime: typeof node.createdTime === 'number' ? node.createdTime : now,
      ruleChainId: { entityType: 'RULE_CHAIN', id: ruleChainId },
      debugMode: node.debugMode === true || node.debugMode === 'true',
    };
  });
  const connections = list(obj.connections, 'connections').map((connection, i) => {
    const path = `connections[${i}]`;
    const type = optionalString(connection, 'type');
    if (!type || type.trim() === '') throw badField(`Parameter '${path}.type' can't be empty!`);
    return { ...connection, fromIndex: index(connection.fromIndex, `${path}.fromIndex`, nodes.length), toIndex: index(connection.toIndex, `${path}.toIndex`, nodes.length), type };
  });
  const first = obj.firstNodeIndex;
  const firstNodeIndex = first === undefined || first === null ? null : index(first, 'firstNodeIndex', nodes.length);
  const legacy = obj.ruleChainConnections;
  if (legacy !== undefined && legacy !== null && !Array.isArray(legacy)) throw badField("Parameter 'ruleChainConnections' must be an array!");
  return { firstNodeIndex, nodes, connections, ruleChainConnections: legacy ?? null };
}
