import type { WidgetDefinition } from '../../sdk/widgets';
import type { WidgetTypeDescription } from '../sandbox/widgetBridgeProtocol';
import { findBuiltin, type ServerWidgetDefinition, widgetTypeDefinition } from './widgetTypeDefinition';
import { isSystemRecord, type WidgetsBundleRecord, type WidgetTypeRecord } from './WidgetTypeRecord';

/** The bundle ThingsBoard hides unless edges are enabled (seed 001 §6). */
export const EDGE_BUNDLE_ALIAS = 'edge_widgets';

/** One server bundle with its widget types and their definitions, as the library and the palette show it. */
export interface ServerWidgetBundle {
  bundle: WidgetsBundleRecord;
  isSystem: boolean;
  /** The bundle's types as the server sent them (`GET /api/widgetTypesDetails`). */
  types: WidgetTypeRecord[];
  /** One definition per type, in the same order (see widgetTypeDefinition). */
  definitions: ServerWidgetDefinition[];
}

/**
 * Bundles with their types turned into definitions, sorted by title (system bundles first on a
 * tie); `edge_widgets` only when edges are enabled.
 */
export function groupServerBundles(
  listed: readonly { bundle: WidgetsBundleRecord; types: WidgetTypeRecord[] }[],
  builtins: readonly WidgetDefinition<any>[],
  edgesEnabled: boolean,
  /** Definitions made before: one whose record and built-in are unchanged is reused (a new one would remount its widgets). */
  cache?: WeakMap<WidgetTypeRecord, ServerWidgetDefinition>,
  /** The controller's description once the sandbox has evaluated it (see describeWidgetType.ts). */
  describe?: (type: WidgetTypeRecord) => WidgetTypeDescription | null | undefined,
): ServerWidgetBundle[] {
  const definitionOf = (type: WidgetTypeRecord) => {
    const cached = cache?.get(type);
    const description = describe?.(type);
    if (cached && cached.builtin === findBuiltin(type, builtins) && cached.controllerDescription === description) return cached;
    const made = widgetTypeDefinition(type, builtins, description);
    cache?.set(type, made);
    return made;
  };
  return listed
    .filter(({ bundle }) => edgesEnabled || bundle.alias !== EDGE_BUNDLE_ALIAS)
    .map(({ bundle, types }) => ({
      bundle, isSystem: isSystemRecord(bundle), types,
      definitions: types.map(definitionOf),
    }))
    .sort((a, b) => a.bundle.title.localeCompare(b.bundle.title) || Number(b.isSystem) - Number(a.isSystem));
}

/**
 * The definition a dashboard widget names: a server type of the same bundle and type alias, the
 * system or tenant one as `isSystemType` says (ThingsBoard's lookup), else the other scope.
 */
export function findServerDefinition(
  bundles: readonly ServerWidgetBundle[],
  widget: { bundleAlias: string; typeAlias: string; isSystemType?: boolean },
): ServerWidgetDefinition | undefined {
  const candidates = bundles.filter((b) => b.bundle.alias === widget.bundleAlias)
    .flatMap((b) => b.definitions.filter((d) => d.record.alias === widget.typeAlias));
  const system = widget.isSystemType !== false;
  return candidates.find((d) => d.isSystemType === system) ?? candidates[0];
}
