import type { RuleNodeDefinition } from '../../node/RuleNodeDefinition';
import { TbGpsGeofencingActionNode } from './TbGpsGeofencingActionNode';
import { TbGpsGeofencingFilterNode } from './TbGpsGeofencingFilterNode';

/** GEO nodes (catalogue §4): the geofencing filter (FILTER) and events (ACTION) nodes. */
export const GEO_NODES: RuleNodeDefinition<any>[] = [TbGpsGeofencingFilterNode, TbGpsGeofencingActionNode];
