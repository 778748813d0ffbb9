import {
  type HostMessage, isWidgetSandboxReady, parseFrameMessage, type WidgetTypeDescription,
} from '../sandbox/widgetBridgeProtocol';
import { stallWatch, type WatchedBridge } from './stallWatch';
import { createWidgetFrame } from './widgetFrame';

/** How long a controller may take to describe itself (a loop in its body never does). */
export const DESCRIBE_TIMEOUT_MS = 4000;

/** True when a controller script may define descriptor functions (cheap test before opening a frame). */
export function mayDescribe(controllerScript: string | undefined): boolean {
  return /\b(actionSources|typeParameters|getSettingsSchema|getDataKeySettingsSchema)\b/.test(controllerScript ?? '');
}

/**
 * Evaluates a controller's descriptor functions (`actionSources`, `typeParameters`,
 * `getSettingsSchema`, `getDataKeySettingsSchema`) in a widget sandbox frame of its own, never
 * in the console, and resolves with the plain JSON they return. The frame is removed when it
 * has answered, failed (the promise rejects with the controller's error) or timed out.
 */
export function describeWidgetType(document: Document, controllerScript: string, timeoutMs = DESCRIBE_TIMEOUT_MS): Promise<WidgetTypeDescription> {
  return new Promise((resolve, reject) => {
    const frame = createWidgetFrame(document, 'Widget type description');
    frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
    frame.setAttribute('aria-hidden', 'true');
    const view = document.defaultView;
    let port: MessagePort | null = null;
    // A script that loops freezes every widget frame of the process it shares with them: the watch
    // then finds this frame busy (it runs nothing but the script) and stops it with the rest.
    const watched: WatchedBridge = {
      busy: true,
      stalled: () => true,
      stop: () => finish(() => reject(new Error('The widget type stopped responding while it described itself'))),
      restart: () => watched.stop(),
    };
    const finish = (settle: () => void) => {
      stallWatch.unregister(watched);
      clearTimeout(timer);
      view?.removeEventListener('message', onReady);
      port?.close();
      frame.remove();
      settle();
    };
    const timer = setTimeout(() => finish(() => reject(new Error('The widget type did not describe itself in time'))), timeoutMs);
    const onReady = (event: MessageEvent) => {
      if (port || event.source !== frame.contentWindow || event.origin !== 'null' || !isWidgetSandboxReady(event.data)) return;
      const channel = new MessageChannel();
      port = channel.port1;
      port.onmessage = (message: MessageEvent) => {
        const parsed = parseFrameMessage(message.data);
        if (parsed?.type === 'described') finish(() => resolve(parsed.description));
        else if (parsed?.type === 'error') finish(() => reject(new Error(parsed.message)));
      };
      frame.contentWindow!.postMessage({ widgetSandbox: 1, connect: true }, '*', [channel.port2]);
      port.postMessage({ v: 1, type: 'describe', controllerScript } satisfies HostMessage);
    };
    view?.addEventListener('message', onReady);
    stallWatch.register(watched);
    document.body.appendChild(frame);
  });
}

const cache = new Map<string, Promise<WidgetTypeDescription | null>>();

/** {@link describeWidgetType} once per distinct script in this page; null when it failed. */
export function describeOnce(document: Document, controllerScript: string): Promise<WidgetTypeDescription | null> {
  let described = cache.get(controllerScript);
  if (!described) {
    described = describeWidgetType(document, controllerScript).catch(() => null);
    cache.set(controllerScript, described);
  }
  return described;
}
