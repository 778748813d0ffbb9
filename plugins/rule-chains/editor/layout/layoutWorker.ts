/// <reference lib="webworker" />
import { type LayoutInput, layoutPositions } from '../model/autoLayout';

/**
 * The layout worker (built by esbuild.config.mjs into assets/workers/rule-chain-layout.js, a
 * same-origin classic script as the page's CSP requires): lays out one graph per message,
 * off the main thread, and answers with the positions or the error.
 */
self.onmessage = (event: MessageEvent<{ id: number; input: LayoutInput }>) => {
  const { id, input } = event.data;
  try {
    const positions = [...layoutPositions(input)];
    (self as unknown as DedicatedWorkerGlobalScope).postMessage({ id, positions });
  } catch (error) {
    (self as unknown as DedicatedWorkerGlobalScope).postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
