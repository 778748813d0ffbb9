import type { RunningServer } from '../../../server/main';
import { api, type ApiResponse } from '../helpers';
import { saved } from '../entityHelpers';
import type { Tokens } from '../tenancyHelpers';
import { WsClient, type WsMessage } from '../wsClient';

/*
 * What a message-table probe gets and gives: the world it runs in (a server, the demo
 * accounts, a fresh tenant of its own) and the reply it produced, in one of the three
 * shapes the server answers errors in (contract §1.5 JSON, plain text, WebSocket frame).
 */

export interface ProbeWorld {
  server: RunningServer;
  base: string;
  tokens: Tokens;
  /** A tenant of the probes' own, so names and limits never clash with other suites. */
  admin: { tenantId: string; token: string; defaultProfileId: string };
  /** Another tenant's administrator and customer (for cross-tenant refusals). */
  stranger: { tenantId: string; token: string; customerId: string };
  device: { id: string; entityType: 'DEVICE' };
  /** A unique suffix for names a probe creates. */
  unique(): string;
}

export type Reply =
  | { kind: 'json'; status: number; errorCode: number; message: string }
  | { kind: 'text'; status: number; text: string }
  | { kind: 'ws'; errorCode: number; errorMsg: string; id: number };

export interface Probe {
  /** What the request is, for the test name. */
  what: string;
  run(world: ProbeWorld): Promise<Reply>;
  expected: Reply;
}

/** A probe whose reply is the contract's JSON error body. */
export function json(what: string, run: (w: ProbeWorld) => Promise<ApiResponse>, status: number, message: string, errorCode = status === 404 ? 32 : status === 403 ? 20 : 31): Probe {
  return {
    what,
    run: async (w) => {
      const res = await run(w);
      return { kind: 'json', status: res.status, errorCode: res.body?.errorCode, message: res.body?.message ?? res.text };
    },
    expected: { kind: 'json', status, errorCode, message },
  };
}

/** A probe whose reply is a plain-text body (RPC, telemetry: contract §1.5 exception). */
export function text(what: string, run: (w: ProbeWorld) => Promise<ApiResponse>, status: number, body: string): Probe {
  return {
    what,
    run: async (w) => {
      const res = await run(w);
      return { kind: 'text', status: res.status, text: res.text };
    },
    expected: { kind: 'text', status, text: body },
  };
}

/** A probe that sends one raw WebSocket frame and reads the error frame for `id`. */
export function ws(what: string, frame: (w: ProbeWorld) => unknown, id: number, errorCode: number, errorMsg: string): Probe {
  return {
    what,
    run: async (w) => {
      const client = await WsClient.open(w.server, w.admin.token);
      try {
        const payload = frame(w);
        client.socket.send(typeof payload === 'string' ? payload : JSON.stringify(payload));
        const reply: WsMessage = await client.next((m) => (m.subscriptionId ?? m.cmdId) === id && m.errorCode !== 0, `error frame ${id}`);
        return { kind: 'ws', errorCode: reply.errorCode, errorMsg: reply.errorMsg, id: reply.subscriptionId ?? reply.cmdId };
      } finally {
        client.close();
      }
    },
    expected: { kind: 'ws', errorCode, errorMsg, id },
  };
}

export const post = (w: ProbeWorld, path: string, body: unknown, token = w.admin.token) => api(w.base, path, { method: 'POST', token, body });
export const get = (w: ProbeWorld, path: string, token = w.admin.token) => api(w.base, path, { token });
export const del = (w: ProbeWorld, path: string, token = w.admin.token) => api(w.base, path, { method: 'DELETE', token });
export const create = <T = any>(w: ProbeWorld, path: string, body: unknown, token = w.admin.token) => saved<T>(w.base, path, token, body);
export const PROFILE_DATA = { configuration: { type: 'DEFAULT' } };
