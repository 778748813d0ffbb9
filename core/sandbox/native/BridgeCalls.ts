import type { BridgeCall, FrameMessage } from '../../services/sandbox/widgetBridgeProtocol';

/** The frame's calls to the host (RPC, actions) awaiting their `result`, by id. */
export class BridgeCalls {
  private nextId = 1;
  private closed = false;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

  constructor(private readonly send: (message: FrameMessage) => void) {}

  call(request: BridgeCall): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('The widget was removed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.send({ v: 1, type: 'call', id, ...request } as FrameMessage);
    });
  }

  /** The host's answer to call `id`. */
  settle(id: number, ok: boolean, value: unknown, error?: string): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    if (ok) pending.resolve(value);
    else pending.reject(new Error(error));
  }

  close(): void {
    this.closed = true;
    for (const pending of this.pending.values()) pending.reject(new Error('The widget was removed'));
    this.pending.clear();
  }
}
