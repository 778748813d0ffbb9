import { requireAuthority } from '../../security/authenticate';
import { isValidSigningKey, rotateSigningKey } from '../../security/signingKey';
import { TOKEN_ISSUER } from '../../security/TokenService';
import type { RouteModule } from '../ServerContext';
import { asObject, badField, optionalString } from '../validate';

/**
 * JWT settings (ThingsBoard 3.4's `/api/admin/jwtSettings`), system administrator only.
 * The lifetimes come from the environment (JWT_TOKEN_EXPIRATION_TIME, ...) and are shown
 * read-only; the signing key is never returned. Saving replaces the signing key with the
 * given one, or with a fresh random one: every session, the caller's included, ends.
 */
export const jwtSettingsRoutes: RouteModule = (app, { stores, tokens }) => {
  app.addHook('preHandler', requireAuthority('SYS_ADMIN'));

  const current = () => {
    const { access, refresh } = tokens.lifetimes;
    return { tokenExpirationTime: access, refreshTokenExpirationTime: refresh, tokenIssuer: TOKEN_ISSUER };
  };

  app.get('/api/admin/jwtSettings', async () => current());

  app.post('/api/admin/jwtSettings', async (request) => {
    const body = asObject(request.body ?? {});
    const given = optionalString(body, 'tokenSigningKey', 4096)?.trim() || undefined;
    if (given !== undefined && !isValidSigningKey(given)) {
      throw badField('JWT token signing key should be a valid Base64 encoded string of at least 512 bits!');
    }
    tokens.replaceKey(await rotateSigningKey(stores.settings, given));
    return current();
  });
};
