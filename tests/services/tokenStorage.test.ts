import { beforeEach, describe, expect, it } from 'vitest';
import { clearTokens, decodeJwt, JWT_TOKEN, storeToken, validToken } from '../../core/services/tokenStorage';
import { jwt, MemoryStorage } from './testTokens';

describe('token storage', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('stores a token with its expiration as now plus its lifetime', () => {
    expect(storeToken(storage, JWT_TOKEN, jwt({ iat: 1000, exp: 1000 + 9000 }), 50_000)).toBe(true);
    expect(storage.getItem('jwt_token_expiration')).toBe(String(50_000 + 9_000_000));
  });

  it('does not store a token without iat or exp, or with a lifetime of 0 or less', () => {
    expect(storeToken(storage, JWT_TOKEN, jwt({ exp: 5 }), 0)).toBe(false);
    expect(storeToken(storage, JWT_TOKEN, jwt({ iat: 5 }), 0)).toBe(false);
    expect(storeToken(storage, JWT_TOKEN, jwt({ iat: 5, exp: 5 }), 0)).toBe(false);
    expect(storeToken(storage, JWT_TOKEN, jwt({ iat: 9, exp: 5 }), 0)).toBe(false);
    expect(storeToken(storage, JWT_TOKEN, 'not-a-jwt', 0)).toBe(false);
    expect(storage.getItem(JWT_TOKEN)).toBeNull();
  });

  it('treats a token as valid only while more than 2 seconds remain', () => {
    const token = jwt({ iat: 0, exp: 10 });
    storeToken(storage, JWT_TOKEN, token, 0);
    expect(validToken(storage, JWT_TOKEN, 7_999)).toBe(token);
    expect(validToken(storage, JWT_TOKEN, 8_000)).toBeNull();
    clearTokens(storage);
    expect(validToken(storage, JWT_TOKEN, 0)).toBeNull();
  });

  it('decodes UTF-8 claims', () => {
    expect(decodeJwt(jwt({ firstName: 'Jürgen', iat: 1, exp: 2 }))?.firstName).toBe('Jürgen');
  });
});
