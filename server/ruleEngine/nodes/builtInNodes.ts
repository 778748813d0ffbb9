import type { RuleNodeDefinition } from '../node/RuleNodeDefinition';
import { ACTION_NODES } from './action';
import { ENRICHMENT_NODES } from './enrichment';
import { EXTERNAL_NODES } from './external';
import { FILTER_NODES } from './filter';
import { FLOW_NODES } from './flow';
import { GEO_NODES } from './geo';
import { PROFILE_NODES } from './profile';
import { TRANSFORM_NODES } from './transform';

/** Every node that ships with Tessera (catalogue §4). */
export const BUILT_IN_NODES: RuleNodeDefinition<object>[] = [
  ...FILTER_NODES,
  ...GEO_NODES,
  ...PROFILE_NODES,
  ...ENRICHMENT_NODES,
  ...TRANSFORM_NODES,
  ...ACTION_NODES,
  ...EXTERNAL_NODES,
  ...FLOW_NODES,
];
