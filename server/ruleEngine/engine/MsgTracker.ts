import type { TbMsg } from '../msg/TbMsg';

/*
 * Tracks one message tree through the engine: every delivery to a node adds one, every
 * finished `onMsg` removes one, and when none are left the message is processed. This is
 * what a device's QoS 1 PUBACK waits for (the Save nodes' commits are deliveries of the
 * tree). Copies made by `transformMsg` keep their tree: the tracker rides on the message
 * under a symbol that object spread copies.
 */

export interface MsgOutcome {
  /** A branch ended on an unconnected Failure (or the chain could not run the message). */
  failed: boolean;
  /** The first failure's text. */
  error?: string;
}

export class MsgTracker {
  private pending = 0;
  private error: string | undefined;
  private finished = false;

  constructor(private readonly onDone?: (outcome: MsgOutcome) => void) {}

  get done(): boolean {
    return this.finished;
  }

  /** One more delivery is on its way. */
  add(): void {
    this.pending++;
  }

  /** A delivery finished; the last one settles the tree. */
  finish(): void {
    if (this.finished) return;
    this.pending--;
    if (this.pending <= 0) {
      this.finished = true;
      this.onDone?.(this.error === undefined ? { failed: false } : { failed: true, error: this.error });
    }
  }

  /** Records a failure that no Failure connection took. */
  fail(error: string): void {
    this.error ??= error;
  }
}

const TRACKER = Symbol('tessera.msgTracker');
const STACK = Symbol('tessera.chainStack');

/** Where a rule chain node called into another chain: returning output goes on from here. */
export interface ChainReturn {
  ruleChainId: string;
  /** The calling rule chain node (by id: the caller's chain may have been saved meanwhile). */
  nodeId: string;
}

type Internals = { [TRACKER]?: MsgTracker; [STACK]?: readonly ChainReturn[] };

export function trackerOf(msg: TbMsg): MsgTracker | undefined {
  const tracker = (msg as Internals)[TRACKER];
  return tracker && !tracker.done ? tracker : undefined;
}

export function withTracker(msg: TbMsg, tracker: MsgTracker): TbMsg {
  return { ...msg, [TRACKER]: tracker } as TbMsg;
}

export function stackOf(msg: TbMsg): readonly ChainReturn[] {
  return (msg as Internals)[STACK] ?? [];
}

export function withStack(msg: TbMsg, stack: readonly ChainReturn[]): TbMsg {
  return { ...msg, [STACK]: stack } as TbMsg;
}
