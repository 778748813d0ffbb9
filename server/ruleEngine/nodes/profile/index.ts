import type { RuleNodeDefinition } from '../../node/RuleNodeDefinition';
import { TbClearAlarmNode } from './TbClearAlarmNode';
import { TbCreateAlarmNode } from './TbCreateAlarmNode';
import { TbDeviceProfileNode } from './TbDeviceProfileNode';

/** The device profile node and the alarm nodes it shares its alarm writing with (catalogue §4). */
export const PROFILE_NODES: RuleNodeDefinition<any>[] = [TbDeviceProfileNode, TbCreateAlarmNode, TbClearAlarmNode];
