// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type i18n } from 'i18next';
import type { RunningServer } from '../../../../server/main';
import { DebugPanel } from '../../../../plugins/rule-chains/debug/DebugPanel';
import { newTenantAdmin } from '../../../server/entityHelpers';
import { api, removeTempDirs, startTestServer } from '../../../server/helpers';
import { chainWithDebugFilter, englishI18n, pushThrough, renderWith, servicesFor } from '../consoleHarness';

/*
 * The debug panel of a node in a browser-like DOM against the real server: the IN and OUT
 * events the engine recorded, newest first and paged, an event's data and metadata
 * pretty-printed, Refresh, clearing after a confirmation, and the empty state.
 */

let server: RunningServer;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let i18n: i18n;
let chainId: string;
let nodeId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await newTenantAdmin(server);
  i18n = await englishI18n();
  ({ chainId, nodeId } = await chainWithDebugFilter(server, admin.token, 'Watched', "if (msg.fail) throw new Error('bad reading'); return msg.temperature > 30;"));
  await pushThrough(server, admin.tenantId, chainId, [{ temperature: 35 }, { temperature: 25 }, { fail: true }]);
});
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);
afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

function show(id = nodeId) {
  const onClose = vi.fn();
  renderWith(i18n, servicesFor(server, admin), <DebugPanel ruleNodeId={id} onClose={onClose} />);
  return { onClose };
}

const press = (element: HTMLElement) => act(async () => { fireEvent.click(element); });
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const eventRows = () => screen.getAllByRole('row').slice(1);

describe('DebugPanel', () => {
  it('lists the node’s IN and OUT events newest first, with relation, type, data, metadata and error', async () => {
    show();
    await screen.findAllByRole('row', { name: /^OUT / });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Event time', 'Type', 'Relation type', 'Message type', 'Data', 'Metadata', 'Error']);
    expect(eventRows().map((row) => cells(row).slice(1))).toEqual([
      ['OUT', 'Failure', 'POST_TELEMETRY_REQUEST', '{"fail":true}', '{"deviceName":"Sensor 7","error":"bad reading"}', 'bad reading'],
      ['IN', '', 'POST_TELEMETRY_REQUEST', '{"fail":true}', '{"deviceName":"Sensor 7"}', ''],
      ['OUT', 'False', 'POST_TELEMETRY_REQUEST', '{"temperature":25}', '{"deviceName":"Sensor 7"}', ''],
      ['IN', '', 'POST_TELEMETRY_REQUEST', '{"temperature":25}', '{"deviceName":"Sensor 7"}', ''],
      ['OUT', 'True', 'POST_TELEMETRY_REQUEST', '{"temperature":35}', '{"deviceName":"Sensor 7"}', ''],
      ['IN', '', 'POST_TELEMETRY_REQUEST', '{"temperature":35}', '{"deviceName":"Sensor 7"}', ''],
    ]);
    expect(cells(eventRows()[0]!)[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/);
    expect(await screen.findByText('1–6 of 6')).toBeTruthy();
  });

  it('shows an event’s data and metadata pretty-printed', async () => {
    show();
    const rows = await screen.findAllByRole('row', { name: /^OUT / });
    await press(rows[1]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('debug-event-data').textContent).toBe('{\n  "temperature": 25\n}');
    expect(within(dialog).getByTestId('debug-event-metadata').textContent).toBe('{\n  "deviceName": "Sensor 7"\n}');
    expect(within(dialog).getByText('False')).toBeTruthy();
    await press(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('pages, and shows new events after Refresh', async () => {
    show();
    await screen.findAllByRole('row', { name: /^OUT / });
    await pushThrough(server, admin.tenantId, chainId, [{ temperature: 50 }]);
    expect(eventRows()).toHaveLength(6);
    await press(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(cells(eventRows()[0]!).slice(1, 5)).toEqual(['OUT', 'True', 'POST_TELEMETRY_REQUEST', '{"temperature":50}']));
    expect(await screen.findByText('1–8 of 8')).toBeTruthy();
  });

  it('clears the events after a confirmation and then shows the empty state', async () => {
    const { onClose } = show();
    await screen.findAllByRole('row', { name: /^OUT / });
    await press(screen.getByRole('button', { name: 'Clear events' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByRole('heading').textContent).toBe('Clear all debug events of this node?');
    await press(within(alert).getByRole('button', { name: 'Clear events' }));
    expect(await screen.findByText('No debug events')).toBeTruthy();
    expect(screen.getByText("Turn on the node's debug mode to record the messages it receives and sends.")).toBeTruthy();
    const left = await api(server.url, `/api/events/RULE_NODE/${nodeId}/DEBUG_RULE_NODE?pageSize=10&page=0`, { token: admin.token });
    expect(left.body.totalElements).toBe(0);
    await press(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
