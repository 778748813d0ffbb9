import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { HttpService, PageData } from '@tessera/sdk';
import type { StoredEvent } from '../../api/types';

/** Parallel reads of lifecycle events while a chain opens: few, so that they do not crowd out the canvas (or the server). */
const CONCURRENCY = 2;
/** Results are applied in groups, so a large chain re-renders a few times, not once per node. */
const FLUSH_EVERY = 50;

type LifecycleBody = { event?: string; success?: boolean; error?: string | null };

/**
 * What the canvas shows about nodes beyond their data, read from the server: the error of
 * a node whose last start failed (its newest LC_EVENT has success false), and the names
 * and output labels of the chains that rule chain nodes forward to. Nodes read their entry
 * with `errorOf(id)`, so a result re-renders only that node.
 */
export class NodeStatusStore {
  private readonly errors = observable.map<string, string>();
  private readonly chainNames = observable.map<string, string>();
  private readonly labels = new Map<string, Promise<string[]>>();
  private generation = 0;
  /** Lifecycle events are still being read. */
  loadingErrors = false;

  constructor(private readonly http: HttpService, private readonly tenantId?: string) {
    makeAutoObservable<NodeStatusStore, 'labels' | 'generation' | 'http' | 'tenantId'>(this, { labels: false, generation: false, http: false, tenantId: false });
  }

  errorOf(ruleNodeId: string | undefined): string | undefined {
    return ruleNodeId ? this.errors.get(ruleNodeId) : undefined;
  }

  chainName(id: string | undefined): string | undefined {
    return id ? this.chainNames.get(id) : undefined;
  }

  /** Reads the newest lifecycle event of each saved node, a few at a time; an earlier run still going is dropped. */
  async loadErrors(ruleNodeIds: readonly string[]): Promise<void> {
    const generation = ++this.generation;
    this.errors.clear();
    this.loadingErrors = true;
    const queue = [...ruleNodeIds];
    let pending: [string, string][] = [];
    const flush = () => {
      if (pending.length === 0 || generation !== this.generation) return;
      const batch = pending;
      pending = [];
      runInAction(() => batch.forEach(([id, error]) => this.errors.set(id, error)));
    };
    let done = 0;
    const worker = async () => {
      while (queue.length > 0 && generation === this.generation) {
        const id = queue.shift()!;
        const error = await this.lastStartError(id);
        if (error) pending.push([id, error]);
        if (++done % FLUSH_EVERY === 0) flush();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    flush();
    if (generation === this.generation) runInAction(() => { this.loadingErrors = false; });
  }

  private async lastStartError(ruleNodeId: string): Promise<string | undefined> {
    const tenant = this.tenantId ? `&tenantId=${this.tenantId}` : '';
    try {
      const page = await this.http.get<PageData<StoredEvent<LifecycleBody>>>(
        `/api/events/RULE_NODE/${ruleNodeId}/LC_EVENT?pageSize=1&page=0&sortProperty=createdTime&sortOrder=DESC${tenant}`,
        { ignoreErrors: true, ignoreLoading: true },
      );
      const body = page.data[0]?.body;
      return body && body.success === false ? body.error || body.event || 'error' : undefined;
    } catch {
      return undefined;
    }
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
