import { describe, expect, it } from 'vitest';
import {
  addState, deleteState, renameState, setRootState, stateIdFromName, stateNameErrors, trimStateNames, validateStateId,
} from '../../../core/dashboard/states/dashboardStates';
import { rootStateId } from '../../../core/dashboard/model/states';
import { type DashboardState } from '../../../core/dashboard/model/types';

const grid = { columns: 36, margin: 5, backgroundColor: '#fff' };
const states = (): Record<string, DashboardState> => ({
  default: { name: 'Main', root: true, layouts: { main: { widgets: { w1: { sizeX: 4, sizeY: 3, row: 0, col: 0 } }, gridSettings: grid } } },
  details: { name: 'Details', root: false, layouts: { main: { widgets: {}, gridSettings: {} } } },
});

describe('state ids', () => {
  it('suggests a slug of the name', () => {
    expect(stateIdFromName('  Device Details (v2) ')).toBe('device_details_v2');
    expect(stateIdFromName('Café-Übersicht')).toBe('cafe-ubersicht');
  });

  it('requires a new id to be a unique lowercase slug', () => {
    expect(validateStateId('', states())).toBe('dashboard.states.id-required');
    expect(validateStateId('Has Space', states())).toBe('dashboard.states.id-invalid');
    expect(validateStateId('details', states())).toBe('dashboard.states.id-exists');
    expect(validateStateId('alarms_2', states())).toBeNull();
  });
});

describe('state changes', () => {
  it('adds an empty, non-root state on a copy of the root\'s grid settings', () => {
    const before = states();
    const next = addState(before, ' Alarms ', 'alarms');
    expect(next.alarms).toEqual({ name: 'Alarms', root: false, layouts: { main: { widgets: {}, gridSettings: grid } } });
    expect(next.alarms.layouts.main.gridSettings).not.toBe(before.default.layouts.main.gridSettings);
    expect(() => addState(before, 'Again', 'details')).toThrow('dashboard.states.id-exists');
  });

  it('makes the first state of an empty dashboard the root', () => {
    expect(addState({}, 'Main', 'default').default.root).toBe(true);
  });

  it('renames as typed, reports empty names, and trims on save', () => {
    const renamed = renameState(states(), 'details', '  ');
    expect(stateNameErrors(renamed)).toEqual({ details: 'dashboard.states.name-required' });
    expect(trimStateNames(renameState(states(), 'details', ' Info ')).details.name).toBe('Info');
  });

  it('never deletes the root state', () => {
    expect(Object.keys(deleteState(states(), 'default'))).toEqual(['default', 'details']);
    expect(Object.keys(deleteState(states(), 'details'))).toEqual(['default']);
  });

  it('keeps exactly one root', () => {
    const next = setRootState(states(), 'details');
    expect(rootStateId({ states: next })).toBe('details');
    expect(Object.values(next).filter((s) => s.root)).toHaveLength(1);
    expect(setRootState(states(), 'missing')).toEqual(states());
  });
});
