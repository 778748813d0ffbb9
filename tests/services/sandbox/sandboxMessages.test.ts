import { describe, expect, it } from 'vitest';
import { isSandboxReady, isSandboxReply, isSandboxRequest } from '../../../core/services/sandbox/sandboxMessages';

describe('sandbox messages', () => {
  it('recognises replies with a result (even undefined) or an error message', () => {
    expect(isSandboxReply({ id: 1, result: 3 })).toBe(true);
    expect(isSandboxReply({ id: 1, result: undefined })).toBe(true);
    expect(isSandboxReply({ id: 1, error: 'boom' })).toBe(true);
    expect(isSandboxReply({ id: 1 })).toBe(false);
    expect(isSandboxReply({ id: '1', result: 3 })).toBe(false);
    expect(isSandboxReply({ id: 1, error: 42 })).toBe(false);
    expect(isSandboxReply('reply')).toBe(false);
  });

  it('recognises the ready signal only', () => {
    expect(isSandboxReady({ ready: true })).toBe(true);
    expect(isSandboxReady({ ready: 'yes' })).toBe(false);
    expect(isSandboxReady(null)).toBe(false);
  });
});

describe('isSandboxRequest', () => {
  it('accepts only well-formed requests', () => {
    expect(isSandboxRequest({ id: 1, body: 'return 1;', argNames: ['a'], args: [1] })).toBe(true);
    expect(isSandboxRequest({ id: '1', body: '', argNames: [], args: [] })).toBe(false);
    expect(isSandboxRequest({ id: 1, body: '', argNames: [1], args: [] })).toBe(false);
    expect(isSandboxRequest({ id: 1, body: '', argNames: [] })).toBe(false);
    expect(isSandboxRequest({ ready: true })).toBe(false);
    expect(isSandboxRequest(null)).toBe(false);
  });
});
