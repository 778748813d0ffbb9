import { CARDS_DESCRIPTORS } from '../cards/descriptors';
import { CHARTS_DESCRIPTORS } from '../charts/descriptors';
import { CONTROLS_DESCRIPTORS } from '../controls/descriptors';
import { GAUGES_DESCRIPTORS } from '../gauges/descriptors';
import { TABLES_DESCRIPTORS } from '../tables/descriptors';
import { systemTypeFile, type SystemTypeDef, type SystemTypeFile } from './systemType';
import { UNRENDERED_DESCRIPTORS } from './unrendered';

/*
 * The system widget library Tessera ships, assembled from the descriptors each built-in bundle
 * owns (widget-bundles/<bundle>/descriptors.ts) under ThingsBoard's bundle and type aliases.
 * The build (esbuild.server.mjs) evaluates this module and inlines the result into the server
 * as generated JSON, so the server never imports widget-bundles/ source.
 */

/** ThingsBoard's system bundles: alias, title and description. */
const BUNDLES = [
  { alias: 'alarm_widgets', title: 'Alarm widgets', description: 'Alarm lists with acknowledgement and clearing.' },
  { alias: 'analogue_gauges', title: 'Analogue gauges', description: 'Canvas gauges showing one latest value.' },
  { alias: 'cards', title: 'Cards', description: 'Values, attributes, HTML, markdown and tables.' },
  { alias: 'charts', title: 'Charts', description: 'Time-series line and bar charts and a pie chart.' },
  { alias: 'control_widgets', title: 'Control widgets', description: 'Send RPC commands to a target device.' },
  { alias: 'digital_gauges', title: 'Digital gauges', description: 'Digital gauges showing one latest value.' },
  { alias: 'input_widgets', title: 'Input widgets', description: 'Forms that write attributes and time series.' },
  { alias: 'maps_v2', title: 'Maps', description: 'Entity markers on maps.' },
];

export const SYSTEM_TYPE_DEFS: SystemTypeDef[] = [
  ...CARDS_DESCRIPTORS, ...CHARTS_DESCRIPTORS, ...CONTROLS_DESCRIPTORS, ...GAUGES_DESCRIPTORS, ...TABLES_DESCRIPTORS, ...UNRENDERED_DESCRIPTORS,
];

/** A system bundle in the contract §4 bundle-file form. */
export interface SystemBundleFile {
  widgetsBundle: { alias: string; title: string; image: null; description: string };
  widgetTypes: SystemTypeFile[];
}

function assemble(): SystemBundleFile[] {
  const unknown = SYSTEM_TYPE_DEFS.find((def) => !BUNDLES.some((b) => b.alias === def.bundleAlias));
  if (unknown) throw new Error(`Widget type ${unknown.bundleAlias}/${unknown.alias} names no system bundle`);
  const seen = new Set<string>();
  for (const def of SYSTEM_TYPE_DEFS) {
    const key = `${def.bundleAlias}/${def.alias}`;
    if (seen.has(key)) throw new Error(`Widget type ${key} is declared twice`);
    seen.add(key);
  }
  return BUNDLES.map((bundle) => ({
    widgetsBundle: { ...bundle, image: null },
    widgetTypes: SYSTEM_TYPE_DEFS.filter((def) => def.bundleAlias === bundle.alias).map(systemTypeFile),
  }));
}

/** The system bundles, ready for seeding. */
export const SYSTEM_BUNDLES: SystemBundleFile[] = assemble();

export default SYSTEM_BUNDLES;
