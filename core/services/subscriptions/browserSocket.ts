import { type SocketLike } from './SubscriptionStore';

/** Contract §8: the telemetry socket lives on the console's own origin. */
export const TELEMETRY_WS_PATH = '/api/ws/plugins/telemetry';

/** The socket URL for a page location and token (`wss` under https). */
export function telemetrySocketUrl(location: { protocol: string; host: string }, token: string): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${TELEMETRY_WS_PATH}?token=${encodeURIComponent(token)}`;
}

/** Opens the browser's WebSocket on the page's origin. */
export function connectBrowserSocket(token: string): SocketLike {
  return new WebSocket(telemetrySocketUrl(globalThis.location, token)) as unknown as SocketLike;
}
