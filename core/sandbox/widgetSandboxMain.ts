/*
 * The widget sandbox page (widget-sandbox.html): one ThingsBoard-format widget type in an
 * opaque-origin iframe (`sandbox="allow-scripts"`) whose CSP allows eval and inline styles, and
 * fetches nothing but the type's own resource files named in it (sandboxPolicy.ts). It talks only
 * to its parent, the console, on the MessagePort the parent hands over once
 * (core/services/sandbox/widgetBridgeProtocol.ts); it answers the host's pings (the heartbeat),
 * loads the type's resources in order before the controller, and describes a controller
 * (actionSources, typeParameters, schemas) when asked to instead of running it.
 */
import { type BridgeStatePatch, type HostMessage, isWidgetSandboxConnect, parseHostMessage } from '../services/sandbox/widgetBridgeProtocol';
import { disableWebRtc } from './disableWebRtc';
import { describeController } from './widget/describeController';
import { loadResources } from './widget/loadResources';
import { describeError, WidgetController } from './widget/WidgetController';
import { installThemeStyles } from './widget/widgetTheme';

// Before any widget code can exist in this realm (see disableWebRtc.ts).
const unsealed = disableWebRtc(window);
if (unsealed.length > 0) throw new Error(`The widget sandbox cannot remove ${unsealed.join(', ')}; it stays closed`);

let controller: WidgetController | null = null;
let pendingError: unknown = null;
/** Set by init: updates that come while the type's resources load wait for the controller. */
let starting = false;
let queued: BridgeStatePatch[] = [];
let destroyed = false;

function connect(event: MessageEvent): void {
  if (event.source !== window.parent || !isWidgetSandboxConnect(event.data) || event.ports.length !== 1) return;
  // One channel per page, taken before any widget code runs.
  window.removeEventListener('message', connect);
  const port = event.ports[0];
  const post = port.postMessage.bind(port);
  const send = (message: unknown) => {
    try {
      post(message);
    } catch (error) {
      // A value that cannot be cloned (a function passed as RPC params): the widget hears of it.
      controller?.report(error);
    }
  };
  const start = async (data: Extract<HostMessage, { type: 'init' }>) => {
    installThemeStyles(document);
    try {
      await loadResources(document, data.resources ?? []);
    } catch (error) {
      send({ v: 1, type: 'error', message: describeError(error) });
      return;
    }
    if (destroyed) return;
    controller = new WidgetController(document.body, data.source, data.state, data.series, data.data, send);
    if (pendingError !== null) controller.report(pendingError);
    for (const patch of queued) controller.update(patch);
    queued = [];
  };
  port.onmessage = (message: MessageEvent) => {
    const data = parseHostMessage(message.data);
    if (!data) return;
    switch (data.type) {
      case 'ping':
        // The heartbeat: a controller stuck in a loop never lets this run, and the host notices.
        send({ v: 1, type: 'pong', seq: data.seq });
        break;
      case 'describe':
        try {
          send({ v: 1, type: 'described', description: describeController(data.controllerScript) });
        } catch (error) {
          send({ v: 1, type: 'error', message: describeError(error) });
        }
        break;
      case 'init':
        if (starting) return;
        starting = true;
        void start(data);
        break;
      case 'update':
        if (controller) controller.update(data.patch);
        else if (starting) queued.push(data.patch);
        break;
      case 'result':
        controller?.settle(data.id, data.ok, data.ok ? data.value : undefined, data.ok ? undefined : data.error);
        break;
      case 'destroy':
        destroyed = true;
        controller?.destroy();
        break;
      default:
        break;
    }
  };
}

// Errors thrown later by the widget's own timers, handlers and promises.
window.addEventListener('error', (event) => {
  const error: unknown = event.error ?? event.message;
  if (controller) controller.report(error);
  else pendingError = error;
});
window.addEventListener('unhandledrejection', (event) => {
  if (controller) controller.report(event.reason);
  else pendingError = event.reason;
});

window.addEventListener('message', connect);
// An opaque-origin document cannot name its parent's origin; the signal carries nothing.
window.parent.postMessage({ widgetSandbox: 1, ready: true }, '*');
