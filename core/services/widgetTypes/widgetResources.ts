import type { HttpService } from '../../sdk/services';
import { isExternalResourceUrl } from '../sandbox/sandboxPolicy';
import type { BridgeResource } from '../sandbox/widgetBridgeProtocol';
import type { WidgetTypeRecord } from './WidgetTypeRecord';

/** A file of the server's resources library: `/api/resource/<id>` or `.../download`. */
const LIBRARY_PATH = /^\/api\/resource\/([0-9a-f-]{36})(?:\/download)?$/i;

/** How the sandbox gets each of a type's resources, in the descriptor's order. */
export interface ResourcePlan {
  /** In order; library entries get their `text` from {@link resolveResources}. */
  resources: (BridgeResource & { libraryId?: string })[];
  /** URLs the frame loads itself (they go into its CSP). */
  external: string[];
  /** URLs the sandbox will not load (not http(s), the console's own API, credentials in them). */
  refused: string[];
}

/** ThingsBoard tells scripts from stylesheets by the file's extension. */
const kindOf = (path: string): 'js' | 'css' => (/\.css$/i.test(path) ? 'css' : 'js');

/** Sorts a descriptor's `resources` into library files (read by the console), external URLs (loaded by the frame) and refused ones. */
export function planResources(record: WidgetTypeRecord, baseUri: string): ResourcePlan {
  const plan: ResourcePlan = { resources: [], external: [], refused: [] };
  const base = new URL(baseUri);
  for (const entry of record.descriptor?.resources ?? []) {
    const url = entry && typeof entry.url === 'string' ? entry.url.trim() : '';
    if (url === '') continue;
    let parsed: URL;
    try {
      parsed = new URL(url, base);
    } catch {
      plan.refused.push(url);
      continue;
    }
    const library = parsed.origin === base.origin ? LIBRARY_PATH.exec(parsed.pathname) : null;
    if (library) {
      plan.resources.push({ url, kind: kindOf(parsed.pathname), libraryId: library[1].toLowerCase() });
    } else if (isExternalResourceUrl(url) && !(parsed.origin === base.origin && parsed.pathname.startsWith('/api/'))) {
      plan.resources.push({ url, kind: kindOf(parsed.pathname) });
      plan.external.push(url);
    } else {
      plan.refused.push(url);
    }
  }
  return plan;
}

/**
 * The resources as the bridge carries them: library files read with the user's rights (the
 * frame has none) and passed as text; a file that cannot be read rejects naming its URL.
 */
export async function resolveResources(plan: ResourcePlan, http: HttpService | undefined): Promise<BridgeResource[]> {
  return Promise.all(plan.resources.map(async ({ libraryId, ...resource }) => {
    if (!libraryId) return resource;
    try {
      if (!http) throw new Error('no HTTP service');
      const text = await http.get<string>(`/api/resource/${libraryId}/download`, { responseType: 'text', ignoreErrors: true });
      return { ...resource, text: typeof text === 'string' ? text : '' };
    } catch (error) {
      throw new Error(`Failed to load resource ${resource.url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }));
}
