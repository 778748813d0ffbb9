import type { SandboxReply, SandboxRequest } from '../services/sandbox/sandboxMessages';

/** Compiles a function body; injectable so tests need no eval policy of their own. */
export type Compile = (argNames: string[], body: string) => (...args: unknown[]) => unknown;

// The only `new Function` in the product: this module is bundled into the sandbox page alone.
const compileWithFunction: Compile = (argNames, body) => new Function(...argNames, body) as (...args: unknown[]) => unknown;

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/**
 * Answers sandbox requests: compiles each distinct body once (keyed by body and argument
 * names, as dashboards run the same data-key function every update), runs it, and turns
 * a throw or a result that cannot be structured-cloned into an error reply.
 */
export function createScriptRunner(
  compile: Compile = compileWithFunction,
  clone: (value: unknown) => unknown = structuredClone,
): (request: SandboxRequest) => SandboxReply {
  const compiled = new Map<string, (...args: unknown[]) => unknown>();
  return (request) => {
    const key = JSON.stringify([request.argNames, request.body]);
    try {
      let fn = compiled.get(key);
      if (!fn) {
        fn = compile(request.argNames, request.body);
        compiled.set(key, fn);
      }
      const result = fn(...request.args);
      try {
        // A posted function or DOM node would throw inside postMessage, out of the caller's sight.
        clone(result);
      } catch {
        return { id: request.id, error: `The result of type ${typeof result} cannot be passed back from the sandbox` };
      }
      return { id: request.id, result };
    } catch (error) {
      return { id: request.id, error: messageOf(error) };
    }
  };
}
