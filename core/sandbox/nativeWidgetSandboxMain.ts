/*
 * The native widget sandbox page (widget-sandbox.html?native=1, issue 16): one widget of a native
 * bundle installed by a tenant, in the same opaque-origin frame, under the same CSP and bridge as
 * a ThingsBoard-format widget type (widgetSandboxMain.ts): it fetches nothing, holds no token,
 * answers the host's pings and says `busy`/`idle` around the widget's renders. The host sends
 * the bundle's module as text (`initNative`); the frame runs it with its own React, MobX and
 * `@tessera/sdk` (core/sandbox/native/).
 */
import { isWidgetSandboxConnect } from '../services/sandbox/widgetBridgeProtocol';
import { disableWebRtc } from './disableWebRtc';
import { FRAME_MODULES_GLOBAL } from './native/frameGlobals';
import { FRAME_MODULES, frameNamespace } from './native/frameModules';
import { type NativeWidgetPort, serveNativeWidget } from './native/serveNativeWidget';

// Before any widget code can exist in this realm (see disableWebRtc.ts).
const unsealed = disableWebRtc(window);
if (unsealed.length > 0) throw new Error(`The widget sandbox cannot remove ${unsealed.join(', ')}; it stays closed`);

// The frame's React and React DOM, for the React Spectrum script when a bundle needs it (esbuild.sandbox.mjs).
(window as unknown as Record<string, unknown>)[FRAME_MODULES_GLOBAL] = Object.fromEntries(
  Object.entries(FRAME_MODULES).map(([name, ns]) => [name, frameNamespace(ns)]),
);

let served: NativeWidgetPort | null = null;

function connect(event: MessageEvent): void {
  if (event.source !== window.parent || !isWidgetSandboxConnect(event.data) || event.ports.length !== 1) return;
  // One channel per page, taken before any widget code runs.
  window.removeEventListener('message', connect);
  served = serveNativeWidget(event.ports[0], document.body);
}

// Errors thrown later by the widget's own timers, handlers and promises go to its error tile
// (none can come earlier: no widget code runs before `initNative`).
const report = (error: unknown) => served?.runtime?.report(error);
window.addEventListener('error', (event) => report(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => report(event.reason));

window.addEventListener('message', connect);
// An opaque-origin document cannot name its parent's origin; the signal carries nothing.
window.parent.postMessage({ widgetSandbox: 1, ready: true }, '*');
