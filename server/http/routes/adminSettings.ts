import { requireAuthority } from '../../security/authenticate';
import { isPublicSettingsKey, normalizeSettings, withoutSecrets, type PublicSettingsKey } from '../../settings/adminSettings';
import type { AdminSettings } from '../../store/SettingsStore';
import { normalizeMailSettings, type MailSettings } from '../../settings/mailSettings';
import { testMail } from '../../mail/templates';
import { ApiError } from '../errors';
import type { RouteModule } from '../ServerContext';
import { asObject, badField, optionalString, requiredString } from '../validate';
import { normalizeSmsSettings } from '../../settings/smsSettings';
import { E164, sendSms } from '../../settings/sms/sendSms';
import type { JsonObject } from '../../store/ids';
import { adminSettingsInput } from '../../settings/adminSettingsInput';
import { MSG } from '../messages';

/**
 * System settings (`general`, `mail`, `sms`, `oauth2`), system administrator only.
 * Any other key, above all `jwt` with the token signing key, is neither readable (404)
 * nor writable (400) here.
 */
const answer = (settings: AdminSettings): AdminSettings => ({
  ...settings,
  jsonValue: withoutSecrets(settings.key as PublicSettingsKey, settings.jsonValue),
});

export const adminSettingsRoutes: RouteModule = (app, { stores, mail, config }) => {
  app.addHook('preHandler', requireAuthority('SYS_ADMIN'));

  app.get<{ Params: { key: string } }>('/api/admin/settings/:key', async (request) => {
    const { key } = request.params;
    const found = isPublicSettingsKey(key) ? await stores.settings.find(key) : undefined;
    if (!found) throw ApiError.notFound(MSG.ADMIN_SETTINGS_NOT_FOUND(key));
    // Unlike ThingsBoard 3.3, passwords and tokens never leave the server; a save without them keeps them.
    return answer(found);
  });

  app.post('/api/admin/settings', async (request) => {
    const { key, jsonValue } = await adminSettingsInput(request.body, stores.settings);
    if (!isPublicSettingsKey(key)) throw badField(`Settings key '${key}' can't be saved!`);
    const stored = await stores.settings.getJson<unknown>(key);
    return answer(await stores.settings.save(key, normalizeSettings(key, jsonValue, stored)));
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

  // ThingsBoard's TestSmsRequest: {providerConfiguration, numberTo, message}; a configuration without
  // its secret (the form never received it) uses the stored one.
  app.post('/api/admin/settings/testSms', async (request, reply) => {
    const body = asObject(request.body);
    const numberTo = requiredString(body, 'numberTo').trim();
    if (!E164.test(numberTo)) throw badField(`Invalid phone number format. Phone number must be in E.164 format: '${numberTo}'`);
    const message = optionalString(body, 'message', 1600) || 'Test message from Tessera';
    const stored = (await stores.settings.getJson<JsonObject>('sms')) ?? undefined;
    if (body.providerConfiguration === undefined && !stored) throw badField('SMS provider is not configured');
    const settings = normalizeSmsSettings(body.providerConfiguration ?? stored, stored);
    try {
      await sendSms(settings, numberTo, message, config.smsEndpoints);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      request.log.warn({ provider: settings.type, reason: text }, 'unable to send test SMS');
      throw badField(`Unable to send SMS: ${text}`);
    }
    return reply.code(200).send();
  });
};
