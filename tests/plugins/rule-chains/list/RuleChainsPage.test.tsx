// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { type i18n } from 'i18next';
import { entityTabsServiceRef, notificationServiceRef } from '@tessera/sdk';
import type { RunningServer } from '../../../../server/main';
import RuleChainsPage from '../../../../plugins/rule-chains/list/RuleChainsPage';
import { readRuleChainFile, ruleChainFileName } from '../../../../plugins/rule-chains/list/ruleChainFile';
import { newTenantAdmin, saved } from '../../../server/entityHelpers';
import { api, removeTempDirs, startTestServer } from '../../../server/helpers';
import { chainWithDebugFilter, englishI18n, recordingNotifications, renderWith, servicesFor } from '../consoleHarness';

/*
 * The rule chains list in a browser-like DOM against the real server, in English: the
 * columns, sorting, adding a chain, making one root after a confirmation (the root has no
 * delete), deleting after a confirmation, opening the editor, exporting one chain in
 * ThingsBoard 3.3's file format and importing such a file.
 */

let server: RunningServer;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let i18n: i18n;

beforeAll(async () => {
  // The table measures its rows' viewport; jsdom has no layout, so nothing to observe.
  globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;
  server = await startTestServer();
  admin = await newTenantAdmin(server);
  i18n = await englishI18n();
  const root = await saved(server.url, '/api/ruleChain', admin.token, { name: 'Alpha root' });
  await api(server.url, `/api/ruleChain/${root.id.id}/root`, { method: 'POST', token: admin.token });
  await saved(server.url, '/api/ruleChain', admin.token, { name: 'Beta' });
});
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

function show() {
  const notifications = recordingNotifications();
  const services = servicesFor(server, admin, [[notificationServiceRef, notifications], [entityTabsServiceRef, { tabsFor: () => [] }]]);
  renderWith(i18n, services, (
    <Routes>
      <Route path="/" element={<RuleChainsPage />} />
      <Route path="/ruleChains/:id" element={<p>Editor page</p>} />
    </Routes>
  ));
  return { notifications };
}

const press = (element: HTMLElement) => act(async () => { fireEvent.click(element); });
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
/** Names in the table's order; the tenant's own default root chain aside. */
const names = () => screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[2]!.textContent).filter((n) => n === 'Alpha root' || n === 'Beta');
const chains = async () => (await api(server.url, '/api/ruleChains?pageSize=100&page=0&sortProperty=name&sortOrder=ASC', { token: admin.token })).body.data as { name: string; root: boolean; debugMode: boolean; additionalInfo: { description?: string } | null; id: { id: string } }[];

