import { describe, expect, it, vi } from 'vitest';
import { createScriptRunner, type Compile } from '../../../core/sandbox/createScriptRunner';

const request = (id: string, body: string, argNames: string[] = [], args: unknown[] = []) => ({ id, body, argNames, args });

describe('the sandbox script runner', () => {
  it('runs a function body with named arguments and answers with the request id', () => {
    const run = createScriptRunner();
    expect(run(request('7', 'return a + b;', ['a', 'b'], [2, 3]))).toEqual({ id: '7', result: 5 });
    expect(run(request('8', 'return data ? true : false;', ['data'], [0]))).toEqual({ id: '8', result: false });
    expect(run(request('9', 'return { ts: time, v: [value] };', ['time', 'value'], [1000, 'x']))).toEqual({ id: '9', result: { ts: 1000, v: ['x'] } });
  });

  it('compiles each body and argument list once', () => {
    const compile = vi.fn<Compile>((argNames, body) => new Function(...argNames, body) as (...args: unknown[]) => unknown);
    const run = createScriptRunner(compile);
    run(request('1', 'return x * 2;', ['x'], [1]));
    expect(run(request('2', 'return x * 2;', ['x'], [4]))).toEqual({ id: '2', result: 8 });
    run(request('3', 'return x * 2;', ['y'], [4]));
    expect(compile).toHaveBeenCalledTimes(2);
  });

  it('turns syntax errors and throws into error replies', () => {
    const run = createScriptRunner();
    expect(run(request('1', 'return (;'))).toMatchObject({ id: '1', error: expect.any(String) });
    expect(run(request('2', "throw new Error('no data');"))).toEqual({ id: '2', error: 'no data' });
    expect(run(request('3', "throw 'plain';"))).toEqual({ id: '3', error: 'plain' });
  });

  it('refuses results that cannot be structured-cloned', () => {
    const run = createScriptRunner();
    expect(run(request('1', 'return function () {};'))).toEqual({ id: '1', error: 'The result of type function cannot be passed back from the sandbox' });
    expect(run(request('2', 'return { nested: Symbol("s") };'))).toMatchObject({ id: '2', error: expect.stringContaining('object') });
    expect(run(request('3', 'return undefined;'))).toEqual({ id: '3', result: undefined });
  });
});
