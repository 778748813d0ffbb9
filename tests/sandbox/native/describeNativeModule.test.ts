// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serveNativeWidget } from '../../../core/sandbox/native/serveNativeWidget';
import { type FrameMessage, parseFrameMessage } from '../../../core/services/sandbox/widgetBridgeProtocol';
import { buildTestBundle } from './buildTestBundle';

/** A bundle of two widgets whose definitions hold every kind of plain data, a function and a component. */
const DESCRIBED = `
import { definePlugin, defineWidget } from '@tessera/sdk';
import manifest from './manifest.json';

const Card = () => <span>card</span>;
export default definePlugin({
  manifest,
  activate(ctx) {
    ctx.widgets.register(defineWidget({
      id: manifest.id + '.card', name: 'Card', description: 'A card', kind: 'latest', sizeX: 5, sizeY: 3,
      defaultSettings: { low: 10, high: 30 },
      settingsSchema: { type: 'object', properties: { low: { type: 'number', title: 'Low below' }, high: { type: 'number', title: 'High above' } } },
      dataKeySettingsSchema: { type: 'object', properties: { hidden: { type: 'boolean' } } },
      defaultDataKeys: [{ name: 'temperature', type: 'timeseries', label: 'T' }],
      actionSources: { elementClick: 'On click' },
      format: (v: number) => String(v),
      component: Card,
    } as any));
    ctx.widgets.register(defineWidget({ id: manifest.id + '.clock', name: 'Clock', kind: 'static', sizeX: 99, sizeY: 2, defaultSettings: {}, component: Card }));
    ctx.routes.register({ id: 'r', path: '/r', component: Card });
  },
  deactivate() { (globalThis as any).describedDeactivated = true; },
});`;

let described: string;
let urls = 0;
beforeAll(async () => {
  described = await buildTestBundle('acme.described', DESCRIBED, [{ id: 'acme.described.card', name: 'Card', kind: 'latest' }]);
});

const ports: MessagePort[] = [];
afterEach(() => {
  ports.splice(0).forEach((p) => p.close());
  document.body.replaceChildren();
});

/** The host's end of a frame served by the real frame runtime: what the frame sends, parsed as the host parses it. */
function frame() {
  const channel = new MessageChannel();
  ports.push(channel.port1, channel.port2);
  serveNativeWidget(channel.port2, document.body);
  const received: FrameMessage[] = [];
  let raw: unknown[] = [];
  channel.port1.onmessage = (event) => {
    raw.push(event.data);
    const parsed = parseFrameMessage(event.data);
    if (parsed) received.push(parsed);
  };
  const describeBundle = (code: string) => channel.port1.postMessage({
    v: 1, type: 'describeNative', module: { url: `http://localhost/api/widgetUiBundle/t1/acme/index-${String(urls++).padStart(20, '0')}.js`, code, language: 'de_DE' },
  });
  const answer = async () => {
    for (let i = 0; i < 200 && !received.some((m) => m.type === 'describedNative' || m.type === 'error'); i++) await new Promise((r) => setTimeout(r, 10));
    return received.find((m) => m.type === 'describedNative' || m.type === 'error');
  };
  return { describeBundle, answer, received, raw: () => raw, reset: () => { raw = []; } };
}

describe('describing a native bundle in the sandbox frame', () => {
  it('answers describeNative with the plain data of every widget the plugin registered, and renders none', async () => {
    const { describeBundle, answer } = frame();
    describeBundle(described);
    const message = await answer();
    expect(message?.type).toBe('describedNative');
    const widgets = (message as Extract<FrameMessage, { type: 'describedNative' }>).widgets;
    expect(widgets).toEqual([
      {
        id: 'acme.described.card', name: 'Card', description: 'A card', kind: 'latest', sizeX: 5, sizeY: 3,
        defaultSettings: { low: 10, high: 30 },
        settingsSchema: { type: 'object', properties: { low: { type: 'number', title: 'Low below' }, high: { type: 'number', title: 'High above' } } },
        dataKeySettingsSchema: { type: 'object', properties: { hidden: { type: 'boolean' } } },
        defaultDataKeys: [{ name: 'temperature', type: 'timeseries', label: 'T' }],
        actionSources: { elementClick: 'On click' },
      },
      // A size the grid cannot take is left out (the host then uses its default).
      { id: 'acme.described.clock', name: 'Clock', kind: 'static', sizeY: 2, defaultSettings: {} },
    ]);
    expect(document.body.textContent).not.toContain('card');
    await new Promise((r) => setTimeout(r, 0));
    expect((globalThis as { describedDeactivated?: boolean }).describedDeactivated).toBe(true);
  });

  it('sends only JSON: the component and other functions of a definition never cross', async () => {
    const { describeBundle, answer, raw } = frame();
    describeBundle(described);
    await answer();
    const sent = raw().find((m) => (m as { type?: string }).type === 'describedNative') as { widgets: Record<string, unknown>[] };
    expect(sent.widgets[0]).not.toHaveProperty('component');
    expect(sent.widgets[0]).not.toHaveProperty('format');
    expect(JSON.parse(JSON.stringify(sent))).toEqual(sent);
  });

  it('answers with an error naming what failed when the module imports what the sandbox does not offer, or its plugin throws', async () => {
    const ui = await buildTestBundle('acme.ui-described', `
      import { ErrorTile } from '@tessera/ui';
      import { definePlugin } from '@tessera/sdk';
      import manifest from './manifest.json';
      export default definePlugin({ manifest, activate() { return void ErrorTile; } });`);
    const first = frame();
    first.describeBundle(ui);
    expect(await first.answer()).toMatchObject({ type: 'error', message: expect.stringContaining("The widget needs the module '@tessera/ui'") });

    const throwing = await buildTestBundle('acme.throws', `
      import { definePlugin } from '@tessera/sdk';
      import manifest from './manifest.json';
      export default definePlugin({ manifest, activate() { throw new Error('no widgets today'); } });`);
    const second = frame();
    second.describeBundle(throwing);
    expect(await second.answer()).toMatchObject({ type: 'error', message: expect.stringContaining("Plugin 'acme.throws' failed to activate: no widgets today") });
  });

  it('drops a describeNative without module text', async () => {
    const channel = new MessageChannel();
    ports.push(channel.port1, channel.port2);
    serveNativeWidget(channel.port2, document.body);
    const received: unknown[] = [];
    channel.port1.onmessage = (e) => received.push(e.data);
    channel.port1.postMessage({ v: 1, type: 'describeNative', module: { url: 'http://localhost/x.js' } });
    channel.port1.postMessage({ v: 1, type: 'ping', seq: 3 });
    await new Promise((r) => setTimeout(r, 50));
    expect(received).toEqual([{ v: 1, type: 'pong', seq: 3 }]);
  });
});
