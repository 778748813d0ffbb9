import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTES_DEFAULTS, DEVICE_ATTRIBUTES_DEFAULTS, validateAttributes, validateDeviceAttributes,
} from '../../../rule-node-ui/enrichment/AttributesEditors';
import { CALCULATE_DELTA_DEFAULTS, validateCalculateDelta } from '../../../rule-node-ui/enrichment/CalculateDeltaEditor';
import { validateDeviceRelationsQuery } from '../../../rule-node-ui/enrichment/deviceRelationsQuery';
import { ENTITY_DETAILS_DEFAULTS, validateEntityDetails } from '../../../rule-node-ui/enrichment/EntityDetailsEditor';
import {
  ATTR_MAPPING_DEFAULTS, RELATED_ATTRIBUTES_DEFAULTS, validateAttrMapping, validateRelatedAttributes,
} from '../../../rule-node-ui/enrichment/MappedAttributesEditors';
import { ORIGINATOR_FIELDS_DEFAULTS, validateOriginatorFields } from '../../../rule-node-ui/enrichment/OriginatorFieldsEditor';
import { TELEMETRY_DEFAULTS, validateTelemetry } from '../../../rule-node-ui/enrichment/telemetry';

describe('originator / related device attributes', () => {
  it('accept empty key lists (as ThingsBoard), but only lists of texts', () => {
    expect(validateAttributes(ATTRIBUTES_DEFAULTS)).toEqual([]);
    expect(validateAttributes({ ...ATTRIBUTES_DEFAULTS, serverAttributeNames: ['${key}', 'b'] })).toEqual([]);
    expect(validateAttributes({ ...ATTRIBUTES_DEFAULTS, clientAttributeNames: 'a,b' as unknown as string[] })).toEqual(['rulenode.key-list-invalid']);
  });

  it('check the related device search: level, relation type, device types', () => {
    expect(validateDeviceAttributes(DEVICE_ATTRIBUTES_DEFAULTS)).toEqual([]);
    const query = DEVICE_ATTRIBUTES_DEFAULTS.deviceRelationsQuery;
    expect(validateDeviceRelationsQuery({ ...query, maxLevel: 0, relationType: '', deviceTypes: [] })).toEqual([
      'rulenode.max-relation-level-invalid', 'rulenode.relation-type-required', 'rulenode.device-types-required',
    ]);
    expect(validateDeviceRelationsQuery({ ...query, maxLevel: 1.5 })).toEqual(['rulenode.max-relation-level-invalid']);
    expect(validateDeviceRelationsQuery(null)).toEqual(['rulenode.relations-query-required']);
  });
});

describe('customer / tenant / related attributes', () => {
  it('need at least one mapping, with no blank key or value', () => {
    expect(validateAttrMapping(ATTR_MAPPING_DEFAULTS)).toEqual([]);
    expect(validateAttrMapping({ attrMapping: {}, telemetry: true })).toEqual(['rulenode.map-entry-required']);
    expect(validateAttrMapping({ attrMapping: { temperature: ' ' }, telemetry: false })).toEqual(['rulenode.map-key-value-required']);
    expect(validateAttrMapping({ attrMapping: { '': 'x' }, telemetry: false })).toEqual(['rulenode.map-key-value-required']);
  });

  it('related attributes also check the relations query', () => {
    expect(validateRelatedAttributes(RELATED_ATTRIBUTES_DEFAULTS)).toEqual([]);
    const relationsQuery = { ...RELATED_ATTRIBUTES_DEFAULTS.relationsQuery, filters: [{ relationType: '', entityTypes: ['DEVICE'] }] };
    expect(validateRelatedAttributes({ ...RELATED_ATTRIBUTES_DEFAULTS, relationsQuery })).toEqual(['rulenode.relation-type-required']);
    expect(validateRelatedAttributes({ ...RELATED_ATTRIBUTES_DEFAULTS, relationsQuery: { ...relationsQuery, filters: [] } })).toEqual([]);
  });
});

describe('originator fields', () => {
  it('need at least one field mapping', () => {
    expect(validateOriginatorFields(ORIGINATOR_FIELDS_DEFAULTS)).toEqual([]);
    expect(validateOriginatorFields({ fieldsMapping: {} })).toEqual(['rulenode.map-entry-required']);
  });
});

