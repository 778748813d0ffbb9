/*
 * The script sandbox page (sandbox.html): an opaque-origin iframe (`sandbox="allow-scripts"`)
 * whose CSP alone allows eval. It answers only its parent, the console, and only on the
 * MessagePort the parent hands over once (see sandboxMessages.ts).
 */
import { isSandboxConnect, isSandboxRequest } from '../services/sandbox/sandboxMessages';
import { createScriptRunner } from './createScriptRunner';
import { disableWebRtc } from './disableWebRtc';

// First, before any user code can exist in this realm. A browser that keeps one of them gets no
// sandbox at all: without the ready signal the console's calls time out.
const unsealed = disableWebRtc(window);
if (unsealed.length > 0) throw new Error(`The script sandbox cannot remove ${unsealed.join(', ')}; it stays closed`);

const run = createScriptRunner();

function connect(event: MessageEvent): void {
  if (event.source !== window.parent || !isSandboxConnect(event.data) || event.ports.length !== 1) return;
  // One channel per page: the listener is gone before the first request, so before any user code.
  window.removeEventListener('message', connect);
  const port = event.ports[0];
  // Bound now, so user code that patches MessagePort.prototype later cannot see the replies' port.
  const reply = port.postMessage.bind(port);
  port.onmessage = (message: MessageEvent) => {
    if (isSandboxRequest(message.data)) reply(run(message.data));
  };
}

window.addEventListener('message', connect);
// The parent's origin is unknown to an opaque-origin document; the signal carries nothing.
window.parent.postMessage({ ready: true }, '*');
