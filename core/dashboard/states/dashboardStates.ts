/*
 * The rules of a dashboard's states: ids are unique slugs, exactly one state is the root,
 * the root cannot be deleted, and a new state starts empty on the root's grid settings.
 */
import { rootStateId } from '../model/states';
import { type DashboardState } from '../model/types';

export type States = Record<string, DashboardState>;

/** Lowercase letters, digits, '_' and '-', starting with a letter or digit. */
export const STATE_ID_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

/** The id suggested for a state name: "Device details" becomes "device_details". */
export function stateIdFromName(name: string): string {
  return name.trim().toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9_-]+/g, '_').replace(/^[_-]+|_+$/g, '');
}

/** The i18n key of a state name's error, or null. */
export function validateStateName(name: string): string | null {
  return name.trim() ? null : 'dashboard.states.name-required';
}

/** The i18n key of a new state id's error, or null. */
export function validateStateId(id: string, states: States): string | null {
  if (!id.trim()) return 'dashboard.states.id-required';
  if (!STATE_ID_PATTERN.test(id)) return 'dashboard.states.id-invalid';
  return id in states ? 'dashboard.states.id-exists' : null;
}

/** Adds an empty state whose main layout copies the root state's grid settings. */
export function addState(states: States, name: string, id: string): States {
  const error = validateStateName(name) ?? validateStateId(id, states);
  if (error) throw new Error(error);
  const root = states[rootStateId({ states })];
  const gridSettings = root ? structuredClone(root.layouts.main.gridSettings) : {};
  return { ...states, [id]: { name: name.trim(), root: !root, layouts: { main: { widgets: {}, gridSettings } } } };
}

/** Sets a state's name as typed; {@link stateNameErrors} says whether the set may be saved. */
export function renameState(states: States, id: string, name: string): States {
  return id in states ? { ...states, [id]: { ...states[id], name } } : states;
}

/** State id to the i18n key of its name's error; empty when every name is valid. */
export function stateNameErrors(states: States): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [id, state] of Object.entries(states)) {
    const error = validateStateName(state.name);
    if (error) errors[id] = error;
  }
  return errors;
}

/** The states as saved: names trimmed. */
export function trimStateNames(states: States): States {
  return Object.fromEntries(Object.entries(states).map(([id, state]) => [id, { ...state, name: state.name.trim() }]));
}

/** Removes a state; the root state stays (make another one root first). */
export function deleteState(states: States, id: string): States {
  if (!(id in states) || states[id].root) return states;
  return Object.fromEntries(Object.entries(states).filter(([key]) => key !== id));
}

/** Makes `id` the one root state. */
export function setRootState(states: States, id: string): States {
  if (!(id in states)) return states;
  return Object.fromEntries(Object.entries(states).map(([key, state]) => [key, { ...state, root: key === id }]));
}
