import { describe, expect, it } from 'vitest';
import { type Problem } from '../../../../rule-node-ui/action/common/problems';
import { GEOFENCING_ACTION_DEFAULTS, isPolygonsDefinition, validateGeofencingAction } from '../../../../rule-node-ui/action/nodes/geofencing';

const found = (problems: Problem[]) => problems.map((p) => `${p.field}: ${p.key}`);
const own = { ...GEOFENCING_ACTION_DEFAULTS, fetchPerimeterInfoFromMessageMetadata: false };

describe('gps geofencing events', () => {
  it('needs the coordinate keys; the perimeter comes with each message by default', () => {
    expect(validateGeofencingAction(GEOFENCING_ACTION_DEFAULTS)).toEqual([]);
    expect(found(validateGeofencingAction({ ...GEOFENCING_ACTION_DEFAULTS, latitudeKeyName: '', longitudeKeyName: ' ' }))).toEqual([
      'latitudeKeyName: rulenode.error.required',
      'longitudeKeyName: rulenode.error.required',
    ]);
  });

  it('checks a polygon perimeter as the engine parses it', () => {
    expect(found(validateGeofencingAction(own))).toEqual(['polygonsDefinition: rulenode.error.required']);
    expect(validateGeofencingAction({ ...own, polygonsDefinition: '[[48.19,24.65],[48.20,24.66],[48.21,24.64]]' })).toEqual([]);
    expect(found(validateGeofencingAction({ ...own, polygonsDefinition: '[[48.19,24.65]' }))).toEqual(['polygonsDefinition: rulenode.error.polygon-definition']);
    expect(isPolygonsDefinition('[[[1,2],[3,4]],[[5,6],[7,8],[9,1]]]')).toBe(true);
    expect(isPolygonsDefinition('[[1,2]]')).toBe(false);
    expect(isPolygonsDefinition('[["a","b"],[1,2]]')).toBe(false);
  });

  it('checks a circle: centre within the globe, a range of 0 or more and its unit', () => {
    const circle = { ...own, perimeterType: 'CIRCLE' as const, centerLatitude: 48.2, centerLongitude: 24.6, range: 100, rangeUnit: 'METER' };
    expect(validateGeofencingAction(circle)).toEqual([]);
    expect(found(validateGeofencingAction({ ...circle, centerLatitude: 91, centerLongitude: -181, range: -1, rangeUnit: null }))).toEqual([
      'centerLatitude: rulenode.error.number-range',
      'centerLongitude: rulenode.error.number-range',
      'range: rulenode.error.number-min',
      'rangeUnit: rulenode.error.one-of',
    ]);
  });

  it('needs minimum stays of at least 1 in a time unit', () => {
    expect(found(validateGeofencingAction({ ...GEOFENCING_ACTION_DEFAULTS, minInsideDuration: 0, minOutsideDurationTimeUnit: 'WEEKS' }))).toEqual([
      'minInsideDuration: rulenode.error.whole-number-min',
      'minOutsideDurationTimeUnit: rulenode.error.one-of',
    ]);
  });
});
