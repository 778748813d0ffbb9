import { FLOT_BAR, FLOT_BAR_KEY, FLOT_GRAPH, FLOT_GRAPH_KEY, FLOT_PIE, FLOT_PIE_KEY } from '../catalogue/families';
import { type SystemTypeDef } from '../catalogue/systemType';

/** The ThingsBoard system types this bundle renders: the server's system library is generated from them. */
export const CHARTS_DESCRIPTORS: SystemTypeDef[] = [
  { bundleAlias: 'charts', alias: 'pie', name: 'Pie - Flot', kind: 'latest', sizeX: 8, sizeY: 5, description: 'A slice per data key.', settings: FLOT_PIE, keySettings: FLOT_PIE_KEY, keys: 3 },
  { bundleAlias: 'charts', alias: 'basic_timeseries', name: 'Timeseries Line Chart', kind: 'timeseries', sizeX: 8, sizeY: 5, description: 'Lines over the time window.', settings: FLOT_GRAPH, keySettings: FLOT_GRAPH_KEY, keys: 2 },
  {
    bundleAlias: 'charts', alias: 'timeseries_bars_flot', name: 'Timeseries Bar Chart', kind: 'timeseries', sizeX: 8, sizeY: 5, description: 'Aggregated bars over the time window.',
    settings: FLOT_BAR, keySettings: FLOT_BAR_KEY, keys: 2,
    config: { timewindow: { realtime: { timewindowMs: 60000, interval: 1000 }, aggregation: { type: 'AVG', limit: 200 } } },
  },
];
