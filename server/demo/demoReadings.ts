/*
 * What a simulated device reports: temperature and humidity on smooth random walks inside
 * plausible ranges, and for thermostats whether they heat (on below 21.5 °C, off above 23.5 °C).
 */

export interface Reading {
  temperature: number;
  humidity: number;
  /** Thermostats only. */
  heating?: boolean;
}

export const TEMPERATURE_RANGE = [20, 25] as const;
export const HUMIDITY_RANGE = [40, 60] as const;
const HEATING_ON_BELOW = 21.5;
const HEATING_OFF_ABOVE = 23.5;

/** A walk's state: its value and its current drift, so it turns gradually instead of jittering. */
export interface Walk {
  value: number;
  velocity: number;
}

/** One step: the drift changes a little, the value follows it and bounces off the range's ends. */
export function stepWalk(walk: Walk, [min, max]: readonly [number, number], random: () => number): Walk {
  const span = max - min;
  const velocity = Math.max(-span / 50, Math.min(span / 50, walk.velocity * 0.9 + (random() - 0.5) * span / 100));
  let value = walk.value + velocity;
  if (value < min) return { value: 2 * min - value, velocity: Math.abs(velocity) };
  if (value > max) return { value: 2 * max - value, velocity: -Math.abs(velocity) };
  return { value, velocity };
}

export interface DeviceWalk {
  temperature: Walk;
  humidity: Walk;
  heating: boolean | undefined;
  /** Heating was switched by RPC: the user's choice holds, the automatic switching stops. */
  manual?: boolean;
}

export function startWalk(thermostat: boolean, random: () => number): DeviceWalk {
  const at = ([min, max]: readonly [number, number]) => ({ value: min + random() * (max - min), velocity: 0 });
  return { temperature: at(TEMPERATURE_RANGE), humidity: at(HUMIDITY_RANGE), heating: thermostat ? false : undefined };
}

export function nextWalk(walk: DeviceWalk, random: () => number): DeviceWalk {
  const temperature = stepWalk(walk.temperature, TEMPERATURE_RANGE, random);
  let heating = walk.heating;
  if (heating !== undefined && !walk.manual) {
    if (temperature.value < HEATING_ON_BELOW) heating = true;
    else if (temperature.value > HEATING_OFF_ABOVE) heating = false;
  }
  return { temperature, humidity: stepWalk(walk.humidity, HUMIDITY_RANGE, random), heating, manual: walk.manual };
}

/** The walk after the heating was switched by hand (RPC); non-thermostats stay as they are. */
export function switchHeating(walk: DeviceWalk, heating: boolean): DeviceWalk {
  return walk.heating === undefined ? walk : { ...walk, heating, manual: true };
}

/** Rounded as a sensor would report: 0.1 °C and 0.1 %. */
export function readingOf(walk: DeviceWalk): Reading {
  const round = (value: number) => Math.round(value * 10) / 10;
  const reading: Reading = { temperature: round(walk.temperature.value), humidity: round(walk.humidity.value) };
  if (walk.heating !== undefined) reading.heating = walk.heating;
  return reading;
}
