import { describe, expect, it } from 'vitest';
import { toSharedNamespace } from '../../core/runtime/sharedModules';
import sharedNames from '../../core/runtime/shared-modules.json';

describe('toSharedNamespace', () => {
  it('exposes the members of a CommonJS package as named exports and keeps its default', () => {
    const cjs = { useState: () => 1, version: '19' };
    const ns = toSharedNamespace({ default: cjs });
    expect(ns.useState).toBe(cjs.useState);
    expect(ns.version).toBe('19');
    expect(ns.default).toBe(cjs);
    expect(ns.__esModule).toBe(true);
  });

  it('leaves an ES module namespace as it is', () => {
    const instance = { options: {} };
    const ns = toSharedNamespace({ default: instance, createInstance: () => instance });
    expect(Object.keys(ns).sort()).toEqual(['__esModule', 'createInstance', 'default']);
  });

  it('shares exactly the libraries the architecture names, once each', () => {
    expect(new Set(sharedNames).size).toBe(sharedNames.length);
    for (const name of ['react', 'react-dom', 'mobx', 'mobx-react-lite', '@adobe/react-spectrum', 'i18next', 'react-i18next', '@tessera/sdk']) {
      expect(sharedNames).toContain(name);
    }
  });
});
