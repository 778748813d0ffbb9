import { check, type Checks } from '../common/checks';
import { type Problem } from '../common/problems';

/* Catalogue §4 ACTION "gps geofencing events" (server: nodes/geo/TbGpsGeofencingActionNode.ts, geofence.ts). */

export const GEOFENCING_ACTION = 'org.thingsboard.rule.engine.geo.TbGpsGeofencingActionNode';

export const PERIMETER_TYPES = ['POLYGON', 'CIRCLE'] as const;
export const RANGE_UNITS = ['METER', 'KILOMETER', 'FOOT', 'MILE', 'NAUTICAL_MILE'] as const;
/** Units the editor offers for the minimum stays. */
export const DURATION_UNITS = ['SECONDS', 'MINUTES', 'HOURS', 'DAYS'] as const;
/** Units the engine accepts (Java TimeUnit names), e.g. from an imported chain. */
const ENGINE_TIME_UNITS = ['NANOSECONDS', 'MICROSECONDS', 'MILLISECONDS', ...DURATION_UNITS];

export interface GeofencingActionConfig {
  [key: string]: unknown;
  latitudeKeyName: string;
  longitudeKeyName: string;
  fetchPerimeterInfoFromMessageMetadata: boolean;
  perimeterType: 'CIRCLE' | 'POLYGON' | null;
  /** `[[lat, lon], ...]`, or several such lists. */
  polygonsDefinition: string | null;
  centerLatitude: number | null;
  centerLongitude: number | null;
  range: number | null;
  rangeUnit: string | null;
  minInsideDuration: number;
  minInsideDurationTimeUnit: string;
  minOutsideDuration: number;
  minOutsideDurationTimeUnit: string;
}

export const GEOFENCING_ACTION_DEFAULTS: GeofencingActionConfig = {
  latitudeKeyName: 'latitude',
  longitudeKeyName: 'longitude',
  fetchPerimeterInfoFromMessageMetadata: true,
  perimeterType: 'POLYGON',
  polygonsDefinition: null,
  centerLatitude: null,
  centerLongitude: null,
  range: null,
  rangeUnit: null,
  minInsideDuration: 1,
  minInsideDurationTimeUnit: 'MINUTES',
  minOutsideDuration: 1,
  minOutsideDurationTimeUnit: 'MINUTES',
};

const isVertex = (value: unknown) => Array.isArray(value) && value.length >= 2 && typeof value[0] === 'number' && typeof value[1] === 'number';

/** Whether a list nests polygons of at least two [lat, lon] points each, as the engine reads them. */
function isPolygonList(value: unknown): boolean {
  if (!Array.isArray(value) || value.length === 0) return false;
  if (value.every(isVertex)) return value.length >= 2;
  return value.every(isPolygonList);
}

/** Whether a polygons definition parses as the engine parses it. */
export function isPolygonsDefinition(text: unknown): boolean {
  if (typeof text !== 'string' || text.trim() === '') return false;
  try {
    return isPolygonList(JSON.parse(text));
  } catch {
    return false;
  }
}

function checkPerimeter(c: Checks, config: GeofencingActionConfig): void {
  if (!c.oneOf('perimeterType', PERIMETER_TYPES, 'rulenode.perimeter-type')) return;
  if (config.perimeterType === 'POLYGON') {
    if (c.required('polygonsDefinition', 'rulenode.polygon-definition') && !isPolygonsDefinition(config.polygonsDefinition)) {
      c.add('polygonsDefinition', 'rulenode.error.polygon-definition');
    }
    return;
  }
  c.number('centerLatitude', 'rulenode.circle-center-latitude', -90, 90);
  c.number('centerLongitude', 'rulenode.circle-center-longitude', -180, 180);
  c.number('range', 'rulenode.range', 0);
  c.oneOf('rangeUnit', RANGE_UNITS, 'rulenode.range-unit');
}

export function validateGeofencingAction(config: GeofencingActionConfig): Problem[] {
  return check(config, (c) => {
    c.required('latitudeKeyName', 'rulenode.latitude-key-name');
    c.required('longitudeKeyName', 'rulenode.longitude-key-name');
    c.flag('fetchPerimeterInfoFromMessageMetadata', 'rulenode.fetch-perimeter-info-from-message-metadata');
    // Missing reads as true: the perimeter then comes with each message.
    if (config.fetchPerimeterInfoFromMessageMetadata === false) checkPerimeter(c, config);
    c.wholeNumber('minInsideDuration', 'rulenode.min-inside-duration', 1);
    c.oneOf('minInsideDurationTimeUnit', ENGINE_TIME_UNITS, 'rulenode.time-unit-label');
    c.wholeNumber('minOutsideDuration', 'rulenode.min-outside-duration', 1);
    c.oneOf('minOutsideDurationTimeUnit', ENGINE_TIME_UNITS, 'rulenode.time-unit-label');
  });
}
