import { describe, expect, it } from 'vitest';
import { isSandboxConnect, isSandboxReady, isSandboxReply, isSandboxRequest, randomRequestId } from '../../../core/services/sandbox/sandboxMessages';

describe('sandbox messages', () => {
  it('recognises replies with a result (even undefined) or an error message', () => {
    expect(isSandboxReply({ id: 'a1', result: 3 })).toBe(true);
    expect(isSandboxReply({ id: 'a1', result: undefined })).toBe(true);
    expect(isSandboxReply({ id: 'a1', error: 'boom' })).toBe(true);
    expect(isSandboxReply({ id: 'a1' })).toBe(false);
    expect(isSandboxReply({ id: 1, result: 3 })).toBe(false);
    expect(isSandboxReply({ id: 'a1', error: 42 })).toBe(false);
    expect(isSandboxReply('reply')).toBe(false);
  });

  it('recognises the ready signal only', () => {
    expect(isSandboxReady({ ready: true })).toBe(true);
    expect(isSandboxReady({ ready: 'yes' })).toBe(false);
    expect(isSandboxReady(null)).toBe(false);
  });

  it('recognises the connect message only', () => {
    expect(isSandboxConnect({ connect: true })).toBe(true);
    expect(isSandboxConnect({ connect: 1 })).toBe(false);
    expect(isSandboxConnect({ ready: true })).toBe(false);
  });

  it('makes request ids of 128 random bits, not a sequence', () => {
    const ids = Array.from({ length: 100 }, () => randomRequestId());
    expect(new Set(ids).size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    const fixed = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => { new Uint8Array(array!.buffer).fill(0xab); return array; } };
    expect(randomRequestId(fixed)).toBe('ab'.repeat(16));
  });
});

describe('isSandboxRequest', () => {
  it('accepts only well-formed requests', () => {
    expect(isSandboxRequest({ id: 'a1', body: 'return 1;', argNames: ['a'], args: [1] })).toBe(true);
    expect(isSandboxRequest({ id: 1, body: '', argNames: [], args: [] })).toBe(false);
    expect(isSandboxRequest({ id: 'a1', body: '', argNames: [1], args: [] })).toBe(false);
    expect(isSandboxRequest({ id: 'a1', body: '', argNames: [] })).toBe(false);
    expect(isSandboxRequest({ ready: true })).toBe(false);
    expect(isSandboxRequest(null)).toBe(false);
  });
});
