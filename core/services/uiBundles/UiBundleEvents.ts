import { type Disposable, toDisposable } from '../../sdk/Disposable';

/** What the server sends (server/uiBundles/UiBundleChanges.ts): a bundle installed, replaced or removed. */
export interface UiBundleChangeEvent {
  type: 'installed' | 'removed';
  tenantId: string;
  id: string;
  bundle?: { codeHash: string; version: string };
}

/** The part of the browser's EventSource used here (tests pass another implementation). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface UiBundleEventsDeps {
  /** `api/widgetUiBundles/events`, resolved against `baseUrl`. */
  url: string;
  baseUrl: string;
  /** The current access token (refreshed when expired), or null when signed out. */
  token: () => Promise<string | null>;
  open: EventSourceFactory;
  /** Called on every change and after every (re)connect, when changes may have been missed. */
  onChange: (change: UiBundleChangeEvent | null) => void;
  /** Delay before reconnecting a stream the server ended (an expired token); 2 s by default. */
  retryMs?: number;
}

const CLOSED = 2;

/**
 * Listens to the server's bundle change stream (`GET .../events?token=`, server-sent events:
 * an EventSource cannot send headers). The browser reconnects a dropped stream by itself; a
 * stream the server refused or ended (the token expired) is opened again with a fresh token.
 */
export function listenToBundleChanges(deps: UiBundleEventsDeps): Disposable {
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const connect = async () => {
    const token = await deps.token().catch(() => null);
    if (stopped || !token) return;
    const url = new URL(deps.url, deps.baseUrl);
    url.searchParams.set('token', token);
    const current = deps.open(url.href);
    source = current;
    current.addEventListener('open', () => deps.onChange(null));
    current.addEventListener('bundle', (event) => {
      try {
        deps.onChange(JSON.parse(String(event.data)) as UiBundleChangeEvent);
      } catch {
        // not a change this console understands
      }
    });
    current.addEventListener('error', () => {
      if (stopped || current !== source || current.readyState !== CLOSED) return;
      current.close();
      clearTimeout(timer);
      timer = setTimeout(() => void connect(), deps.retryMs ?? 2000);
    });
  };

  void connect();
  return toDisposable(() => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = null;
  });
}
