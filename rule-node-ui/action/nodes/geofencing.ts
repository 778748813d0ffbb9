import { check, type Checks } from '../common/checks';
import { type Problem } from '../common/problems';
import { type GeofencingActionConfig, PERIMETER_TYPES, RANGE_UNITS } from '../../catalogue/geofencing';

/* Catalogue §4 ACTION "gps geofencing events" (server: nodes/geo/TbGpsGeofencingActionNode.ts, geofence.ts). */

export { GEOFENCING_ACTION, GEOFENCING_ACTION_DEFAULTS, type GeofencingActionConfig, PERIMETER_TYPES, RANGE_UNITS } from '../../catalogue/geofencing';

/** Units the editor offers for the minimum stays. */
export const DURATION_UNITS = ['SECONDS', 'MINUTES', 'HOURS', 'DAYS'] as const;
/** Units the engine accepts (Java TimeUnit names), e.g. from an imported chain. */
const ENGINE_TIME_UNITS = ['NANOSECONDS', 'MICROSECONDS', 'MILLISECONDS', ...DURATION_UNITS];

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
