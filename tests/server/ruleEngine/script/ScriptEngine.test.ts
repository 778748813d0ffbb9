import { afterAll, describe, expect, it } from 'vitest';
import { ScriptEngine, ScriptError } from '../../../../server/ruleEngine/script/ScriptEngine';
import { filterResult, switchResult, testOutput, updateResult } from '../../../../server/ruleEngine/script/scriptResults';

const engine = new ScriptEngine({ timeoutMs: 100, memoryLimitMb: 16 });
afterAll(() => engine.close());

const META = { deviceName: 'A', deviceType: 'thermostat' };

describe('ScriptEngine', () => {
  it('calls the body with msg, metadata and msgType and answers parsed JSON', async () => {
    const script = await engine.compile('t1', 'update', 'return {msg: {t: msg.temperature * 2}, metadata: {name: metadata.deviceName}, msgType: msgType + "!"};');
    expect(await script.invoke('{"temperature":21.5}', META, 'POST_TELEMETRY_REQUEST')).toEqual({
      msg: { t: 43 },
      metadata: { name: 'A' },
      msgType: 'POST_TELEMETRY_REQUEST!',
    });
  });

  it('uses the generator argument names', async () => {
    const script = await engine.compile('t1', 'generate', 'return {msg: {n: (prevMsg.n || 0) + 1}, metadata: prevMetadata, msgType: "X"};');
    expect(await script.invoke('{"n":4}', {}, '')).toEqual({ msg: { n: 5 }, metadata: {}, msgType: 'X' });
  });

  it('refuses a syntax error at compile time', async () => {
    await expect(engine.compile('t1', 'filter', 'return msg.temperature > ;')).rejects.toThrow(ScriptError);
  });

  it('stops an endless loop at the time limit, and the next call of the same tenant works', async () => {
    const loop = await engine.compile('t1', 'filter', 'while (true) {}');
    const started = Date.now();
    await expect(loop.invoke('{}', {}, 'X')).rejects.toThrow('Script execution timed out');
    expect(Date.now() - started).toBeLessThan(2_000);
    const ok = await engine.compile('t1', 'filter', 'return true;');
    expect(await ok.invoke('{}', {}, 'X')).toBe(true);
  });

  it('stops a huge allocation at the memory limit, then rebuilds the tenant isolate and recompiles', async () => {
    const before = await engine.compile('t2', 'filter', 'return msg.a === 1;');
    const hog = await engine.compile('t2', 'json', 'var a = []; while (true) { a.push(new Array(100000).fill(1)); }');
    await expect(hog.invoke('{}', {}, 'X')).rejects.toThrow(/memory limit|timed out/);
    expect(await before.invoke('{"a":1}', {}, 'X')).toBe(true);
  });

  it('has no require, process or host globals', async () => {
    const probe = await engine.compile(
      't3',
      'json',
      'return [typeof require, typeof process, typeof module, typeof fetch, typeof setTimeout, Object.keys(globalThis).filter(function (k) { return k !== "__data"; }).length];',
    );
    expect(await probe.invoke('{}', {}, 'X')).toEqual(['undefined', 'undefined', 'undefined', 'undefined', 'undefined', 0]);
    const escape = await engine.compile('t3', 'json', 'return this.constructor.constructor("return typeof process")();');
    expect(await escape.invoke('{}', {}, 'X')).toBe('undefined');
  });

  it('keeps scripts apart: a global set by one script is not seen by another', async () => {
    const writer = await engine.compile('t4', 'json', 'globalThis.secret = 42; return globalThis.secret;');
    const reader = await engine.compile('t4', 'json', 'return typeof globalThis.secret;');
    expect(await writer.invoke('{}', {}, 'X')).toBe(42);
    expect(await reader.invoke('{}', {}, 'X')).toBe('undefined');
  });

  it('reports a thrown error with its message', async () => {
    const thrower = await engine.compile('t1', 'filter', 'throw new Error("bad input " + msg.v);');
    await expect(thrower.invoke('{"v":7}', {}, 'X')).rejects.toThrow('bad input 7');
  });

  it('a slow tenant does not hold the event loop', async () => {
    const loop = await engine.compile('t5', 'filter', 'while (true) {}');
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    await expect(loop.invoke('{}', {}, 'X')).rejects.toThrow();
    clearInterval(ticker);
    // The loop ran on isolated-vm's thread for ~100 ms while this thread kept ticking.
    expect(ticks).toBeGreaterThan(3);
  });
});

describe('script results', () => {
  it('filter must be boolean', () => {
    expect(filterResult(true)).toBe(true);
    expect(() => filterResult('true')).toThrow('Wrong result type: string');
  });

  it('switch takes a string or an array of strings', () => {
    expect(switchResult('a')).toEqual(['a']);
    expect(switchResult(['a', 'b'])).toEqual(['a', 'b']);
    expect(() => switchResult([1])).toThrow();
  });

  it('update keeps missing parts out and stringifies metadata values', () => {
    expect(updateResult({ msg: { a: 1 }, metadata: { n: 5, b: true } })).toEqual([{ data: '{"a":1}', metadata: { n: '5', b: 'true' } }]);
    expect(updateResult([{ msgType: 'A' }, { msgType: 'B' }])).toHaveLength(2);
    expect(() => updateResult([])).toThrow();
    expect(() => updateResult(42)).toThrow();
  });

  it('testScript outputs as the contract prints them', () => {
    expect(testOutput('filter', true)).toBe('true');
    expect(testOutput('switch', ['x'])).toBe('["x"]');
    expect(testOutput('string', 'hello')).toBe('hello');
    expect(testOutput('json', { a: 1 })).toBe('{"a":1}');
    expect(testOutput('update', { msg: { a: 1 }, metadata: {}, msgType: 'T' })).toBe('{"msg":{"a":1},"metadata":{},"msgType":"T"}');
  });
});
