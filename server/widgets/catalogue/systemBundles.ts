import generated from 'tessera:system-widget-bundles';
import type { BundleFile } from '../widgetInput';

/*
 * The system widget library Tessera ships. Each built-in widget bundle owns the descriptors of
 * the ThingsBoard types it renders (widget-bundles/<bundle>/descriptors.ts); the build generates
 * this list from them (esbuild.server.mjs inlines it as JSON), so the server never imports
 * widget-bundles/ source. Under vitest the same module id resolves to the generator itself.
 */

/** The system bundles in the contract §4 bundle-file form, ready for seeding. */
export const SYSTEM_BUNDLES: BundleFile[] = generated;