describe('RuleChainsPage', () => {
  it('lists the chains with created time, name and root; the root chain cannot be deleted', async () => {
    show();
    await screen.findByRole('row', { name: /Beta/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼]/g, ''))).toEqual(['', 'Created time', 'Name', 'Root', 'Actions']);
    expect(within(row('Alpha root')).getAllByRole('cell')[3]!.textContent).toBe('Yes');
    expect(within(row('Alpha root')).queryByRole('button', { name: 'Delete: Alpha root' })).toBeNull();
    expect(within(row('Alpha root')).queryByRole('button', { name: 'Make rule chain root: Alpha root' })).toBeNull();
    expect(within(row('Beta')).getByRole('button', { name: 'Delete: Beta' })).toBeTruthy();
    await press(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(names()).toEqual(['Alpha root', 'Beta']));
    await press(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(names()).toEqual(['Beta', 'Alpha root']));
  });

  it('adds a chain with name, debug mode and description', async () => {
    show();
    await press(await screen.findByRole('button', { name: 'Add rule chain' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => { fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Gamma' } }); });
    await press(within(dialog).getByRole('checkbox', { name: 'Debug mode' }));
    await act(async () => { fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), { target: { value: 'Third chain' } }); });
    await press(within(dialog).getByRole('button', { name: 'Add' }));
    await screen.findByRole('row', { name: /Gamma/ });
    expect((await chains()).find((c) => c.name === 'Gamma')).toMatchObject({ debugMode: true, root: false, additionalInfo: { description: 'Third chain' } });
  });

  it('makes a chain root after a confirmation', async () => {
    show();
    await screen.findByRole('row', { name: /Beta/ });
    await press(within(row('Beta')).getByRole('button', { name: 'Make rule chain root: Beta' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByRole('heading').textContent).toBe("Make rule chain 'Beta' root?");
    await press(within(alert).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(row('Beta')).getAllByRole('cell')[3]!.textContent).toBe('Yes'));
    expect(within(row('Alpha root')).getByRole('button', { name: 'Delete: Alpha root' })).toBeTruthy();
    expect((await chains()).filter((c) => c.root).map((c) => c.name)).toEqual(['Beta']);
  });

  it('deletes a chain after a confirmation', async () => {
    await saved(server.url, '/api/ruleChain', admin.token, { name: 'Doomed' });
    show();
    await screen.findByRole('row', { name: /Doomed/ });
    await press(within(row('Doomed')).getByRole('button', { name: 'Delete: Doomed' }));
    await press(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Doomed/ })).toBeNull());
    expect((await chains()).map((c) => c.name)).not.toContain('Doomed');
  });

  it('opens a chain in the editor', async () => {
    show();
    await screen.findByRole('row', { name: /Beta/ });
    await press(within(row('Beta')).getByRole('button', { name: 'Open rule chain: Beta' }));
    expect(await screen.findByText('Editor page')).toBeTruthy();
  });

  it('exports one chain as a ThingsBoard 3.3 file and imports it as a new chain', async () => {
    const { chainId } = await chainWithDebugFilter(server, admin.token, 'Export me');
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => { blobs.push(blob); return 'blob:export'; });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { downloads.push(this.download); });
    const { notifications } = show();
    await screen.findByRole('row', { name: /Export me/ });
    await press(within(row('Export me')).getByRole('button', { name: 'Export rule chain: Export me' }));
    await waitFor(() => expect(downloads).toEqual(['export_me.json']));
    const file = JSON.parse(await blobs[0]!.text());
    expect(file.ruleChain).toMatchObject({ name: 'Export me', root: false, firstRuleNodeId: null });
    expect(file.ruleChain.id).toBeUndefined();
    expect(file.metadata.nodes).toEqual([expect.objectContaining({ name: 'Hot?', debugMode: true })]);
    expect(file.metadata.nodes[0].id).toBeUndefined();

    const create = document.createElement.bind(document);
    let input: HTMLInputElement | undefined;
    vi.spyOn(document, 'createElement').mockImplementation((tag: string, options?: ElementCreationOptions) => {
      const element = create(tag, options);
      if (tag === 'input') input = element as HTMLInputElement;
      return element;
    });
    await press(screen.getByRole('button', { name: 'Import rule chain' }));
    const copy = { ...file, ruleChain: { ...file.ruleChain, name: 'Imported copy' } };
    Object.defineProperty(input!, 'files', { value: [new File([JSON.stringify(copy)], 'chain.json', { type: 'application/json' })] });
    await act(async () => { input!.dispatchEvent(new Event('change')); });
    await screen.findByRole('row', { name: /Imported copy/ });
    expect(notifications.shown).toContainEqual(expect.objectContaining({ message: "'Imported copy' was imported.", type: 'success' }));
    const imported = (await chains()).find((c) => c.name === 'Imported copy')!;
    expect(imported.id.id).not.toBe(chainId);
    const metadata = (await api(server.url, `/api/ruleChain/${imported.id.id}/metadata`, { token: admin.token })).body;
    expect(metadata.nodes.map((n: { name: string; configuration: unknown }) => [n.name, n.configuration])).toEqual([['Hot?', { jsScript: 'return msg.temperature > 30;' }]]);
  });

  it('refuses a file that is not one chain, and a chain of another type', () => {
    expect(() => readRuleChainFile({ name: 'x' })).toThrow('rulechain.invalid-rulechain-file-error');
    expect(() => readRuleChainFile({ ruleChain: { name: '' }, metadata: {} })).toThrow('rulechain.invalid-rulechain-file-error');
    expect(() => readRuleChainFile({ ruleChain: { name: 'e', type: 'EDGE' }, metadata: { nodes: [] } })).toThrow('rulechain.invalid-rulechain-type-error');
    expect(readRuleChainFile({ ruleChain: { name: 'ok' }, metadata: { nodes: [] } }).ruleChain.name).toBe('ok');
    expect(ruleChainFileName('Root Rule Chain #2')).toBe('root_rule_chain__2');
  });
});
