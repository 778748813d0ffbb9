import { describe, expect, it } from 'vitest';
import { CHECK_ALARM_STATUS_DEFAULTS, validateCheckAlarmStatus } from '../../../rule-node-ui/filter/CheckAlarmStatusEditor';
import { CHECK_MESSAGE_DEFAULTS, validateCheckMessage } from '../../../rule-node-ui/filter/CheckMessageEditor';
import { CHECK_RELATION_DEFAULTS, validateCheckRelation } from '../../../rule-node-ui/filter/CheckRelationEditor';
import { GEOFENCING_DEFAULTS, isPolygonsDefinition, validateGeofencing } from '../../../rule-node-ui/filter/geofencing';
import { SCRIPT_FILTER_DEFAULTS, SWITCH_DEFAULTS, validateJsScript } from '../../../rule-node-ui/filter/ScriptEditors';
import {
  MESSAGE_TYPE_FILTER_DEFAULTS, ORIGINATOR_TYPE_FILTER_DEFAULTS, validateMessageTypeFilter, validateOriginatorTypeFilter,
} from '../../../rule-node-ui/filter/TypeFilterEditors';

const UUID = '7c5e3a10-1f3b-11ee-9f7a-0d5c3e2b4a11';

describe('script filter and switch', () => {
  it('need a non-blank script; the syntax is left to the test dialog and the server', () => {
    expect(validateJsScript(SCRIPT_FILTER_DEFAULTS)).toEqual([]);
    expect(validateJsScript(SWITCH_DEFAULTS)).toEqual([]);
    expect(validateJsScript({ jsScript: '  \n ' })).toEqual(['rulenode.script-required']);
    expect(validateJsScript({ jsScript: 'return (' })).toEqual([]);
  });
});

describe('message type filter', () => {
  it("needs at least one type ('rulenode.message-type-required'), custom ones included", () => {
    expect(validateMessageTypeFilter(MESSAGE_TYPE_FILTER_DEFAULTS)).toEqual([]);
    expect(validateMessageTypeFilter({ messageTypes: [] })).toEqual(['rulenode.message-type-required']);
    expect(validateMessageTypeFilter({ messageTypes: ['MY_TYPE'] })).toEqual([]);
  });
});

describe('originator type filter', () => {
  it('needs at least one type', () => {
    expect(validateOriginatorTypeFilter(ORIGINATOR_TYPE_FILTER_DEFAULTS)).toEqual([]);
    expect(validateOriginatorTypeFilter({ originatorTypes: [] })).toEqual(['rulenode.originator-type-required']);
  });
});

describe('check existence fields', () => {
  it('needs a data or a metadata key', () => {
    expect(validateCheckMessage(CHECK_MESSAGE_DEFAULTS)).toEqual(['rulenode.check-keys-required']);
    expect(validateCheckMessage({ ...CHECK_MESSAGE_DEFAULTS, messageNames: ['temperature'] })).toEqual([]);
    expect(validateCheckMessage({ ...CHECK_MESSAGE_DEFAULTS, metadataNames: ['deviceName'], checkAllKeys: false })).toEqual([]);
  });
});

describe('check relation', () => {
  it('needs a relation type and, for a single entity, its type and id', () => {
    expect(validateCheckRelation(CHECK_RELATION_DEFAULTS)).toEqual(['rulenode.entity-type-required']);
    expect(validateCheckRelation({ ...CHECK_RELATION_DEFAULTS, entityType: 'ASSET' })).toEqual(['rulenode.entity-required']);
    expect(validateCheckRelation({ ...CHECK_RELATION_DEFAULTS, entityType: 'ASSET', entityId: UUID })).toEqual([]);
    expect(validateCheckRelation({ ...CHECK_RELATION_DEFAULTS, checkForSingleEntity: false })).toEqual([]);
    expect(validateCheckRelation({ ...CHECK_RELATION_DEFAULTS, checkForSingleEntity: false, relationType: ' ' })).toEqual(['rulenode.relation-type-required']);
    expect(validateCheckRelation({ ...CHECK_RELATION_DEFAULTS, checkForSingleEntity: false, direction: 'UP' as 'FROM' })).toEqual(['rulenode.direction-required']);
  });
});

describe('check alarm status', () => {
  it('needs at least one known status', () => {
    expect(validateCheckAlarmStatus(CHECK_ALARM_STATUS_DEFAULTS)).toEqual([]);
    expect(validateCheckAlarmStatus({ alarmStatusList: [] })).toEqual(['rulenode.alarm-status-list-empty']);
    expect(validateCheckAlarmStatus({ alarmStatusList: ['CLEARED_ACK', 'ACTIVE'] })).toEqual(['rulenode.alarm-status-invalid']);
  });
});

describe('gps geofencing filter', () => {
  const own = { ...GEOFENCING_DEFAULTS, fetchPerimeterInfoFromMessageMetadata: false };

  it('needs the coordinate keys; a perimeter from metadata needs nothing else', () => {
    expect(validateGeofencing(GEOFENCING_DEFAULTS)).toEqual([]);
    expect(validateGeofencing({ ...GEOFENCING_DEFAULTS, latitudeKeyName: '', longitudeKeyName: ' ' })).toEqual([
      'rulenode.latitude-key-name-required', 'rulenode.longitude-key-name-required',
    ]);
  });

  it('with its own polygon, needs a definition the server can read', () => {
    expect(validateGeofencing(own)).toEqual(['rulenode.polygon-definition-required']);
    expect(validateGeofencing({ ...own, polygonsDefinition: '[[1,2],[3' })).toEqual(['rulenode.polygon-definition-invalid']);
    expect(validateGeofencing({ ...own, polygonsDefinition: '[[48.19,24.66],[48.19,24.71],[48.15,24.71]]' })).toEqual([]);
  });

  it('with its own circle, needs a center, a positive range and its unit', () => {
    const circle = { ...own, perimeterType: 'CIRCLE' as const };
    expect(validateGeofencing(circle)).toEqual([
      'rulenode.center-latitude-required', 'rulenode.center-longitude-required', 'rulenode.range-required', 'rulenode.range-unit-required',
    ]);
    expect(validateGeofencing({ ...circle, centerLatitude: 91, centerLongitude: 24.6, range: 0, rangeUnit: 'METER' })).toEqual([
      'rulenode.center-latitude-required', 'rulenode.range-required',
    ]);
    expect(validateGeofencing({ ...circle, centerLatitude: 48.1, centerLongitude: 24.6, range: 2.5, rangeUnit: 'NAUTICAL_MILE' })).toEqual([]);
    expect(validateGeofencing({ ...own, perimeterType: null })).toEqual(['rulenode.perimeter-type-required']);
  });

  it('reads polygon definitions as the engine does: one ring, a rectangle of two points, or nested rings', () => {
    expect(isPolygonsDefinition('[[1,2],[3,4]]')).toBe(true);
    expect(isPolygonsDefinition('[[[1,2],[3,4],[5,6]],[[[7,8],[9,10]]]]')).toBe(true);
    expect(isPolygonsDefinition('[[1,2]]')).toBe(false);
    expect(isPolygonsDefinition('[]')).toBe(false);
    expect(isPolygonsDefinition('[[1,"2"],[3,4]]')).toBe(false);
    expect(isPolygonsDefinition('{"lat":1}')).toBe(false);
  });
});
