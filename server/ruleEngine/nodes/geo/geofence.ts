import { msgJson, type TbMsg } from '../../msg/TbMsg';
import { RuleNodeConfigError } from '../../node/RuleNodeDefinition';
import { flag, numberOf } from '../enrichment/configChecks';
import { type GeofencingConfig } from '../../../../rule-node-ui/catalogue/geofencing';
import { circleContains, isRangeUnit, parsePolygons, polygonsContain, RANGE_UNITS, type LatLon, type RangeUnit, type Ring } from './geometry';

/*
 * What both geofencing nodes check (ThingsBoard's AbstractGeofencingNode): the
 * message's coordinates (data first, then metadata) against the perimeter of the
 * configuration, or of the message metadata (`perimeter` polygons, or `centerLatitude`,
 * `centerLongitude`, `range`, `rangeUnit`) when fetchPerimeterInfoFromMessageMetadata.
 */

/** The configuration and its defaults: one copy with the console's editors. */
export { GEOFENCING_DEFAULTS, type GeofencingConfig } from '../../../../rule-node-ui/catalogue/geofencing';

type Perimeter = { type: 'CIRCLE'; center: LatLon; range: number; unit: RangeUnit } | { type: 'POLYGON'; rings: Ring[] };

/** Whether a message's position lies inside the perimeter; throws (the message fails) when it cannot tell. */
export type Geofence = (msg: TbMsg) => boolean;

function keyName(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new RuleNodeConfigError(`${name} should be specified!`);
  return value;
}

function configuredPerimeter(config: GeofencingConfig): Perimeter {
  if (config.perimeterType === 'POLYGON') {
    try {
      return { type: 'POLYGON', rings: parsePolygons(config.polygonsDefinition as string) };
    } catch (error) {
      throw new RuleNodeConfigError(`polygonsDefinition: ${(error as Error).message}`);
    }
  }
  if (config.perimeterType === 'CIRCLE') {
    if (!isRangeUnit(config.rangeUnit)) throw new RuleNodeConfigError(`rangeUnit should be one of ${RANGE_UNITS.join(', ')}!`);
    return {
      type: 'CIRCLE',
      center: { latitude: numberOf(config.centerLatitude, 'centerLatitude'), longitude: numberOf(config.centerLongitude, 'centerLongitude') },
      range: numberOf(config.range, 'range', { min: 0 }),
      unit: config.rangeUnit,
    };
  }
  throw new RuleNodeConfigError('perimeterType should be one of CIRCLE, POLYGON!');
}

/** A number as Java's Double.parseDouble reads text; anything else fails the message. */
function parseNumber(text: string, name: string): number {
  const number = text.trim() === '' ? NaN : Number(text.trim());
  if (!Number.isFinite(number)) throw new Error(`Can't parse ${name} value '${text}' as a number`);
  return number;
}

function metadataPerimeter(msg: TbMsg): Perimeter {
  const { perimeter, centerLatitude, centerLongitude, range, rangeUnit } = msg.metadata;
  if (perimeter) return { type: 'POLYGON', rings: parsePolygons(perimeter) };
  if (!centerLatitude) throw new Error('Missing perimeter definition!');
  if (!isRangeUnit(rangeUnit)) throw new Error(`Metadata rangeUnit should be one of ${RANGE_UNITS.join(', ')}`);
  return {
    type: 'CIRCLE',
    center: { latitude: parseNumber(centerLatitude, 'centerLatitude'), longitude: parseNumber(centerLongitude ?? '', 'centerLongitude') },
    range: parseNumber(range ?? '', 'range'),
    unit: rangeUnit,
  };
}

/** A coordinate from a primitive data value, else from metadata. */
function coordinate(msg: TbMsg, data: Record<string, unknown>, key: string): number {
  const value = data[key];
  if (typeof value === 'number') return value;
  if (typeof value === 'string' || typeof value === 'boolean') return parseNumber(String(value), key);
  const text = msg.metadata[key];
  if (!text) throw new Error(`Incoming Message has no ${key} in data or metadata!`);
  return parseNumber(text, key);
}

function contains(perimeter: Perimeter, point: LatLon): boolean {
  return perimeter.type === 'CIRCLE' ? circleContains(perimeter.center, perimeter.range, perimeter.unit, point) : polygonsContain(perimeter.rings, point);
}

/** Checks the configuration (throwing RuleNodeConfigError) and returns the check it describes. */
export function geofenceOf(config: GeofencingConfig): Geofence {
  const latitudeKey = keyName(config.latitudeKeyName, 'latitudeKeyName');
  const longitudeKey = keyName(config.longitudeKeyName, 'longitudeKeyName');
  const fromMetadata = flag(config.fetchPerimeterInfoFromMessageMetadata, 'fetchPerimeterInfoFromMessageMetadata', true);
  const configured = fromMetadata ? undefined : configuredPerimeter(config);
  return (msg) => {
    const data = msgJson(msg);
    if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new Error('Incoming Message is not a valid JSON object');
    const point = { latitude: coordinate(msg, data as Record<string, unknown>, latitudeKey), longitude: coordinate(msg, data as Record<string, unknown>, longitudeKey) };
    return contains(configured ?? metadataPerimeter(msg), point);
  };
}
