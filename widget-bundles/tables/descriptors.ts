import { ENTITIES_TABLE, TABLE_COLUMN, TIMESERIES_TABLE, TIMESERIES_TABLE_KEY } from '../catalogue/families';
import { type SystemTypeDef } from '../catalogue/systemType';

/** The ThingsBoard system types this bundle renders: the server's system library is generated from them. */
export const TABLES_DESCRIPTORS: SystemTypeDef[] = [
  {
    bundleAlias: 'cards', alias: 'timeseries_table', name: 'Timeseries table', kind: 'timeseries', sizeX: 8, sizeY: 6.5,
    description: 'A tab per entity and a row per timestamp.', settings: TIMESERIES_TABLE, keySettings: TIMESERIES_TABLE_KEY, keys: 2,
    config: { showLegend: false },
  },
  {
    bundleAlias: 'cards', alias: 'entities_table', name: 'Entities table', kind: 'latest', sizeX: 7.5, sizeY: 6.5,
    description: 'Paged entity list with latest values.', settings: ENTITIES_TABLE, keySettings: TABLE_COLUMN, keys: 2,
  },
];
