/*
 * The widget sandbox page (widget-sandbox.html): one ThingsBoard-format widget type in an
 * opaque-origin iframe (`sandbox="allow-scripts"`) whose CSP allows eval and inline styles and
 * nothing that fetches. It talks only to its parent, the console, on the MessagePort the parent
 * hands over once (core/services/sandbox/widgetBridgeProtocol.ts).
 */
import { isWidgetSandboxConnect, parseHostMessage } from '../services/sandbox/widgetBridgeProtocol';
import { disableWebRtc } from './disableWebRtc';
import { WidgetController } from './widget/WidgetController';

// Before any widget code can exist in this realm (see disableWebRtc.ts).
const unsealed = disableWebRtc(window);
if (unsealed.length > 0) throw new Error(`The widget sandbox cannot remove ${unsealed.join(', ')}; it stays closed`);

let controller: WidgetController | null = null;
let pendingError: unknown = null;

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
  port.onmessage = (message: MessageEvent) => {
    const data = parseHostMessage(message.data);
    if (!data) return;
    switch (data.type) {
      case 'init':
        if (controller) return;
        controller = new WidgetController(document.body, data.source, data.state, data.series, data.data, send);
        if (pendingError !== null) controller.report(pendingError);
        break;
      case 'update':
        controller?.update(data.patch);
        break;
      case 'result':
        controller?.settle(data.id, data.ok, data.ok ? data.value : undefined, data.ok ? undefined : data.error);
        break;
      case 'destroy':
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
