import { type Direction, filled } from '../shared';

/** `deviceRelationsQuery` of "related device attributes". */
export interface DeviceRelationsQuery {
  direction: Direction;
  maxLevel: number;
  relationType: string;
  deviceTypes: string[];
  fetchLastLevelOnly: boolean;
}

export const DEFAULT_DEVICE_RELATIONS_QUERY: DeviceRelationsQuery = {
  direction: 'FROM', maxLevel: 1, relationType: 'Contains', deviceTypes: ['default'], fetchLastLevelOnly: false,
};

/** A direction, a whole max level of at least 1, a relation type and at least one device type. */
export function validateDeviceRelationsQuery(query: DeviceRelationsQuery | null | undefined): string[] {
  if (!query || typeof query !== 'object') return ['rulenode.relations-query-required'];
  const errors: string[] = [];
  if (query.direction !== 'FROM' && query.direction !== 'TO') errors.push('rulenode.direction-required');
  if (!Number.isInteger(query.maxLevel) || query.maxLevel < 1) errors.push('rulenode.max-relation-level-invalid');
  if (!filled(query.relationType)) errors.push('rulenode.relation-type-required');
  if (!Array.isArray(query.deviceTypes) || query.deviceTypes.length === 0) errors.push('rulenode.device-types-required');
  return errors;
}
