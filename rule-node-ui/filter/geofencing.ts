import { filled, jsonError } from '../shared';
import { type GeofencingConfig, RANGE_UNITS } from '../catalogue/geofencing';

export { GEOFENCING_DEFAULTS, type GeofencingConfig, RANGE_UNITS } from '../catalogue/geofencing';

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const isVertex = (p: unknown) => Array.isArray(p) && p.length >= 2 && isNumber(p[0]) && isNumber(p[1]);

/** A list of at least two vertices, or a non-empty list of such lists at any depth (as the server reads it). */
function isRings(value: unknown): boolean {
  if (!Array.isArray(value) || value.length === 0) return false;
  if (value.every(isVertex)) return value.length >= 2;
  return value.every(isRings);
}

/** Whether a polygons definition is JSON of [lat, lon] points (two make a rectangle), or lists of such polygons. */
export function isPolygonsDefinition(text: string): boolean {
  return jsonError(text) === null && isRings(JSON.parse(text));
}

/** The coordinates' keys; unless the perimeter comes from metadata, a polygon or a circle (center, range, unit). */
export function validateGeofencing(config: GeofencingConfig): string[] {
  const errors: string[] = [];
  if (!filled(config.latitudeKeyName)) errors.push('rulenode.latitude-key-name-required');
  if (!filled(config.longitudeKeyName)) errors.push('rulenode.longitude-key-name-required');
  if (config.fetchPerimeterInfoFromMessageMetadata !== false) return errors;
  if (config.perimeterType === 'POLYGON') {
    if (!filled(config.polygonsDefinition)) errors.push('rulenode.polygon-definition-required');
    else if (!isPolygonsDefinition(config.polygonsDefinition)) errors.push('rulenode.polygon-definition-invalid');
  } else if (config.perimeterType === 'CIRCLE') {
    if (!isNumber(config.centerLatitude) || Math.abs(config.centerLatitude) > 90) errors.push('rulenode.center-latitude-required');
    if (!isNumber(config.centerLongitude) || Math.abs(config.centerLongitude) > 180) errors.push('rulenode.center-longitude-required');
    if (!isNumber(config.range) || config.range <= 0) errors.push('rulenode.range-required');
    if (!(RANGE_UNITS as readonly unknown[]).includes(config.rangeUnit)) errors.push('rulenode.range-unit-required');
  } else {
    errors.push('rulenode.perimeter-type-required');
  }
  return errors;
}
