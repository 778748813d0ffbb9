import { describe, expect, it } from 'vitest';
import { nextWalk, startWalk, switchHeating } from '../../server/demo/demoReadings';
import { heatingParam, thermostatRpcAnswer } from '../../server/demo/thermostatRpc';

describe('thermostatRpcAnswer', () => {
  it('reads the heating state with getHeating and getValue', () => {
    expect(thermostatRpcAnswer('getHeating', null, true)).toEqual({ reply: true });
    expect(thermostatRpcAnswer('getValue', {}, false)).toEqual({ reply: false });
  });

  it('switches with setHeating and setValue, replying with the new state', () => {
    expect(thermostatRpcAnswer('setHeating', true, false)).toEqual({ reply: true, heating: true });
    expect(thermostatRpcAnswer('setValue', 'false', true)).toEqual({ reply: false, heating: false });
  });

  it('answers an error, changing nothing, for bad params and unknown methods', () => {
    expect(thermostatRpcAnswer('setHeating', 'warm', false)).toEqual({ reply: { error: 'Invalid setHeating params: expected true or false' } });
    expect(thermostatRpcAnswer('reboot', null, false)).toEqual({ reply: { error: 'Unsupported RPC method: reboot' } });
  });
});

describe('heatingParam', () => {
  it.each([
    [true, true], [false, false], ['true', true], [' FALSE ', false], [1, true], [0, false], ['1', true],
    [{ value: true }, true], [{ heating: 'false' }, false], [{ enabled: 0 }, false], ['{"value":true}', true],
  ])('reads %j as %s', (params, expected) => {
    expect(heatingParam(params)).toBe(expected);
  });

  it.each([[null], [2], ['on'], [[true]], [{}], ['{bad']])('rejects %j', (params) => {
    expect(heatingParam(params)).toBeUndefined();
  });
});

describe('switchHeating', () => {
  /** Alternates low and high steps so the temperature crosses both switching thresholds. */
  const random = (() => { let i = 0; return () => (i++ % 40 < 20 ? 0 : 0.999); })();

  it('holds a switched state against the automatic switching', () => {
    const states = (start: ReturnType<typeof startWalk>) => {
      let walk = start;
      const seen = new Set<boolean | undefined>();
      for (let i = 0; i < 2000; i++) {
        walk = nextWalk(walk, random);
        seen.add(walk.heating);
      }
      return [...seen].sort();
    };
    // The same steps switch an automatic thermostat both ways.
    expect(states(startWalk(true, () => 0.5))).toEqual([false, true]);
    expect(states(switchHeating(startWalk(true, () => 0.5), true))).toEqual([true]);
  });

  it('leaves a non-thermostat without heating', () => {
    const walk = startWalk(false, () => 0.5);
    expect(switchHeating(walk, true)).toBe(walk);
  });
});
