import { describe, expect, it } from 'vitest';
import { HUMIDITY_RANGE, nextWalk, readingOf, startWalk, stepWalk, TEMPERATURE_RANGE } from '../../server/demo/demoReadings';
import { loadSimulatorConfig } from '../../server/demo/simulatorConfig';

/** A deterministic pseudo-random sequence (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('demo readings', () => {
  it('keep temperature within 20-25 and humidity within 40-60, moving in small steps', () => {
    const random = seeded(7);
    let walk = startWalk(true, random);
    let previous = readingOf(walk);
    for (let i = 0; i < 20_000; i++) {
      walk = nextWalk(walk, random);
      const reading = readingOf(walk);
      expect(reading.temperature).toBeGreaterThanOrEqual(TEMPERATURE_RANGE[0]);
      expect(reading.temperature).toBeLessThanOrEqual(TEMPERATURE_RANGE[1]);
      expect(reading.humidity).toBeGreaterThanOrEqual(HUMIDITY_RANGE[0]);
      expect(reading.humidity).toBeLessThanOrEqual(HUMIDITY_RANGE[1]);
      // Smooth: at most a fiftieth of the range per step (plus rounding).
      expect(Math.abs(reading.temperature - previous.temperature)).toBeLessThanOrEqual(0.21);
      previous = reading;
    }
  });

  it('bounces off the ends of the range', () => {
    expect(stepWalk({ value: 24.99, velocity: 0.1 }, TEMPERATURE_RANGE, () => 0.5)).toMatchObject({ value: expect.closeTo(24.92, 5) });
    expect(stepWalk({ value: 24.99, velocity: 0.1 }, TEMPERATURE_RANGE, () => 0.5).velocity).toBeLessThan(0);
    expect(stepWalk({ value: 20.01, velocity: -0.1 }, TEMPERATURE_RANGE, () => 0.5).value).toBeGreaterThan(20);
  });

  it('heats thermostats below 21.5 °C until they pass 23.5 °C; other devices report no heating', () => {
    const cold = { temperature: { value: 21, velocity: 0 }, humidity: { value: 50, velocity: 0 }, heating: false };
    expect(nextWalk(cold, () => 0.5).heating).toBe(true);
    const warming = { ...cold, temperature: { value: 22.5, velocity: 0 }, heating: true };
    expect(nextWalk(warming, () => 0.5).heating).toBe(true);
    const warm = { ...cold, temperature: { value: 24, velocity: 0 }, heating: true };
    expect(nextWalk(warm, () => 0.5).heating).toBe(false);
    expect(readingOf(startWalk(false, seeded(1)))).not.toHaveProperty('heating');
  });
});

describe('simulator configuration', () => {
  it('is on by default, at one update per device per second', () => {
    expect(loadSimulatorConfig({})).toEqual({ enabled: true, rate: undefined, devices: undefined, intervalMs: undefined });
  });

  it('reads SIMULATOR, SIMULATOR_RATE and SIMULATOR_DEVICES', () => {
    expect(loadSimulatorConfig({ SIMULATOR: 'off' }).enabled).toBe(false);
    expect(loadSimulatorConfig({ SIMULATOR: 'ON' }).enabled).toBe(true);
    expect(loadSimulatorConfig({ SIMULATOR_RATE: '10000', SIMULATOR_DEVICES: '50' })).toMatchObject({ rate: 10000, devices: 50 });
  });

  it('names the variable of a bad value', () => {
    expect(() => loadSimulatorConfig({ SIMULATOR: 'sometimes' })).toThrow(/SIMULATOR/);
    expect(() => loadSimulatorConfig({ SIMULATOR_RATE: '0' })).toThrow(/SIMULATOR_RATE/);
    expect(() => loadSimulatorConfig({ SIMULATOR_DEVICES: 'many' })).toThrow(/SIMULATOR_DEVICES/);
  });
});
