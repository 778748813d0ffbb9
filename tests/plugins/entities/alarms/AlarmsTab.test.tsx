// @vitest-environment jsdom
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { type i18n } from 'i18next';
import { Provider } from '@adobe/react-spectrum/Provider';
import { defaultTheme } from '@adobe/react-spectrum/defaultTheme';
import {
  authServiceRef, type AuthUser, type EntityId, httpServiceRef, type ServiceHolder, ServicesProvider, type ServiceRef,
} from '@tessera/sdk';
import type { RunningServer } from '../../../../server/main';
import { createI18n } from '../../../../core/i18n/createI18n';
import { AlarmsTab } from '../../../../plugins/entities/alarms/AlarmsTab';
import { serverHttp } from '../../../dashboard/serverHttp';
import { newTenantAdmin, saved } from '../../../server/entityHelpers';
import { api, removeTempDirs, startTestServer } from '../../../server/helpers';

/*
 * The Alarms tab in a browser-like DOM against the real server, in English: the list, the
 * details dialog with acknowledge and clear after a confirmation, clearing a selection, and
 * what a read-only (public) user sees.
 */

let server: RunningServer;
let token: string;
let i18n: i18n;
let pump: EntityId;
let quiet: EntityId;

const localeDir = path.resolve(__dirname, '../../../../core/i18n');
const admin = { authority: 'TENANT_ADMIN', isPublic: false } as AuthUser;
const publicUser = { authority: 'CUSTOMER_USER', isPublic: true } as AuthUser;

beforeAll(async () => {
  i18n = await createI18n('en_US', async (url) => JSON.parse(await readFile(path.join(localeDir, path.basename(url)), 'utf8')) as object);
  server = await startTestServer();
  ({ token } = await newTenantAdmin(server));
  pump = (await saved(server.url, '/api/device', token, { name: 'Pump 7', type: 'pump' })).id;
  quiet = (await saved(server.url, '/api/device', token, { name: 'Quiet pump', type: 'pump' })).id;
  for (const [type, severity] of [['Overheat', 'CRITICAL'], ['Vibration', 'MAJOR'], ['Pressure low', 'MINOR']]) {
    await saved(server.url, '/api/alarm', token, { originator: pump, type, severity, status: 'ACTIVE_UNACK', details: { sensor: type } });
    await new Promise((resolve) => setTimeout(resolve, 3));
  }
});

// Each step waits for the server and, the first time, for lazily loaded controls.
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);
afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

function show(entityId: EntityId, user: AuthUser) {
  const fakes = new Map<string, unknown>([[httpServiceRef.id, serverHttp(server.url, token)], [authServiceRef.id, { authUser: user }]]);
  const services: ServiceHolder = {
    get: <T,>(ref: ServiceRef<T>) => fakes.get(ref.id) as T,
    getOptional: <T,>(ref: ServiceRef<T>) => fakes.get(ref.id) as T | undefined,
  };
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider theme={defaultTheme}><ServicesProvider services={services}><AlarmsTab entityId={entityId} /></ServicesProvider></Provider>
    </I18nextProvider>,
  );
}

const row = (type: string) => screen.getByRole('row', { name: new RegExp(type) });
const press = (element: HTMLElement) => act(async () => { fireEvent.click(element); });

/** Confirms the open confirmation with its primary button. */
async function confirmWith(label: string, title: string) {
  const alert = await screen.findByRole('alertdialog');
  expect(within(alert).getByRole('heading').textContent).toBe(title);
  await press(within(alert).getByRole('button', { name: label }));
}

describe('AlarmsTab', () => {
  it('lists the alarms newest first with a severity chip and the status', async () => {
    show(pump, admin);
    await screen.findByRole('row', { name: /Overheat/ });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(2).map((c) => c.textContent))).toEqual([
      ['Pump 7', 'Pressure low', 'Minor', 'Active Unacknowledged'],
      ['Pump 7', 'Vibration', 'Major', 'Active Unacknowledged'],
      ['Pump 7', 'Overheat', 'Critical', 'Active Unacknowledged'],
    ]);
    expect(await screen.findByText('1–3 of 3')).toBeTruthy();
  });

  it('opens an alarm, acknowledges it and clears it, each after a confirmation', async () => {
    show(pump, admin);
    await press(await screen.findByRole('row', { name: /Overheat/ }));
    const details = await screen.findByRole('dialog', { name: 'Alarm details' });
    expect(details.querySelector('pre')?.textContent).toBe('{\n  "sensor": "Overheat"\n}');
    expect(within(details).getByTestId('alarm-status').textContent).toBe('Active Unacknowledged');

    await press(within(details).getByRole('button', { name: 'Acknowledge' }));
    await confirmWith('Acknowledge', "Acknowledge alarm 'Overheat'?");
    const acked = await screen.findByRole('dialog', { name: 'Alarm details' });
    await waitFor(() => expect(within(acked).getByTestId('alarm-status').textContent).toBe('Active Acknowledged'));
    expect(within(acked).queryByRole('button', { name: 'Acknowledge' })).toBeNull();

    await press(within(acked).getByRole('button', { name: 'Clear' }));
    await confirmWith('Clear', "Clear alarm 'Overheat'?");
    const cleared = await screen.findByRole('dialog', { name: 'Alarm details' });
    await waitFor(() => expect(within(cleared).getByTestId('alarm-status').textContent).toBe('Cleared Acknowledged'));
    expect(within(cleared).queryByRole('button', { name: 'Clear' })).toBeNull();
    await press(within(cleared).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(row('Overheat')).getByText('Cleared Acknowledged')).toBeTruthy());
    expect((await api(server.url, '/api/alarm/DEVICE/' + pump.id + '?pageSize=10&page=0&searchStatus=CLEARED', { token })).body.totalElements).toBe(1);
  });

  it('acknowledges the selected alarms at once', async () => {
    show(pump, admin);
    await screen.findByRole('row', { name: /Vibration/ });
    await press(screen.getByRole('checkbox', { name: 'Select Vibration' }));
    await press(screen.getByRole('checkbox', { name: 'Select Pressure low' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await press(screen.getByRole('button', { name: 'Acknowledge' }));
    await confirmWith('Acknowledge', 'Acknowledge 2 alarms?');
    await waitFor(() => expect(within(row('Vibration')).getByText('Active Acknowledged')).toBeTruthy());
    expect(within(row('Pressure low')).getByText('Active Acknowledged')).toBeTruthy();
    // The selection is done with; the filters are back.
    expect(screen.queryByText(/selected/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Status: All' })).toBeTruthy();
  });

  it('shows a read-only user the alarms without checkboxes or actions', async () => {
    show(pump, publicUser);
    await press(await screen.findByRole('row', { name: /Vibration/ }));
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    const details = await screen.findByRole('dialog', { name: 'Alarm details' });
    expect(within(details).getAllByRole('button').map((b) => b.textContent)).toEqual(['Close']);
  });

  it('says when the entity has no alarms in the window', async () => {
    show(quiet, admin);
    expect(await screen.findByText('No alarms in this time window')).toBeTruthy();
  });
});