describe('customer / tenant details', () => {
  it('need at least one known detail', () => {
    expect(validateEntityDetails(ENTITY_DETAILS_DEFAULTS)).toEqual(['rulenode.entity-details-list-empty']);
    expect(validateEntityDetails({ detailsList: ['TITLE', 'ADDITIONAL_INFO'], addToMetadata: true })).toEqual([]);
    expect(validateEntityDetails({ detailsList: ['NAME'], addToMetadata: false })).toEqual(['rulenode.entity-details-invalid']);
  });
});

describe('originator telemetry', () => {
  const keyed = { ...TELEMETRY_DEFAULTS, latestTsKeyNames: ['temperature'] };

  it('needs keys and a window whose start lies before its end', () => {
    expect(validateTelemetry(TELEMETRY_DEFAULTS)).toEqual(['rulenode.timeseries-keys-required']);
    expect(validateTelemetry(keyed)).toEqual([]);
    expect(validateTelemetry({ ...keyed, startInterval: 60, startIntervalTimeUnit: 'SECONDS' })).toEqual(['rulenode.start-interval-after-end']);
    expect(validateTelemetry({ ...keyed, startInterval: 1, startIntervalTimeUnit: 'HOURS', endInterval: 0 })).toEqual([]);
    expect(validateTelemetry({ ...keyed, startInterval: -1, endInterval: NaN })).toEqual(['rulenode.start-interval-invalid', 'rulenode.end-interval-invalid']);
  });

  it('checks limit and order only for ALL without aggregation', () => {
    expect(validateTelemetry({ ...keyed, limit: 5000 })).toEqual([]);
    expect(validateTelemetry({ ...keyed, fetchMode: 'ALL', limit: 5000 })).toEqual(['rulenode.limit-range']);
    expect(validateTelemetry({ ...keyed, fetchMode: 'ALL', limit: 1 })).toEqual(['rulenode.limit-range']);
    expect(validateTelemetry({ ...keyed, fetchMode: 'ALL', limit: 2 })).toEqual([]);
    expect(validateTelemetry({ ...keyed, fetchMode: 'ALL', aggregation: 'AVG', limit: 5000 })).toEqual([]);
    expect(validateTelemetry({ ...keyed, fetchMode: 'ALL', orderBy: 'UP' as 'ASC' })).toEqual(['rulenode.order-by-required']);
  });

  it('with metadata patterns needs both patterns, not the intervals', () => {
    const patterns = { ...keyed, useMetadataIntervalPatterns: true, startInterval: -5 };
    expect(validateTelemetry(patterns)).toEqual(['rulenode.start-interval-pattern-required', 'rulenode.end-interval-pattern-required']);
    expect(validateTelemetry({ ...patterns, startIntervalPattern: '${startTs}', endIntervalPattern: '${endTs}' })).toEqual([]);
  });
});

describe('calculate delta', () => {
  it('needs input and output keys, the period key when the period is added, and 0 to 15 decimals', () => {
    expect(validateCalculateDelta(CALCULATE_DELTA_DEFAULTS)).toEqual([]);
    expect(validateCalculateDelta({ ...CALCULATE_DELTA_DEFAULTS, inputValueKey: '', outputValueKey: ' ' })).toEqual([
      'rulenode.input-value-key-required', 'rulenode.output-value-key-required',
    ]);
    expect(validateCalculateDelta({ ...CALCULATE_DELTA_DEFAULTS, periodValueKey: '' })).toEqual([]);
    expect(validateCalculateDelta({ ...CALCULATE_DELTA_DEFAULTS, addPeriodBetweenMsgs: true, periodValueKey: '' })).toEqual(['rulenode.period-value-key-required']);
    expect(validateCalculateDelta({ ...CALCULATE_DELTA_DEFAULTS, round: 15 })).toEqual([]);
    expect(validateCalculateDelta({ ...CALCULATE_DELTA_DEFAULTS, round: 16 })).toEqual(['rulenode.round-range']);
    expect(validateCalculateDelta({ ...CALCULATE_DELTA_DEFAULTS, round: 1.5 })).toEqual(['rulenode.round-range']);
  });
});
