import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { definePlugin, entityTabsServiceRef, MissingServiceError, createServiceRef } from '@tessera/sdk';
import { createHost } from '../../core/createHost';
import { createI18n } from '../../core/i18n/createI18n';
import { pluginHostRef } from '../../core/services/refs';
import { MemoryStorage } from '../services/testTokens';

const localeDir = path.resolve(__dirname, '../../core/i18n');

async function host() {
  const i18n = await createI18n('en_US', async (url) => JSON.parse(await readFile(path.join(localeDir, path.basename(url)), 'utf8')));
  return createHost({ storage: new MemoryStorage(), fetch, baseUrl: 'http://127.0.0.1/', i18n });
}

describe('createHost', () => {
  it('shows the entity tabs plugins register, for their entity types, in order, until unloaded', async () => {
    const services = await host();
    const plugin = definePlugin({
      manifest: { id: 'acme.tabs', version: '1.0.0', name: 'Tabs', contributes: { entityTabs: [{ id: 'acme.tabs.b' }, { id: 'acme.tabs.a' }] } },
      activate(ctx) {
        ctx.entityTabs.register({ id: 'acme.tabs.b', title: 'b', entityTypes: ['DEVICE'], order: 20, component: () => null });
        ctx.entityTabs.register({ id: 'acme.tabs.a', title: 'a', entityTypes: ['DEVICE', 'ASSET'], order: 10, component: () => null });
      },
    });
    const pluginHost = services.get(pluginHostRef);
    await pluginHost.load(plugin.manifest, { kind: 'module', load: async () => ({ default: plugin }) });
    const tabs = services.get(entityTabsServiceRef);
    expect(tabs.tabsFor('DEVICE').map((t) => t.id)).toEqual(['acme.tabs.a', 'acme.tabs.b']);
    expect(tabs.tabsFor('ASSET').map((t) => t.id)).toEqual(['acme.tabs.a']);
    expect(tabs.tabsFor('CUSTOMER')).toEqual([]);
    await pluginHost.unload('acme.tabs');
    expect(tabs.tabsFor('DEVICE')).toEqual([]);
  });

  it('names a service nobody provides', async () => {
    const services = await host();
    expect(() => services.get(createServiceRef<unknown>({ id: 'acme.nothing' }))).toThrow(MissingServiceError);
  });
});
