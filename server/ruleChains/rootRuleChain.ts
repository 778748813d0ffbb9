import { newId } from '../store/ids';
import type { NewRuleChainRow } from '../store/schema';

/*
 * The root rule chain every tenant starts with (contract §5 "Seed"): device profile
 * node -> message type switch -> save telemetry / attributes, log, RPC. Kept as data
 * so tenant creation and the 0007 migration build the same chain. The edge root
 * (created with a tenant's first edge) adds a push to the cloud after the saves.
 */

export const ROOT_RULE_CHAIN_NAME = 'Root Rule Chain';
export const EDGE_ROOT_RULE_CHAIN_NAME = 'Edge Root Rule Chain';

const ENGINE = 'org.thingsboard.rule.engine.';
const LOG_SCRIPT = "return '\\nIncoming message:\\n' + JSON.stringify(msg) + '\\nIncoming metadata:\\n' + JSON.stringify(metadata);";

/** [class suffix, name, configuration, layoutX, layoutY], in the contract's node order. */
type NodeSpec = [string, string, Record<string, unknown>, number, number];
/** [fromIndex, toIndex, relation type]. */
type ConnectionSpec = [number, number, string];

const NODES: NodeSpec[] = [
  ['telemetry.TbMsgTimeseriesNode', 'Save Timeseries', { defaultTTL: 0 }, 824, 156],
  ['telemetry.TbMsgAttributesNode', 'Save Client Attributes', { scope: 'CLIENT_SCOPE', notifyDevice: 'false' }, 825, 52],
  ['filter.TbMsgTypeSwitchNode', 'Message Type Switch', { version: 0 }, 347, 149],
  ['action.TbLogNode', 'Log RPC from Device', { jsScript: LOG_SCRIPT }, 825, 266],
  ['action.TbLogNode', 'Log Other', { jsScript: LOG_SCRIPT }, 825, 379],
  ['rpc.TbSendRPCRequestNode', 'RPC Call Request', { timeoutInSeconds: 60 }, 825, 468],
  ['profile.TbDeviceProfileNode', 'Device Profile Node', { persistAlarmRulesState: false, fetchAlarmRulesStateOnStart: false }, 204, 240],
];

const CONNECTIONS: ConnectionSpec[] = [
  [6, 2, 'Success'],
  [2, 4, 'Other'],
  [2, 1, 'Post attributes'],
  [2, 0, 'Post telemetry'],
  [2, 3, 'RPC Request from Device'],
  [2, 5, 'RPC Request to Device'],
];

const FIRST_NODE_INDEX = 6;

/** The edge root is the core root plus a push-to-cloud node after the saves, as in ThingsBoard's edge_root_rule_chain.json. */
const PUSH_TO_CLOUD = NODES.length;
const EDGE_NODES: NodeSpec[] = [...NODES, ['edge.TbMsgPushToCloudNode', 'Push to cloud', { scope: 'SERVER_SCOPE' }, 1129, 52]];
const EDGE_CONNECTIONS: ConnectionSpec[] = [...CONNECTIONS, [0, PUSH_TO_CLOUD, 'Success'], [1, PUSH_TO_CLOUD, 'Success']];

/** A chain row with fresh node ids; `root` tells whether it is its type's root. */
function chainRow(tenantId: string, createdTime: number, name: string, type: 'CORE' | 'EDGE', nodeSpecs: NodeSpec[], connections: ConnectionSpec[], root = true): NewRuleChainRow {
  const id = newId();
  const nodes = nodeSpecs.map(([clazz, nodeName, configuration, layoutX, layoutY]) => ({
    id: { entityType: 'RULE_NODE', id: newId() },
    createdTime,
    ruleChainId: { entityType: 'RULE_CHAIN', id },
    type: ENGINE + clazz,
    name: nodeName,
    debugMode: false,
    configuration,
    additionalInfo: { description: '', layoutX, layoutY },
  }));
  const metadata = {
    firstNodeIndex: FIRST_NODE_INDEX,
    nodes,
    connections: connections.map(([fromIndex, toIndex, relationType]) => ({ fromIndex, toIndex, type: relationType })),
    ruleChainConnections: null,
  };
  return {
    id,
    created_time: createdTime,
    tenant_id: tenantId,
    name,
    type,
    first_rule_node_id: nodes[FIRST_NODE_INDEX].id.id,
    root: root ? 1 : 0,
    debug_mode: 0,
    configuration: null,
    additional_info: null,
    metadata: JSON.stringify(metadata),
  };
}

/** A new tenant's root CORE chain as a database row, with fresh node ids. */
export function newRootRuleChainRow(tenantId: string, createdTime: number): NewRuleChainRow {
  return chainRow(tenantId, createdTime, ROOT_RULE_CHAIN_NAME, 'CORE', NODES, CONNECTIONS);
}

/** POST /api/ruleChain/device/default: ThingsBoard's device profile template, the root graph in a non-root chain. */
export function newDefaultRuleChainRow(tenantId: string, createdTime: number, name: string): NewRuleChainRow {
  return chainRow(tenantId, createdTime, name, 'CORE', NODES, CONNECTIONS, false);
}

/** The tenant's edge template root (root EDGE chain) as a database row; every new edge starts with it. */
export function newEdgeRootRuleChainRow(tenantId: string, createdTime: number): NewRuleChainRow {
  return chainRow(tenantId, createdTime, EDGE_ROOT_RULE_CHAIN_NAME, 'EDGE', EDGE_NODES, EDGE_CONNECTIONS);
}
