import type { PluginManifest } from '../sdk/plugin';
import type { InstalledBundleInfo, RuleNodeBundleService } from '../sdk/ruleNodeBundles';
import { UiBundleStore, type UiBundleListing, type UiBundleStoreDeps } from './uiBundles/UiBundleStore';

/** One entry of `GET /api/ruleNodeUiBundles` (server/http/routes/uiBundles.ts). */
export type RuleNodeBundleListing = UiBundleListing;
export type RuleNodeBundleStoreDeps = UiBundleStoreDeps;

const classesOf = (manifest: PluginManifest) => (manifest.contributes?.ruleNodeEditors ?? []).map((e) => e.clazz);

/**
 * The rule-node UI bundles a system administrator installed on the server, loaded through the
 * plugin host with their editors overriding the built-in ones (see {@link UiBundleStore}).
 */
export class RuleNodeBundleStore extends UiBundleStore implements RuleNodeBundleService {
  constructor(deps: RuleNodeBundleStoreDeps) {
    super(deps, { path: '/api/ruleNodeUiBundle', what: 'rule-node UI bundle', loadOptions: { overridesRuleNodeEditors: true } });
  }

  bundleFor(clazz: string): InstalledBundleInfo | undefined {
    return this.installed.find((bundle) => classesOf(bundle.manifest).includes(clazz));
  }
}
