import { requireAuthority } from '../../security/authenticate';
import { isPublicSettingsKey, normalizeSettings } from '../../settings/adminSettings';
import { normalizeMailSettings, type MailSettings } from '../../settings/mailSettings';
import { testMail } from '../../mail/templates';
import { ApiError } from '../errors';
import type { RouteModule } from '../ServerContext';
import { asObject, badField, requiredString } from '../validate';

/**
 * System settings (`general`, `mail`, `sms`, `oauth2`), system administrator only.
 * Any other key, above all `jwt` with the token signing key, is neither readable (404)
 * nor writable (400) here.
 */
export const adminSettingsRoutes: RouteModule = (app, { stores, mail }) => {
  app.addHook('preHandler', requireAuthority('SYS_ADMIN'));

  app.get<{ Params: { key: string } }>('/api/admin/settings/:key', async (request) => {
    const { key } = request.params;
    const found = isPublicSettingsKey(key) ? await stores.settings.find(key) : undefined;
    if (!found) throw ApiError.notFound();
    // As ThingsBoard 3.3, the mail password is returned as stored: the 3.3 console form edits it in place.
    return found;
  });

  app.post('/api/admin/settings', async (request) => {
    const body = asObject(request.body);
    const key = requiredString(body, 'key');
    if (!isPublicSettingsKey(key)) throw badField(`Settings key '${key}' can't be saved!`);
    if (body.jsonValue === undefined || body.jsonValue === null) throw badField("Parameter 'jsonValue' can't be empty!");
    const stored = await stores.settings.getJson<unknown>(key);
    return stores.settings.save(key, normalizeSettings(key, body.jsonValue, stored));
  });

  app.post('/api/admin/settings/testMail', async (request, reply) => {
    const body = asObject(request.body);
    if (requiredString(body, 'key') !== 'mail') throw badField("Parameter 'key' must be 'mail'!");
    // A form that never received the password tests with the stored one (ThingsBoard does the same).
    const stored = (await stores.settings.getJson<Partial<MailSettings>>('mail')) ?? undefined;
    const settings = normalizeMailSettings(body.jsonValue, stored);
    await mail.send(request.user.email, testMail(), settings);
    return reply.code(200).send();
  });

  app.post('/api/admin/settings/testSms', async () => {
    const sms = await stores.settings.find('sms');
    throw badField(sms ? 'Sending SMS is not supported by this server' : 'SMS provider is not configured');
  });
};
