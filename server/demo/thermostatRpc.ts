/*
 * How a simulated thermostat answers server-side RPC, as the demo 'Thermostats' dashboard's
 * switch expects (thermostatsDashboard.ts): two-way `getHeating` (and the switch's default
 * `getValue`) read whether it heats; `setHeating` (and `setValue`) switch it, one-way or two-way.
 */

/** The reply to send (two-way requests only) and, when the call switched it, the new heating state. */
export interface ThermostatAnswer {
  reply: unknown;
  heating?: boolean;
}

const GET_METHODS = new Set(['getHeating', 'getValue']);
const SET_METHODS = new Set(['setHeating', 'setValue']);

/**
 * The on/off a set call asks for: a boolean (the switch's default `convertValueFunction`),
 * `"true"`/`"false"`, 1/0, or any of these under `value`/`heating`/`enabled`; undefined otherwise.
 */
export function heatingParam(params: unknown): boolean | undefined {
  if (typeof params === 'boolean') return params;
  if (typeof params === 'number') return params === 1 ? true : params === 0 ? false : undefined;
  if (typeof params === 'string') {
    const text = params.trim().toLowerCase();
    if (text === 'true' || text === 'false') return text === 'true';
    // A device may receive the params as JSON text.
    if (text.startsWith('{')) {
      try {
        return heatingParam(JSON.parse(params));
      } catch {
        return undefined;
      }
    }
    return text === '1' ? true : text === '0' ? false : undefined;
  }
  if (params !== null && typeof params === 'object' && !Array.isArray(params)) {
    const obj = params as Record<string, unknown>;
    for (const key of ['value', 'heating', 'enabled']) if (key in obj) return heatingParam(obj[key]);
  }
  return undefined;
}

/** A thermostat's answer to `method` while it does (or does not) heat. */
export function thermostatRpcAnswer(method: string, params: unknown, heating: boolean): ThermostatAnswer {
  if (GET_METHODS.has(method)) return { reply: heating };
  if (SET_METHODS.has(method)) {
    const next = heatingParam(params);
    if (next === undefined) return { reply: { error: `Invalid ${method} params: expected true or false` } };
    return { reply: next, heating: next };
  }
  return { reply: { error: `Unsupported RPC method: ${method}` } };
}
