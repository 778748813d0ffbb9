import { newId } from '../store/ids';
import type { NewRuleChainRow } from '../store/schema';

/*
 * The root rule chain every tenant starts with (contract §5 "Seed"): device profile
 * node -> message type switch -> save telemetry / attributes, log, RPC. Kept as data
 * so tenant creation and the 0007 migration build the same chain.
 */

export const ROOT_RULE_CHAIN_NAME = 'Root Rule Chain';

const ENGINE = 'org.thingsboard.rule.engine.';
const LOG_SCRIPT = "return '\\nIncoming message:\\n' + JSON.stringify(msg) + '\\nIncoming metadata:\\n' + JSON.stringify(metadata);";

/** [class suffix, name, configuration, layoutX, layoutY], in the contract's node order. */
const NODES: [string, string, Record<string, unknown>, number, number][] = [
  ['telemetry.TbMsgTimeseriesNode', 'Save Timeseries', { defaultTTL: 0 }, 824, 156],
  ['telemetry.TbMsgAttributesNode', 'Save Client Attributes', { scope: 'CLIENT_SCOPE', notifyDevice: 'false' }, 825, 52],
  ['filter.TbMsgTypeSwitchNode', 'Message Type Switch', { version: 0 }, 347, 149],
  ['action.TbLogNode', 'Log RPC from Device', { jsScript: LOG_SCRIPT }, 825, 266],
  ['action.TbLogNode', 'Log Other', { jsScript: LOG_SCRIPT }, 825, 379],
  ['rpc.TbSendRPCRequestNode', 'RPC Call Request', { timeoutInSeconds: 60 }, 825, 468],
  ['profile.TbDeviceProfileNode', 'Device Profile Node', { persistAlarmRulesState: false, fetchAlarmRulesStateOnStart: false }, 204, 240],
];

const CONNECTIONS: [number, number, string][] = [
  [6, 2, 'Success'],
  [2, 4, 'Other'],
  [2, 1, 'Post attributes'],
  [2, 0, 'Post telemetry'],
  [2, 3, 'RPC Request from Device'],
  [2, 5, 'RPC Request to Device'],
];

const FIRST_NODE_INDEX = 6;

/** A new tenant's root CORE chain as a database row, with fresh node ids. */
export function newRootRuleChainRow(tenantId: string, createdTime: number): NewRuleChainRow {
  const id = newId();
  const nodes = NODES.map(([clazz, name, configuration, layoutX, layoutY]) => ({
    id: { entityType: 'RULE_NODE', id: newId() },
    createdTime,
    ruleChainId: { entityType: 'RULE_CHAIN', id },
    type: ENGINE + clazz,
    name,
    debugMode: false,
    configuration,
    additionalInfo: { description: '', layoutX, layoutY },
  }));
  const metadata = {
    firstNodeIndex: FIRST_NODE_INDEX,
    nodes,
    connections: CONNECTIONS.map(([fromIndex, toIndex, type]) => ({ fromIndex, toIndex, type })),
    ruleChainConnections: null,
  };
  return {
    id,
    created_time: createdTime,
    tenant_id: tenantId,
    name: ROOT_RULE_CHAIN_NAME,
    type: 'CORE',
    first_rule_node_id: nodes[FIRST_NODE_INDEX].id.id,
    root: 1,
    debug_mode: 0,
    configuration: null,
    additional_info: null,
    metadata: JSON.stringify(metadata),
  };
}
