/*
 * Catalogue §4 FILTER "gps geofencing filter" and ACTION "gps geofencing events" (server:
 * nodes/geo/geofence.ts, TbGpsGeofencingFilterNode.ts, TbGpsGeofencingActionNode.ts).
 */

export const GEOFENCING_FILTER = 'org.thingsboard.rule.engine.geo.TbGpsGeofencingFilterNode';
export const GEOFENCING_ACTION = 'org.thingsboard.rule.engine.geo.TbGpsGeofencingActionNode';

export const PERIMETER_TYPES = ['POLYGON', 'CIRCLE'] as const;
export const RANGE_UNITS = ['METER', 'KILOMETER', 'FOOT', 'MILE', 'NAUTICAL_MILE'] as const;

/** The fields both geofencing nodes share. */
export interface GeofencingConfig {
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
}

export const GEOFENCING_DEFAULTS: GeofencingConfig = {
  latitudeKeyName: 'latitude',
  longitudeKeyName: 'longitude',
  fetchPerimeterInfoFromMessageMetadata: true,
  perimeterType: 'POLYGON',
  polygonsDefinition: null,
  centerLatitude: null,
  centerLongitude: null,
  range: null,
  rangeUnit: null,
};

/** The events node adds how long an originator must stay inside or outside before it is told. */
export interface GeofencingActionConfig extends GeofencingConfig {
  minInsideDuration: number;
  minInsideDurationTimeUnit: string;
  minOutsideDuration: number;
  minOutsideDurationTimeUnit: string;
}

export const GEOFENCING_ACTION_DEFAULTS: GeofencingActionConfig = {
  ...GEOFENCING_DEFAULTS,
  minInsideDuration: 1,
  minInsideDurationTimeUnit: 'MINUTES',
  minOutsideDuration: 1,
  minOutsideDurationTimeUnit: 'MINUTES',
};
