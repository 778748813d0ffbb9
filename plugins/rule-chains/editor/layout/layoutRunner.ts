import { type LayoutInput, type LayoutPositions, layoutPositions } from '../model/autoLayout';

/** Where esbuild.config.mjs writes the layout worker, relative to the console's base URL. */
export const LAYOUT_WORKER_PATH = 'assets/workers/rule-chain-layout.js';

/** One layout in progress. `promise` rejects with {@link LayoutCancelled} after `cancel()`. */
export interface LayoutJob {
  promise: Promise<LayoutPositions>;
  cancel(): void;
}

/** Starts laying out a graph. */
export type LayoutRunner = (input: LayoutInput) => LayoutJob;

export class LayoutCancelled extends Error {
  constructor() {
    super('The layout was cancelled');
    this.name = 'LayoutCancelled';
  }
}

/**
 * Lays out on the calling thread, after yielding once so that the progress shows first.
 * For tests and browsers without workers; the editor uses {@link workerLayoutRunner}.
 */
export function inlineLayoutRunner(): LayoutRunner {
  return (input) => {
    let cancelled = false;
    const promise = new Promise<LayoutPositions>((resolve, reject) => {
      setTimeout(() => {
        if (cancelled) return reject(new LayoutCancelled());
        try {
          resolve(layoutPositions(input));
        } catch (error) {
          reject(error);
        }
      }, 0);
    });
    return { promise, cancel: () => void (cancelled = true) };
  };
}

/**
 * Lays out in a Web Worker (one per layout, ended when it answers or is cancelled), so the
 * page stays responsive while dagre works through a large chain. A worker file that cannot
 * start falls back to the calling thread rather than leaving the chain unlaid.
 */
export function workerLayoutRunner(url: string, fallback: LayoutRunner = inlineLayoutRunner()): LayoutRunner {
  if (typeof Worker === 'undefined') return fallback;
  return (input) => {
    let worker: Worker | null = new Worker(url, { name: 'rule-chain-layout' });
    let settle: { reject(error: unknown): void } | null = null;
    let inner: LayoutJob | null = null;
    const stop = () => {
      worker?.terminate();
      worker = null;
    };
    const promise = new Promise<LayoutPositions>((resolve, reject) => {
      settle = { reject };
      worker!.onmessage = (event: MessageEvent<{ positions?: [string, { x: number; y: number }][]; error?: string }>) => {
        stop();
        if (event.data.error !== undefined) reject(new Error(event.data.error));
        else resolve(new Map(event.data.positions));
      };
      worker!.onerror = (event) => {
        event.preventDefault();
        stop();
        console.warn(`The layout worker ${url} did not run (${event.message || 'failed to load'}); laying out on the page`);
        inner = fallback(input);
        inner.promise.then(resolve, reject);
      };
      worker!.postMessage({ id: 1, input });
    });
    return {
      promise,
      cancel: () => {
        stop();
        inner?.cancel();
        settle?.reject(new LayoutCancelled());
      },
    };
  };
}
