import { describe, expect, it } from 'vitest';
import { compareVersions } from '../../../server/uiBundles/compareVersions';

describe('compareVersions', () => {
  it.each([
    ['1.0.0', '1.0.0', 0],
    ['1.0.1', '1.0.0', 1],
    ['1.10.0', '1.9.0', 1],
    ['2.0.0', '10.0.0', -1],
    ['1.0.0-beta', '1.0.0', -1],
    ['1.0.0-beta.2', '1.0.0-beta.11', -1],
    ['1.0.0-alpha', '1.0.0-alpha.1', -1],
    ['1.0.0-1', '1.0.0-alpha', -1],
    ['1.0.0+build.5', '1.0.0+build.7', 0],
  ])('orders %s against %s as %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
    expect(compareVersions(b, a)).toBe(-expected || 0);
  });

  it('refuses what is not a semantic version', () => {
    expect(() => compareVersions('1.0', '1.0.0')).toThrow(/Not a semantic version: 1\.0/);
  });
});
