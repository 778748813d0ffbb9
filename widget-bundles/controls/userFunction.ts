import { scriptSandboxServiceRef, type ServiceHolder } from '@tessera/sdk';

const normalise = (body: string) => body.replace(/\s+/g, ' ').trim();

/**
 * A user-written function body (`parseValueFunction`, `convertValueFunction`, ...) as an async
 * function. The catalogue's default body runs as `builtin` in the page; any other body runs in
 * the script sandbox, never here (the host CSP forbids eval, and user code is untrusted).
 */
export function userFunction(
  body: unknown,
  defaultBody: string,
  builtin: (...args: unknown[]) => unknown,
  argNames: readonly string[],
  services: ServiceHolder,
): (...args: unknown[]) => Promise<unknown> {
  const text = typeof body === 'string' ? body : '';
  if (normalise(text) === '' || normalise(text) === normalise(defaultBody)) return async (...args) => builtin(...args);
  return (...args) => services.get(scriptSandboxServiceRef).run(text, argNames, args);
}
