import { describe, expect, it } from 'vitest';
import { type ScriptSandboxService } from '@tessera/sdk';
import { checkSyntax, COMPILE_CHECK_BODY, syntaxErrorPlace } from '../../../plugins/widgets-library/model/syntaxCheck';
import { scriptError } from '../../../plugins/widgets-library/model/validation';

/** A sandbox as the sandbox page runs requests: `new Function(...argNames, body)` (node allows eval; the host page does not). */
const sandbox: ScriptSandboxService = {
  run: async (body, argNames, args) => new Function(...argNames, body)(...args),
};

describe('the controller syntax check', () => {
  it('passes a script that compiles', async () => {
    expect(await checkSyntax(sandbox, 'self.onInit = function() {\n  self.ctx.$container.html("hi");\n};')).toBeNull();
  });

  it("answers V8's error with the line and column of the unexpected token", async () => {
    const code = 'self.onInit = function() {\n  var a = 1;\n  var b = ;\n};';
    expect(await checkSyntax(sandbox, code)).toEqual({ name: 'SyntaxError', message: "Unexpected token ';'", line: 3, column: 11 });
  });

  it('names the line of a stray closing brace and of a missing one', async () => {
    expect(await checkSyntax(sandbox, 'var a = 1;\n}\nvar b = 2;')).toMatchObject({ name: 'SyntaxError', line: 2, column: 1 });
    expect(await checkSyntax(sandbox, 'self.onInit = function() {\n  var a = 1;\n')).toMatchObject({ name: 'SyntaxError', line: 3 });
  });

  it('compiles as a function body: return at the top is fine, a reserved word as a name is not', async () => {
    expect(await checkSyntax(sandbox, 'return ctx;')).toBeNull();
    expect(await checkSyntax(sandbox, 'var class = 1;')).toMatchObject({ line: 1, column: 5 });
  });

  it('sends only data to the sandbox: the check body and the script as an argument', async () => {
    const calls: unknown[][] = [];
    await checkSyntax({ run: async (body, names, args) => { calls.push([body, names, args]); return null; } }, 'x(');
    expect(calls).toEqual([[COMPILE_CHECK_BODY, ['code', 'names'], ['x(', ['ctx']]]]);
  });

  it('keeps the error without a place when only the browser refuses the script', () => {
    expect(syntaxErrorPlace('var a = 1;')).toBeNull();
    expect(scriptError({ name: 'SyntaxError', message: 'odd' }).text).toBe('Error: SyntaxError: odd');
  });

  it('writes the error as ThingsBoard does', () => {
    expect(scriptError({ name: 'SyntaxError', message: "Unexpected token ';'", line: 3, column: 11 }).text)
      .toBe("Error: SyntaxError: Unexpected token ';' Line 3 column 11 of script.");
  });
});
