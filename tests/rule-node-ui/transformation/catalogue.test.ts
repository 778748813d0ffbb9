import plugin, { TRANSFORMATION_EDITORS } from '../../../rule-node-ui/transformation/index';
import manifest from '../../../rule-node-ui/transformation/manifest.json';
import { describeBundle } from '../shared/bundleContract';

describeBundle({ type: 'TRANSFORMATION', count: 3, id: 'tessera.rule-nodes.transformation', plugin, manifest, editors: TRANSFORMATION_EDITORS });
