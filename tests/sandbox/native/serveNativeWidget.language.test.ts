// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { serveNativeWidget } from '../../../core/sandbox/native/serveNativeWidget';
import type { BridgeState } from '../../../core/services/sandbox/widgetBridgeProtocol';
import { buildTestBundle } from './buildTestBundle';

/** A widget that shows a text of its own in the frame's language (react-i18next, as a bundle author writes it). */
const GREETING = `
import { definePlugin, defineWidget } from '@tessera/sdk';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import manifest from './manifest.json';

function Greeting() {
  const { t, i18n } = useTranslation();
  return <p data-testid="greeting">{t('acme.hello')} ({i18n.language})</p>;
}

export default definePlugin({
  manifest,
  activate(ctx) {
    i18next.addResourceBundle('en_US', 'translation', { acme: { hello: 'Hello' } }, true, true);
    i18next.addResourceBundle('de_DE', 'translation', { acme: { hello: 'Hallo' } }, true, true);
    ctx.widgets.register(defineWidget({ id: manifest.id + '.probe', name: 'Greeting', kind: 'static', sizeX: 2, sizeY: 1, defaultSettings: {}, component: Greeting }));
  },
});`;

let greeting: string;
beforeAll(async () => {
  greeting = await buildTestBundle('acme.greeting', GREETING);
});

const ports: MessagePort[] = [];
afterEach(() => ports.splice(0).forEach((p) => p.close()));

const state: BridgeState = {
  width: 100, height: 50, isEdit: false, isMobile: false, theme: 'light', title: 'T', units: '', decimals: 2, settings: {}, datasources: [],
  timeWindow: { minTime: 0, maxTime: 1, interval: 1000, aggregation: 'NONE', realtime: true }, actions: {},
};

describe('serveNativeWidget: the console changes its language', () => {
  it("switches the frame's i18next on an update: the running widget re-renders in the new language, no restart", async () => {
    const channel = new MessageChannel();
    ports.push(channel.port1, channel.port2);
    const served = serveNativeWidget(channel.port2, document.body);
    const sent: { type: string }[] = [];
    channel.port1.onmessage = (e) => sent.push(e.data as { type: string });
    channel.port1.postMessage({
      v: 1, type: 'initNative', module: { url: 'http://localhost/greeting.js', code: greeting, widgetId: 'acme.greeting.probe', language: 'en_US' },
      state, config: {}, series: [], data: [],
    });
    const shown = () => document.querySelector('[data-testid="greeting"]')?.textContent;
    await waitFor(() => expect(shown()).toBe('Hello (en_US)'));
    const runtime = served.runtime;
    channel.port1.postMessage({ v: 1, type: 'update', patch: { language: 'de_DE' } });
    await waitFor(() => expect(shown()).toBe('Hallo (de_DE)'));
    expect(served.runtime).toBe(runtime);
    expect(sent.filter((m) => m.type === 'rendered')).toHaveLength(1);
    expect(sent.filter((m) => m.type === 'error')).toEqual([]);
  });
});
