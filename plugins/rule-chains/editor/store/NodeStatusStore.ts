import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { HttpService } from '@tessera/sdk';
import type { RuleChainState } from '../../api/types';
import { readChainState } from '../preload';

/**
 * What the canvas shows about nodes beyond their data, read from the server: the error of
 * each node that failed to start in the running engine (one `GET /api/ruleChain/{id}/state`
 * for the whole chain), and the names and output labels of the chains that rule chain nodes
 * forward to. Nodes read their entry with `errorOf(id)`, so a result re-renders only the
 * nodes whose error changed.
 */
export class NodeStatusStore {
  private readonly errors = observable.map<string, string>();
  private readonly chainNames = observable.map<string, string>();
  private readonly labels = new Map<string, Promise<string[]>>();
  private generation = 0;
  /** The chain's state is still being read. */
  loadingErrors = false;

  constructor(private readonly http: HttpService) {
    makeAutoObservable<NodeStatusStore, 'labels' | 'generation' | 'http'>(this, { labels: false, generation: false, http: false });
  }

  errorOf(ruleNodeId: string | undefined): string | undefined {
    return ruleNodeId ? this.errors.get(ruleNodeId) : undefined;
  }

  chainName(id: string | undefined): string | undefined {
    return id ? this.chainNames.get(id) : undefined;
  }

  /**
   * Reads the node errors of the running chain (or takes `preloaded`, the same request started
   * when the route matched); an earlier read still going is dropped. A failed read shows no badges.
   */
  async loadErrors(ruleChainId: string, preloaded?: Promise<RuleChainState | undefined>): Promise<void> {
    const generation = ++this.generation;
    this.loadingErrors = true;
    const state = await (preloaded ?? readChainState(this.http, ruleChainId));
    if (generation !== this.generation) return;
    runInAction(() => {
      this.errors.replace(state?.nodeErrors ?? {});
      this.loadingErrors = false;
    });
    // For bench/rule-chain-editor: when the badges are there, in the page's own time.
    performance.mark('rce:node-errors');
  }

  /** Stops reading (the editor closed). */
  dispose(): void {
    this.generation++;
  }

  /** Names of the chains rule chain nodes forward to, for their captions. */
  async loadChainNames(ids: readonly string[]): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !this.chainNames.has(id));
    await Promise.all(missing.map(async (id) => {
      try {
        const chain = await this.http.get<{ name: string }>(`/api/ruleChain/${id}`, { ignoreErrors: true, ignoreLoading: true });
        runInAction(() => this.chainNames.set(id, chain.name));
      } catch {
        // A deleted or foreign chain keeps the node's plain caption.
      }
    }));
  }

  /** The output labels of a chain (what a rule chain node forwarding there can route by); cached per editor. */
  outputLabels(chainId: string): Promise<string[]> {
    let labels = this.labels.get(chainId);
    if (!labels) {
      labels = this.http.get<string[]>(`/api/ruleChain/${chainId}/output/labels`, { ignoreErrors: true }).catch(() => []);
      this.labels.set(chainId, labels);
    }
    return labels;
  }

  /** After a save the target chains may have changed. */
  forgetLabels(): void {
    this.labels.clear();
  }
}
