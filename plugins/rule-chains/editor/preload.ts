import type { HttpService, PluginManifest } from '@tessera/sdk';
import type { RuleChainApi } from '../api/ruleChainApi';
import type { ComponentDescriptor, RuleChain, RuleChainMetadata, RuleChainState } from '../api/types';

/**
 * The requests an opened chain needs, started when its route matches, before the editor's code
 * has loaded (editor/RuleChainEditorRoute): the chain, the core node definitions, the metadata,
 * the rule-node-ui manifests and the engine's node errors. The editor takes them instead of
 * asking again; one it never takes (the page was left first) rejects unobserved without noise.
 */
export interface EditorPreload {
  ruleChainId: string;
  chain: Promise<RuleChain>;
  coreDefinitions: Promise<ComponentDescriptor[]>;
  metadata: Promise<RuleChainMetadata>;
  manifests: Promise<PluginManifest[]>;
  /** The running chain's state (node errors for the badges); undefined when it could not be read. */
  state: Promise<RuleChainState | undefined>;
}

/** The chain's state as the badges read it: quietly (no error toast, no loading bar), undefined on failure. */
export function readChainState(http: HttpService, ruleChainId: string): Promise<RuleChainState | undefined> {
  return http.get<RuleChainState>(`/api/ruleChain/${ruleChainId}/state`, { ignoreErrors: true, ignoreLoading: true })
    .then((state) => state ?? undefined, () => undefined);
}

const quiet = <T>(promise: Promise<T>): Promise<T> => {
  promise.catch(() => undefined);
  return promise;
};

/** Starts every request of opening `ruleChainId` at once. */
export function preloadEditor(
  api: RuleChainApi, http: HttpService, listManifests: () => Promise<PluginManifest[]>, ruleChainId: string,
): EditorPreload {
  // For bench/rule-chain-editor's breakdown of the open time.
  performance.mark('rce:requests-start');
  return {
    ruleChainId,
    chain: quiet(api.chain(ruleChainId)),
    coreDefinitions: quiet(api.components('CORE')),
    metadata: quiet(api.metadata(ruleChainId)),
    manifests: listManifests().catch(() => []),
    state: readChainState(http, ruleChainId),
  };
}

/** A preload not taken yet is reused this long: the route may render several times before the editor's code is in. */
const FRESH_MS = 5000;
let pending: { preload: EditorPreload; at: number } | undefined;

/**
 * The requests of opening `ruleChainId`, started by `start` once per opening: renders of the
 * route that are thrown away while the editor's code loads (a transition retrying) get the same
 * requests, until the editor takes them or they are a few seconds old.
 */
export function preloadOnce(ruleChainId: string, start: () => EditorPreload): EditorPreload {
  const now = performance.now();
  if (pending && pending.preload.ruleChainId === ruleChainId && now - pending.at < FRESH_MS) return pending.preload;
  pending = { preload: start(), at: now };
  return pending.preload;
}

/** The editor takes `preload` if it is `ruleChainId`'s (a preload of another chain is not used); the next opening starts anew. */
export function takePreload(preload: EditorPreload | undefined, ruleChainId: string): EditorPreload | undefined {
  if (preload && pending?.preload === preload) pending = undefined;
  return preload?.ruleChainId === ruleChainId ? preload : undefined;
}
