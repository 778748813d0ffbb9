import WebSocket from 'ws';
import type { RunningServer } from '../../server/main';

/* A real `ws` client for the telemetry WebSocket tests (contract §8). */

/** One JSON message from the server. */
export type WsMessage = Record<string, any>;

/** A client that records every message and lets a test wait for the next one matching. */
export class WsClient {
  private readonly inbox: WsMessage[] = [];
  private waiter: (() => void) | undefined;
  /** Every message ever received, in order. */
  readonly all: WsMessage[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as WsMessage;
      this.inbox.push(message);
      this.all.push(message);
      this.waiter?.();
    });
  }

  static open(server: RunningServer, token: string): Promise<WsClient> {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${token}`);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new WsClient(socket)));
      socket.once('error', reject);
    });
  }

  send(wrapper: unknown): void {
    this.socket.send(JSON.stringify(wrapper));
  }

  /** The next message (in arrival order) that satisfies `match`; earlier non-matching ones are dropped. */
  async next(match: (message: WsMessage) => boolean, what = 'message'): Promise<WsMessage> {
    const deadline = Date.now() + 5000;
    for (;;) {
      while (this.inbox.length > 0) {
        const message = this.inbox.shift()!;
        if (match(message)) return message;
      }
      if (Date.now() > deadline) throw new Error(`no ${what} arrived; got ${JSON.stringify(this.all.slice(-5))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  close(): void {
    this.socket.close();
  }
}
