import { transformMsg, type TbMsg } from '../../msg/TbMsg';
import type { RuleNodeContext } from '../../node/RuleNodeDefinition';

/**
 * Fails `msg` the way the EXTERNAL nodes do (catalogue §4): the error text goes into
 * metadata `error` (tellFailure puts it there), and `extra` metadata the remote side
 * answered with (status, error_body, ...) rides along so a Failure branch can read it.
 */
export function tellExternalFailure(ctx: RuleNodeContext, msg: TbMsg, error: unknown, extra: Record<string, string> = {}): void {
  const failed = Object.keys(extra).length > 0 ? transformMsg(msg, { metadata: { ...msg.metadata, ...extra } }) : msg;
  ctx.tellFailure(failed, error);
}

/** The message with `extra` metadata added (same id). */
export function withMetadata(msg: TbMsg, extra: Record<string, string>): TbMsg {
  return transformMsg(msg, { metadata: { ...msg.metadata, ...extra } });
}

/** Races `work` against a timer; the timer is cleared either way. */
export async function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  if (!(ms > 0)) return work;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
