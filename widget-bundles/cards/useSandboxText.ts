import { useEffect, useRef, useState } from 'react';
import { scriptSandboxServiceRef, type WidgetContext } from '@tessera/sdk';
import { LatestOnlyRunner } from './LatestOnlyRunner';

/** The text a user-written function returns, or why it failed. */
export interface SandboxText {
  text?: string;
  error?: string;
}

/** Raised when the console has no script sandbox: the function cannot run anywhere else. */
export const NO_SANDBOX = 'no-sandbox';

/**
 * Runs `body` (a function body of `data`) in the script sandbox, never in the host page, again
 * whenever `data` changes; one run at a time, the newest data next. No body, no run.
 */
export function useSandboxText(ctx: WidgetContext, body: string | undefined, data: unknown): SandboxText {
  const [state, setState] = useState<SandboxText>({});
  const runner = useRef<LatestOnlyRunner<unknown, unknown> | null>(null);
  useEffect(() => {
    if (!body) return undefined;
    const sandbox = ctx.services.getOptional(scriptSandboxServiceRef);
    if (!sandbox) {
      setState({ error: NO_SANDBOX });
      return undefined;
    }
    const next = new LatestOnlyRunner(
      (arg: unknown) => sandbox.run(body, ['data'], [arg]),
      (result) => setState('value' in result
        ? { text: result.value === undefined || result.value === null ? '' : String(result.value) }
        : { error: result.error instanceof Error ? result.error.message : String(result.error) }),
    );
    runner.current = next;
    return () => {
      next.dispose();
      runner.current = null;
    };
  }, [ctx, body]);
  useEffect(() => {
    if (body) runner.current?.request(data);
  }, [ctx, body, data]);
  return body ? state : {};
}
