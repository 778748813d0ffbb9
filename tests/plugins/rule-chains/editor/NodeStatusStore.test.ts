import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpService } from '../../../../core/sdk';
import { NodeStatusStore } from '../../../../plugins/rule-chains/editor/store/NodeStatusStore';
import type { RunningServer } from '../../../../server/main';
import { serverHttp } from '../../../dashboard/serverHttp';
import { newTenantAdmin, saved } from '../../../server/entityHelpers';
import { removeTempDirs, startTestServer } from '../../../server/helpers';
import { ENGINE, FILTER } from './fixtures';

/* The editor's node error badges, read with one state request per chain from a real server. */

const CHECKPOINT = `${ENGINE}flow.TbCheckpointNode`;

let server: RunningServer;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await newTenantAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

/** The server's HTTP service, with the URLs it was asked for. */
function countingHttp(token = admin.token): HttpService & { urls: string[] } {
  const http = serverHttp(server.url, token);
  const urls: string[] = [];
  return { ...http, urls, get: (url, options) => { urls.push(url); return http.get(url, options); } };
}

const node = (type: string, name: string, configuration: Record<string, unknown>) => ({ type, name, debugMode: false, configuration });

async function chainWith(name: string, nodes: unknown[]): Promise<{ chainId: string; nodeIds: Record<string, string> }> {
  const chain = await saved(server.url, '/api/ruleChain', admin.token, { name });
  const metadata = await saved(server.url, '/api/ruleChain/metadata', admin.token, { ruleChainId: chain.id, firstNodeIndex: nodes.length > 0 ? 0 : null, nodes, connections: [] });
  return { chainId: chain.id.id, nodeIds: Object.fromEntries(metadata.nodes.map((n: { name: string; id: { id: string } }) => [n.name, n.id.id])) };
}

describe('NodeStatusStore', () => {
  it('reads every node error of a chain with one request', async () => {
    const nodes = Array.from({ length: 30 }, (_, i) => node(FILTER, `Fine ${i}`, { jsScript: 'return true;' }));
    const { chainId, nodeIds } = await chainWith('Broken', [...nodes, node(CHECKPOINT, 'No queue', { queueName: '' })]);
    const http = countingHttp();
    const status = new NodeStatusStore(http);
    const loading = status.loadErrors(chainId);
    expect(status.loadingErrors).toBe(true);
    await loading;
    expect(status.loadingErrors).toBe(false);
    expect(http.urls).toEqual([`/api/ruleChain/${chainId}/state`]);
    expect(status.errorOf(nodeIds['No queue'])).toBe('queueName should be specified!');
    expect(status.errorOf(nodeIds['Fine 0'])).toBeUndefined();
    expect(status.errorOf(undefined)).toBeUndefined();
  });

  it('clears errors that are gone when read again, and shows none for a healthy chain', async () => {
    const broken = await chainWith('Broken then healthy', [node(CHECKPOINT, 'No queue', { queueName: '' })]);
    const healthy = await chainWith('Healthy', [node(FILTER, 'Fine', { jsScript: 'return true;' })]);
    const status = new NodeStatusStore(countingHttp());
    await status.loadErrors(broken.chainId);
    expect(status.errorOf(broken.nodeIds['No queue'])).toBeDefined();
    await status.loadErrors(healthy.chainId);
    expect(status.errorOf(broken.nodeIds['No queue'])).toBeUndefined();
    expect(status.errorOf(healthy.nodeIds.Fine)).toBeUndefined();
  });

  it('keeps only the newest of overlapping reads, and nothing after dispose', async () => {
    const broken = await chainWith('Overlapping', [node(CHECKPOINT, 'No queue', { queueName: '' })]);
    const healthy = await chainWith('Overlapping healthy', []);
    // The broken chain's answer is held back until released, so it arrives last.
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    const http = countingHttp();
    const status = new NodeStatusStore({ ...http, get: async (url, options) => {
      const answer = await http.get(url, options);
      if (url.includes(broken.chainId)) await held;
      return answer as never;
    } });
    const first = status.loadErrors(broken.chainId);
    await status.loadErrors(healthy.chainId);
    release();
    await first;
    expect(status.loadingErrors).toBe(false);
    expect(status.errorOf(broken.nodeIds['No queue'])).toBeUndefined();

    const late = status.loadErrors(broken.chainId);
    status.dispose();
    await late;
    expect(status.errorOf(broken.nodeIds['No queue'])).toBeUndefined();
  });

  it('shows no badges when the state cannot be read (another tenant’s chain)', async () => {
    const { chainId, nodeIds } = await chainWith('Foreign', [node(CHECKPOINT, 'No queue', { queueName: '' })]);
    const other = await newTenantAdmin(server);
    const status = new NodeStatusStore(countingHttp(other.token));
    await status.loadErrors(chainId);
    expect(status.loadingErrors).toBe(false);
    expect(status.errorOf(nodeIds['No queue'])).toBeUndefined();
  });
});
