import type { RuleNodeDefinition } from '../../node/RuleNodeDefinition';
import { TbCheckAlarmStatusNode } from './TbCheckAlarmStatusNode';
import { TbCheckMessageNode } from './TbCheckMessageNode';
import { TbCheckRelationNode } from './TbCheckRelationNode';
import { TbJsFilterNode } from './TbJsFilterNode';
import { TbJsSwitchNode } from './TbJsSwitchNode';
import { TbMsgTypeFilterNode } from './TbMsgTypeFilterNode';
import { TbMsgTypeSwitchNode } from './TbMsgTypeSwitchNode';
import { TbOriginatorTypeFilterNode } from './TbOriginatorTypeFilterNode';
import { TbOriginatorTypeSwitchNode } from './TbOriginatorTypeSwitchNode';

/** The FILTER nodes of catalogue §4, in its order (the geofencing filter is in geo/). */
export const FILTER_NODES: RuleNodeDefinition<any>[] = [
  TbJsFilterNode,
  TbJsSwitchNode,
  TbMsgTypeFilterNode,
  TbMsgTypeSwitchNode,
  TbOriginatorTypeFilterNode,
  TbOriginatorTypeSwitchNode,
  TbCheckMessageNode,
  TbCheckRelationNode,
  TbCheckAlarmStatusNode,
];
