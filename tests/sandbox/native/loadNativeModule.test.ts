// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { FRAME_MODULE_NAMES } from '../../../core/sandbox/native/frameModules';
import { loadNativeModule, MissingFrameModuleError, OPTIONAL_FRAME_MODULES, registeredDependencies } from '../../../core/sandbox/native/loadNativeModule';
import * as frameSdk from '../../../core/sandbox/native/frameSdk';
import { buildTestBundle, PROBE_WIDGET } from './buildTestBundle';

let probe: string;
beforeAll(async () => {
  probe = await buildTestBundle('acme.probe', PROBE_WIDGET);
});

describe('loadNativeModule', () => {
  it('evaluates a built bundle from its text with the frame\'s own SDK, fetching nothing', async () => {
    expect(registeredDependencies(probe).sort()).toEqual(['@tessera/sdk', 'mobx-react-lite', 'react/jsx-runtime'].sort());
    const exports = await loadNativeModule('http://localhost/api/widgetUiBundle/t1/acme.probe/index-aaaaaaaaaaaaaaaaaaaa.js', probe);
    const plugin = exports.default as { manifest: { id: string }; activate: unknown };
    expect(plugin.manifest.id).toBe('acme.probe');
    expect(typeof plugin.activate).toBe('function');
  });

  it('refuses a bundle that imports a module the sandbox does not offer, naming it, before any of its code runs', async () => {
    const code = await buildTestBundle('acme.ui', `
      import { ErrorTile } from '@tessera/ui';
      import { definePlugin } from '@tessera/sdk';
      import manifest from './manifest.json';
      (globalThis as any).uiBundleRan = true;
      export default definePlugin({ manifest, activate() { return void ErrorTile; } });`);
    const load = loadNativeModule('http://localhost/api/widgetUiBundle/t1/acme.ui/index-bbbbbbbbbbbbbbbbbbbb.js', code);
    await expect(load).rejects.toBeInstanceOf(MissingFrameModuleError);
    await expect(load).rejects.toThrow("The widget needs the module '@tessera/ui', which the widget sandbox does not offer");
    expect((globalThis as Record<string, unknown>).uiBundleRan).toBeUndefined();
  });

  it('loads React Spectrum into the frame only for a bundle that imports it, once', async () => {
    let loads = 0;
    const original = OPTIONAL_FRAME_MODULES['@adobe/react-spectrum'];
    OPTIONAL_FRAME_MODULES['@adobe/react-spectrum'] = async () => { loads++; return { Text: 'the frame\'s Text' }; };
    try {
      const code = await buildTestBundle('acme.spectrum', `
        import { Text } from '@adobe/react-spectrum';
        import { definePlugin } from '@tessera/sdk';
        import manifest from './manifest.json';
        export const text = Text;
        export default definePlugin({ manifest, activate() {} });`);
      await loadNativeModule('http://localhost/probe-only.js', probe);
      expect(loads).toBe(0);
      const exports = await loadNativeModule('http://localhost/spectrum-1.js', code);
      expect(exports.text).toBe('the frame\'s Text');
      await loadNativeModule('http://localhost/spectrum-2.js', code);
      expect(loads).toBe(1);
    } finally {
      OPTIONAL_FRAME_MODULES['@adobe/react-spectrum'] = original;
    }
  });

  it('names the module that fails to evaluate', async () => {
    await expect(loadNativeModule('http://localhost/broken.js', 'System.register([], function () { throw new Error("bad bundle"); });'))
      .rejects.toThrow('Unable to load http://localhost/broken.js: bad bundle');
  });

  it('offers what the console shares except @tessera/ui (React Spectrum on demand)', () => {
    expect([...FRAME_MODULE_NAMES].sort()).toEqual(['@tessera/sdk', 'i18next', 'mobx', 'mobx-react-lite', 'react', 'react-dom', 'react-dom/client', 'react-i18next', 'react/jsx-runtime']);
    expect(typeof frameSdk.definePlugin).toBe('function');
  });
});
