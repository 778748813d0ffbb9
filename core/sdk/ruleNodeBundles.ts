import type { BundleInfo } from './services';
import { createServiceRef } from './ServiceRef';

/** A rule-node UI bundle a system administrator installed, with its load state in this console. */
export interface InstalledBundleInfo extends BundleInfo {
  /** When this version was installed (milliseconds since the epoch). */
  installedTime: number;
}

/**
 * Rule-node UI bundles installed on the server by a system administrator (a
 * `.tessera-bundle.json` file built by `node rule-node-ui/examples/build.mjs <folder>`).
 * They run in the page like the bundles shipped with the console, and their editors replace
 * the built-in editor of the same node class while they are loaded; no reload is needed.
 *
 * @example
 * const bundles = useService(ruleNodeBundleServiceRef);
 * useEffect(() => { void bundles.refresh(); }, [bundles]);
 * await bundles.install(file); // system administrators only
 */
export interface RuleNodeBundleService {
  /** The installed bundles as last listed, with their load state. */
  readonly installed: InstalledBundleInfo[];
  /** The installed bundle that provides the editor of a node class, if one does. */
  bundleFor(clazz: string): InstalledBundleInfo | undefined;
  /** Lists the installed bundles again without loading any code: their manifests, for the palette. */
  list(): Promise<InstalledBundleInfo[]>;
  /** Lists the installed bundles again and loads, replaces or unloads them to match. */
  refresh(): Promise<void>;
  /**
   * Uploads a bundle file, reporting the bytes sent; resolves once it is installed and loaded.
   * Rejects with the server's reason.
   */
  install(file: Blob, fileName?: string, onProgress?: (sent: number, total: number) => void): Promise<InstalledBundleInfo>;
  /** Removes a bundle from the server and unloads it; the built-in editors it replaced come back. */
  remove(id: string): Promise<void>;
}
/** Ref of the {@link RuleNodeBundleService}. */
export const ruleNodeBundleServiceRef = createServiceRef<RuleNodeBundleService>({ id: 'core.rule-node-bundles' });
