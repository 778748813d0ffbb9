/*
 * The script sandbox page (sandbox.html): an opaque-origin iframe (`sandbox="allow-scripts"`)
 * whose CSP alone allows eval. It answers only its parent, the console.
 */
import { isSandboxRequest } from '../services/sandbox/sandboxMessages';
import { createScriptRunner } from './createScriptRunner';

const run = createScriptRunner();

window.addEventListener('message', (event: MessageEvent) => {
  if (event.source !== window.parent || !isSandboxRequest(event.data)) return;
  // The parent's origin is unknown to an opaque-origin document; replies carry no secrets.
  window.parent.postMessage(run(event.data), '*');
});

window.parent.postMessage({ ready: true }, '*');
