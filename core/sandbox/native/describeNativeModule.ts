import { describeDefinition } from '../../services/sandbox/nativeWidgetDescription';
import type { NativeBundleModule } from '../../services/sandbox/widgetBridgeProtocol';
import { asPluginModule, FrameRegistrar } from './FrameRegistrar';
import { frameServices, FrameThemeService } from './frameServices';
import { loadNativeModule } from './loadNativeModule';
import type { ModuleLoader } from './NativeWidgetRuntime';

/**
 * What a native bundle's widgets are, told by its own code without rendering any (issue 16): in
 * a hidden widget sandbox frame, the module is evaluated and its plugin activated with the same
 * registrar a rendering frame uses (FrameRegistrar), and the plain data of each widget it
 * registered (id, name, kind, size, default settings, schemas, ...) is returned for the host,
 * which checks it again (nativeWidgetDescription.ts). The plugin is deactivated afterwards.
 * Rejects with what failed (a module the frame does not offer, an activation that throws).
 */
export async function describeNativeModule(module: NativeBundleModule, load: ModuleLoader = loadNativeModule): Promise<Record<string, unknown>[]> {
  const exports = await load(module.url, module.code);
  const plugin = asPluginModule(exports);
  const registrar = new FrameRegistrar(frameServices(new FrameThemeService('light')));
  try {
    await registrar.activate(plugin);
    return registrar.widgetIds().map((id) => describeDefinition(registrar.widget(id) as unknown as Record<string, unknown>));
  } finally {
    void Promise.resolve()
      .then(() => plugin.deactivate?.())
      .catch(() => undefined);
    registrar.dispose();
  }
}
