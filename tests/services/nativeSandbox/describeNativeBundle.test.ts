// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { serveNativeWidget } from '../../../core/sandbox/native/serveNativeWidget';
import {
  clearNativeDescriptions, describeNativeBundle, describeNativeBundleOnce,
} from '../../../core/services/nativeSandbox/describeNativeBundle';
import { clearNativeModuleTexts } from '../../../core/services/nativeSandbox/nativeModuleText';
import { WIDGET_SANDBOX_REQUIRED_CSP } from '../../../core/services/sandbox/sandboxPolicy';
import type { HostMessage } from '../../../core/services/sandbox/widgetBridgeProtocol';
import { FrameDescribeError } from '../../../core/services/widgetTypes/describeInFrame';
import { buildTestBundle, PROBE_WIDGET } from '../../sandbox/native/buildTestBundle';

let probe: string;
let throwing: string;
let bundleNo = 0;
beforeAll(async () => {
  probe = await buildTestBundle('acme.host', PROBE_WIDGET);
  throwing = await buildTestBundle('acme.throws', `
    import { definePlugin } from '@tessera/sdk';
    import manifest from './manifest.json';
    export default definePlugin({ manifest, activate() { throw new Error('no widgets today'); } });`);
});

afterEach(() => {
  clearNativeDescriptions();
  clearNativeModuleTexts();
  document.body.replaceChildren();
});

/** Frames the host made in this test, each played by the real frame runtime once it is there (jsdom loads no page). */
function playFrames() {
  const received: HostMessage[] = [];
  const frames: HTMLIFrameElement[] = [];
  const observer = new MutationObserver(() => {
    for (const frame of document.body.querySelectorAll('iframe')) {
      if (frames.includes(frame)) continue;
      frames.push(frame);
      vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(((_m: unknown, _o: string, transfer?: Transferable[]) => {
        const port = transfer![0] as MessagePort;
        const root = document.createElement('div');
        document.head.appendChild(root);
        serveNativeWidget(port, root);
        const serve = port.onmessage!;
        port.onmessage = (event) => { received.push(event.data as HostMessage); serve.call(port, event); };
      }) as never);
      window.dispatchEvent(new MessageEvent('message', { data: { widgetSandbox: 1, ready: true }, origin: 'null', source: frame.contentWindow }));
    }
  });
  observer.observe(document.body, { childList: true });
  return { received, frames, stop: () => observer.disconnect() };
}

const ref = (code = 'x') => ({ url: `api/widgetUiBundle/t1/acme.host/index-${String(bundleNo++).padStart(20, '0')}.js`, codeHash: `hash-${code}-${bundleNo}` });

describe('describeNativeBundle', () => {
  it("reads the module with the user's rights and has a hidden native sandbox frame describe its widgets; the frame goes once it answered", async () => {
    const played = playFrames();
    const bundle = ref();
    const get = vi.fn(async () => probe);
    const widgets = await describeNativeBundleOnce(document, bundle, { get } as never, 'de_DE');
    played.stop();
    expect(widgets).toEqual([{ id: 'acme.host.probe', name: 'Probe', kind: 'static', sizeX: 4, sizeY: 3, defaultSettings: { color: 'red', explode: false } }]);
    expect(get).toHaveBeenCalledWith(`/${bundle.url}`, expect.objectContaining({ responseType: 'text' }));
    const [frame] = played.frames;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('csp')).toBe(WIDGET_SANDBOX_REQUIRED_CSP);
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(new URL(frame.src).searchParams.get('native')).toBe('1');
    expect(frame.isConnected).toBe(false);
    expect(played.received).toEqual([{
      v: 1, type: 'describeNative', module: { url: new URL(`/${bundle.url}`, document.baseURI).href, code: probe, language: 'de_DE' },
    }]);
    expect(JSON.stringify(played.received)).not.toMatch(/token|Bearer/i);
  });

  it('describes a code hash once: the next widget definitions of that build come from the first answer', async () => {
    const played = playFrames();
    const bundle = ref();
    const get = vi.fn(async () => probe);
    const first = await describeNativeBundleOnce(document, bundle, { get } as never);
    const again = await describeNativeBundleOnce(document, bundle, { get } as never);
    played.stop();
    expect(again).toBe(first);
    expect(played.frames).toHaveLength(1);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("rejects with the bundle's own error when its code fails in the frame, and keeps that answer for the code hash", async () => {
    const played = playFrames();
    const bundle = ref('throws');
    const get = vi.fn(async () => throwing);
    const described = describeNativeBundleOnce(document, bundle, { get } as never);
    await expect(described).rejects.toBeInstanceOf(FrameDescribeError);
    await expect(described).rejects.toThrow("Plugin 'acme.throws' failed to activate: no widgets today");
    await expect(describeNativeBundleOnce(document, bundle, { get } as never)).rejects.toBeInstanceOf(FrameDescribeError);
    played.stop();
    expect(played.frames).toHaveLength(1);
  });

  it('forgets a failed read of the module, so the next load tries again', async () => {
    const played = playFrames();
    const bundle = ref();
    const get = vi.fn().mockRejectedValueOnce(new Error('503 Service Unavailable')).mockResolvedValue(probe);
    await expect(describeNativeBundleOnce(document, bundle, { get } as never)).rejects.toThrow('503');
    expect(played.frames).toHaveLength(0);
    await expect(describeNativeBundleOnce(document, bundle, { get } as never)).resolves.toHaveLength(1);
    played.stop();
  });

  it('gives up on a frame that does not answer in time and removes it', async () => {
    const described = describeNativeBundle(document, 'api/widgetUiBundle/t1/a/index-x.js', probe, 'en', 30);
    const frame = document.body.querySelector('iframe');
    expect(frame).not.toBeNull();
    await expect(described).rejects.toThrow('The widget bundle did not describe its widgets in time');
    await expect(described).rejects.not.toBeInstanceOf(FrameDescribeError);
    await waitFor(() => expect(frame!.isConnected).toBe(false));
  });
});
