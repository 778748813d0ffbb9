import { describe, expect, it } from 'vitest';
import {
  decodeStateParam, effectiveParams, encodeStateParam, openState, popToState, rootStateId, updateState,
} from '../../../core/dashboard/model/states';
import { type DashboardState } from '../../../core/dashboard/model/types';

const layout = { main: { widgets: {}, gridSettings: {} } };
const states: Record<string, DashboardState> = {
  default: { name: 'Home', root: true, layouts: layout },
  device: { name: 'Device', root: false, layouts: layout },
  details: { name: 'Details', root: false, layouts: layout },
};
const entity = { entityId: { entityType: 'DEVICE' as const, id: 'd1' }, entityName: 'Thermostat 1' };

describe('dashboard states', () => {
  it('finds the root state', () => {
    expect(rootStateId({ states })).toBe('default');
    expect(rootStateId({ states: { x: { ...states.device, root: true }, default: states.device } })).toBe('x');
  });

  it('round-trips the state stack through the URL parameter, and needs none for the root state', () => {
    const stack = [{ id: 'default', params: {} }, { id: 'device', params: entity }];
    const encoded = encodeStateParam(stack, 'default');
    expect(encoded).not.toBeNull();
    expect(decodeStateParam(encoded, { states })).toEqual(stack);
    expect(encodeStateParam([{ id: 'default', params: {} }], 'default')).toBeNull();
  });

  it('reads a bare state id and falls back to the root for unknown or malformed values', () => {
    expect(decodeStateParam('device', { states })).toEqual([{ id: 'default', params: {} }, { id: 'device', params: {} }]);
    expect(decodeStateParam('nope', { states })).toEqual([{ id: 'default', params: {} }]);
    expect(decodeStateParam('%%%', { states })).toEqual([{ id: 'default', params: {} }]);
    expect(decodeStateParam(null, { states })).toEqual([{ id: 'default', params: {} }]);
  });

  it('opens, updates and pops states as the actions of seed 001 describe', () => {
    const root = [{ id: 'default', params: {} }];
    const opened = openState(root, 'device', entity);
    expect(opened.map((e) => e.id)).toEqual(['default', 'device']);
    expect(openState(opened, 'default', {}).map((e) => e.id)).toEqual(['default']);
    const updated = updateState(opened, 'details', {});
    expect(updated.map((e) => e.id)).toEqual(['default', 'details']);
    expect(updateState(root, 'device', entity)).toEqual([{ id: 'default', params: {} }, { id: 'device', params: entity }]);
    expect(popToState(openState(opened, 'details', {}), 0).map((e) => e.id)).toEqual(['default']);
    expect(effectiveParams(openState(opened, 'details', { extra: 1 }))).toEqual({ ...entity, extra: 1 });
  });
});
