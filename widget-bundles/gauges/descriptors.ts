import { ANALOGUE_RADIAL, digitalGauge } from '../catalogue/families';
import { type SystemTypeDef } from '../catalogue/systemType';

/** The ThingsBoard system types this bundle renders: the server's system library is generated from them. */
export const GAUGES_DESCRIPTORS: SystemTypeDef[] = [
  { bundleAlias: 'analogue_gauges', alias: 'radial_gauge_canvas_gauges', name: 'Radial gauge', kind: 'latest', sizeX: 6, sizeY: 5, description: 'Radial gauge from 0 to 100.', settings: ANALOGUE_RADIAL },
  { bundleAlias: 'digital_gauges', alias: 'gauge_justgage', name: 'Gauge', kind: 'latest', sizeX: 4, sizeY: 3, description: 'Arc gauge.', settings: digitalGauge('arc') },
];
