import { parse } from 'acorn';
import { type ScriptSandboxService } from '@tessera/sdk';

/** A JavaScript compile error; `line` and `column` (1-based) when the place is known. */
export interface SyntaxProblem {
  name: string;
  message: string;
  line?: number;
  column?: number;
}

/**
 * The sandbox call's function body (arguments `code` and `names`): compiles the script as
 * ThingsBoard does, as the body of a function of `names`, and answers the error's name and
 * message, or null. Compiling user code is allowed only in the script sandbox (the host
 * page's CSP forbids eval).
 */
export const COMPILE_CHECK_BODY = [
  'try {',
  '  Function.apply(null, names.concat([code]));',
  '  return null;',
  '} catch (e) {',
  "  return { name: (e && e.name) || 'Error', message: (e && e.message) || String(e) };",
  '}',
].join('\n');

/**
 * Where a script stops parsing, found with acorn (a parser: nothing runs): V8 does not tell
 * where a `new Function` syntax error is. Null when acorn parses it.
 */
export function syntaxErrorPlace(code: string): { line: number; column: number } | null {
  try {
    parse(code, { ecmaVersion: 'latest', sourceType: 'script', allowReturnOutsideFunction: true });
    return null;
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    return loc ? { line: loc.line, column: loc.column + 1 } : null;
  }
}

/** The controller's parameters as ThingsBoard compiles it (a constructor body taking `ctx`). */
export const CONTROLLER_ARGS = ['ctx'];

/**
 * Checks a script: the sandbox says whether it compiles and with which error, acorn where.
 * A sandbox failure (timeout, closed) rejects.
 */
export async function checkSyntax(sandbox: ScriptSandboxService, code: string, names: readonly string[] = CONTROLLER_ARGS): Promise<SyntaxProblem | null> {
  const result = (await sandbox.run(COMPILE_CHECK_BODY, ['code', 'names'], [code, [...names]], 5000)) as SyntaxProblem | null;
  if (!result) return null;
  const place = syntaxErrorPlace(code);
  return place ? { name: result.name, message: result.message, ...place } : { name: result.name, message: result.message };
}
