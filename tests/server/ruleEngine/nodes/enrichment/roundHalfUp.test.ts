import { describe, expect, it } from 'vitest';
import { roundHalfUp } from '../../../../../server/ruleEngine/nodes/enrichment/roundHalfUp';

describe('roundHalfUp (BigDecimal.valueOf(x).setScale(n, HALF_UP))', () => {
  it('rounds the shortest decimal form, halves away from zero', () => {
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(0.30000000000000004, 2)).toBe(0.3);
    expect(roundHalfUp(2.5, 0)).toBe(3);
    expect(roundHalfUp(-2.5, 0)).toBe(-3);
    expect(roundHalfUp(-1.005, 2)).toBe(-1.01);
    expect(roundHalfUp(0.5, 0)).toBe(1);
    expect(roundHalfUp(0.04, 1)).toBe(0);
    expect(roundHalfUp(0.0004, 1)).toBe(0);
    expect(roundHalfUp(123.456, 1)).toBe(123.5);
    expect(roundHalfUp(99.95, 1)).toBe(100);
  });

  it('leaves values that already fit, zero and non-finite values alone', () => {
    expect(roundHalfUp(1.25, 3)).toBe(1.25);
    expect(roundHalfUp(1e21, 2)).toBe(1e21);
    expect(roundHalfUp(0, 2)).toBe(0);
    expect(roundHalfUp(Number.NaN, 2)).toBeNaN();
  });
});
