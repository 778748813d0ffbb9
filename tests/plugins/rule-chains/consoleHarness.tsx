import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { type i18n } from 'i18next';
import { Provider } from '@adobe/react-spectrum/Provider';
import { defaultTheme } from '@adobe/react-spectrum/defaultTheme';
import { MemoryRouter } from 'react-router-dom';
import {
  authServiceRef, type AuthUser, httpServiceRef, type NotificationService, notificationServiceRef, pageSearchServiceRef,
  type ServiceHolder, type ServiceRef, ServicesProvider, type Toast,
} from '@tessera/sdk';
import type { RunningServer } from '../../../server/main';
import { createI18n } from '../../../core/i18n/createI18n';
import { ruleEngineOf } from '../../../server/ruleEngine/createRuleEngine';
import { newMsg } from '../../../server/ruleEngine/msg/TbMsg';
import { serverHttp } from '../../dashboard/serverHttp';
import { saved } from '../../server/entityHelpers';

/*
 * What the rule-chain console tests share: the English texts, services that talk to a real
 * test server, and a chain with a debug-mode script filter that messages are pushed through.
 */

export const FILTER_CLASS = 'org.thingsboard.rule.engine.filter.TbJsFilterNode';

const localeDir = path.resolve(__dirname, '../../../core/i18n');

export function englishI18n(): Promise<i18n> {
  return createI18n('en_US', async (url) => JSON.parse(await readFile(path.join(localeDir, path.basename(url)), 'utf8')) as object);
}

/** Notifications kept in a list, so a test can read the toasts. */
export function recordingNotifications(): NotificationService & { shown: Toast[] } {
  const shown: Toast[] = [];
  return { shown, current: null, show: (toast) => { shown.push(toast); }, hide: () => undefined };
}

/** A service holder of the real server's HTTP service, a tenant admin, and any extra services by ref. */
export function servicesFor(server: RunningServer, admin: { token: string; tenantId: string }, extra: [ServiceRef<any>, unknown][] = []): ServiceHolder {
  const fakes = new Map<string, unknown>([
    [httpServiceRef.id, serverHttp(server.url, admin.token)],
    [authServiceRef.id, { authUser: { authority: 'TENANT_ADMIN', tenantId: admin.tenantId, isPublic: false } as AuthUser }],
    [pageSearchServiceRef.id, { text: '' }],
    ...extra.map(([ref, service]) => [ref.id, service] as [string, unknown]),
  ]);
  return {
    get: <T,>(ref: ServiceRef<T>) => {
      if (!fakes.has(ref.id)) throw new Error(`No ${ref.id} in this test`);
      return fakes.get(ref.id) as T;
    },
    getOptional: <T,>(ref: ServiceRef<T>) => fakes.get(ref.id) as T | undefined,
  };
}

/** Renders `ui` in English with Spectrum, a router and the given services. */
export function renderWith(i18n: i18n, services: ServiceHolder, ui: ReactElement) {
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider theme={defaultTheme}>
        <MemoryRouter><ServicesProvider services={services}>{ui}</ServicesProvider></MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

/** A new chain holding one debug-mode script filter; answers the chain and node ids. */
export async function chainWithDebugFilter(server: RunningServer, token: string, name: string, script = 'return msg.temperature > 30;') {
  const chain = await saved(server.url, '/api/ruleChain', token, { name });
  const metadata = await saved(server.url, '/api/ruleChain/metadata', token, {
    ruleChainId: chain.id, firstNodeIndex: 0, connections: [],
    nodes: [{ type: FILTER_CLASS, name: 'Hot?', debugMode: true, configuration: { jsScript: script }, additionalInfo: { layoutX: 300, layoutY: 150 } }],
  });
  return { chainId: chain.id.id as string, nodeId: metadata.nodes[0].id.id as string };
}

/** Runs messages through a chain as a device's telemetry and waits until their debug events are stored. */
export async function pushThrough(server: RunningServer, tenantId: string, chainId: string, payloads: object[], metadata: Record<string, string> = { deviceName: 'Sensor 7' }) {
  const engine = ruleEngineOf(server.app)!;
  for (const data of payloads) {
    const msg = newMsg({ type: 'POST_TELEMETRY_REQUEST', originator: { entityType: 'DEVICE', id: '5b0c3f00-1c2d-4e5f-8a9b-0c1d2e3f4a5b' }, data: JSON.stringify(data), metadata });
    await engine.submit(tenantId, msg, { ruleChainId: chainId });
    // Distinct timestamps keep "newest first" unambiguous.
    await new Promise((resolve) => setTimeout(resolve, 3));
  }
  await engine.debug.flush();
}
