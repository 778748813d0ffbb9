import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../server/http/errors';
import { requireAuthority } from '../../server/security/authenticate';
import type { SecurityUser } from '../../server/security/SecurityUser';
import type { Authority } from '../../server/store/UserStore';
import { ERROR_KEYS, errorShape, NULL_UUID } from './helpers';

/** A bare app whose caller's authority comes from a test header, to exercise the guard alone. */
async function guardedApp() {
  const app = Fastify();
  registerErrorHandler(app);
  app.decorateRequest('user', null as unknown as SecurityUser);
  app.addHook('onRequest', async (request) => {
    request.user = {
      userId: NULL_UUID,
      tenantId: NULL_UUID,
      customerId: NULL_UUID,
      authority: request.headers['x-test-authority'] as Authority,
      email: 'x@y',
      isPublic: false,
    };
  });
  app.get('/admin-only', { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN') }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('requireAuthority', () => {
  it('lets listed authorities through and answers others with 403/20', async () => {
    const app = await guardedApp();
    try {
      for (const authority of ['SYS_ADMIN', 'TENANT_ADMIN']) {
        const res = await app.inject({ url: '/admin-only', headers: { 'x-test-authority': authority } });
        expect(res.statusCode).toBe(200);
      }
      const denied = await app.inject({ url: '/admin-only', headers: { 'x-test-authority': 'CUSTOMER_USER' } });
      expect(denied.statusCode).toBe(403);
      expect(errorShape(denied.json())).toEqual({
        keys: ERROR_KEYS,
        status: 403,
        errorCode: 20,
        message: "You don't have permission to perform this operation!",
        timestampIsIso: true,
      });
    } finally {
      await app.close();
    }
  });

  it('answers an unexpected exception with 500/2 and no internals', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('secret detail at /srv/app/file.ts:12');
    });
    try {
      const res = await app.inject({ url: '/boom' });
      expect(res.statusCode).toBe(500);
      expect(errorShape(res.json())).toMatchObject({ keys: ERROR_KEYS, status: 500, errorCode: 2 });
      expect(res.body).not.toContain('secret detail');
    } finally {
      await app.close();
    }
  });
});
