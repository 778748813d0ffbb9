import { type DashboardConfig, type StateEntry, type StateParams } from './types';

/** The root state's id: the one marked root, else `default`, else the first. */
export function rootStateId(config: Pick<DashboardConfig, 'states'>): string {
  const entries = Object.entries(config.states);
  return entries.find(([, state]) => state.root)?.[0] ?? (config.states.default ? 'default' : entries[0]?.[0] ?? 'default');
}

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): string {
  const binary = atob(text);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/**
 * The `state` query parameter as ThingsBoard's entity state controller writes it: the
 * state stack as base64 JSON. The root state alone needs no parameter.
 */
export function encodeStateParam(stack: readonly StateEntry[], rootId: string): string | null {
  if (stack.length === 0 || (stack.length === 1 && stack[0].id === rootId && Object.keys(stack[0].params).length === 0)) return null;
  return toBase64(JSON.stringify(stack));
}

/**
 * Reads the `state` query parameter: the base64 JSON stack, or a bare state id (ThingsBoard's
 * default state controller). Unknown states and malformed values fall back to the root state.
 */
export function decodeStateParam(param: string | null, config: Pick<DashboardConfig, 'states'>): StateEntry[] {
  const root: StateEntry = { id: rootStateId(config), params: {} };
  if (!param) return [root];
  if (config.states[param]) return param === root.id ? [root] : [root, { id: param, params: {} }];
  try {
    const parsed: unknown = JSON.parse(fromBase64(param));
    if (!Array.isArray(parsed)) return [root];
    const stack = parsed
      .filter((entry): entry is { id: string; params?: unknown } => typeof entry?.id === 'string' && Boolean(config.states[entry.id]))
      .map((entry) => ({ id: entry.id, params: (entry.params && typeof entry.params === 'object' ? entry.params : {}) as StateParams }));
    return stack.length > 0 ? stack : [root];
  } catch {
    return [root];
  }
}

/** `openDashboardState`: pushes the state (or returns to it when it is already on the stack). */
export function openState(stack: readonly StateEntry[], id: string, params: StateParams): StateEntry[] {
  const index = stack.findIndex((entry) => entry.id === id);
  if (index >= 0) return [...stack.slice(0, index), { id, params }];
  return [...stack, { id, params }];
}

/** `updateDashboardState`: replaces the current state, keeping the ones below it. */
export function updateState(stack: readonly StateEntry[], id: string, params: StateParams): StateEntry[] {
  if (stack.length <= 1) return stack[0]?.id === id || stack.length === 0 ? [{ id, params }] : [stack[0], { id, params }];
  return [...stack.slice(0, -1), { id, params }];
}

/** Back to the entry at `index` of the stack (a breadcrumb click). */
export function popToState(stack: readonly StateEntry[], index: number): StateEntry[] {
  return stack.slice(0, Math.max(1, index + 1));
}

/**
 * The parameters an alias sees in a state: the state's own merged over those below it, so
 * an entity chosen in an outer state stays visible to inner ones.
 */
export function effectiveParams(stack: readonly StateEntry[]): StateParams {
  return stack.reduce<StateParams>((params, entry) => ({ ...params, ...entry.params }), {});
}
