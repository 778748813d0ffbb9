import { describe, expect, it } from 'vitest';
import { SettingsFormStore, setPath } from '../../plugins/settings/form/SettingsFormStore';
import { parseWhole } from '../../plugins/settings/form/fields';
import { validateGeneral } from '../../plugins/settings/general/validateGeneral';
import { toMailForm, toMailJson, validateMail } from '../../plugins/settings/mail/mailForm';
import { toSecurityForm, toSecurityJson, validateSecurity, type SecuritySettingsJson } from '../../plugins/settings/security/securityForm';
import { applyTemplate, newRegistration, toOAuth2Form, toOAuth2Json, validateOAuth2 } from '../../plugins/settings/oauth2/oauth2Form';

const keys = (errors: Record<string, { key: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).filter(([, e]) => e).map(([field, e]) => [field, e!.key]));

describe('SettingsFormStore', () => {
  it('tracks dirty state, undoes to the saved value and saves only a valid form', async () => {
    const saved: { name: string }[] = [];
    const form = new SettingsFormStore<{ name: string }>({
      load: async () => ({ name: 'a' }),
      save: async (value) => {
        saved.push(value);
        return { name: value.name.trim() };
      },
      validate: (value) => ({ name: value.name.trim() ? undefined : { key: 'required' } }),
    });
    await form.load();
    expect(form.dirty).toBe(false);
    form.set('name', '');
    expect(form.dirty).toBe(true);
    expect(form.errorOf('name')).toEqual({ key: 'required' });
    expect(await form.submit()).toBe(false);
    expect(saved).toEqual([]);
    form.undo();
    expect([form.value, form.dirty, form.errorOf('name')]).toEqual([{ name: 'a' }, false, undefined]);
    form.set('name', ' b ');
    expect(await form.submit()).toBe(true);
    expect([saved, form.value, form.dirty]).toEqual([[{ name: ' b ' }], { name: 'b' }, false]);
  });

  it('keeps a failed load as an error and a failed save as dirty', async () => {
    const failing = new SettingsFormStore<{ a: number }>({ load: () => Promise.reject(new Error('down')), save: async (v) => v });
    await failing.load();
    expect((failing.loadError as Error).message).toBe('down');
    const form = new SettingsFormStore<{ a: number }>({ load: async () => ({ a: 1 }), save: () => Promise.reject(new Error('400')) });
    await form.load();
    form.set('a', 2);
    await expect(form.submit()).rejects.toThrow('400');
    expect([form.dirty, form.saving]).toEqual([true, false]);
  });

  it('sets nested values without touching the objects it did not walk through', () => {
    const source = { list: [{ a: 1 }, { a: 2 }], other: { x: 1 } };
    const next = setPath(source, ['list', 1, 'a'], 5) as typeof source;
    expect(next.list[1].a).toBe(5);
    expect(source.list[1].a).toBe(2);
    expect(next.other).toBe(source.other);
    expect(next.list[0]).toBe(source.list[0]);
  });

  it('parses whole numbers typed into a number field', () => {
    expect([parseWhole(''), parseWhole(' 12 '), parseWhole('-3')]).toEqual([null, 12, -3]);
    expect(parseWhole('1.5')).toBeNaN();
    expect(parseWhole('abc')).toBeNaN();
  });
});

describe('settings validators', () => {
  it('general: the base URL is required and http(s)', () => {
    expect(keys(validateGeneral({ baseUrl: ' ', prohibitDifferentUrl: false }))).toEqual({ baseUrl: 'admin.base-url-required' });
    expect(keys(validateGeneral({ baseUrl: 'javascript:alert(1)', prohibitDifferentUrl: false }))).toEqual({ baseUrl: 'admin.base-url-invalid' });
    expect(keys(validateGeneral({ baseUrl: 'https://iot.example.com', prohibitDifferentUrl: false }))).toEqual({});
  });

  it('mail: sends a password only after "change password", and checks ports and timeout', () => {
    const form = toMailForm({ mailFrom: 'a@b.c', smtpHost: 'smtp', smtpPort: 25, timeout: 10000 });
    expect(toMailJson(form)).not.toHaveProperty('password');
    expect(toMailJson({ ...form, changePassword: true, password: 'pw' })).toMatchObject({ password: 'pw' });
    expect(toMailJson({ ...form, proxyPassword: 'x', changeProxyPassword: true })).not.toHaveProperty('proxyPassword');
    expect(keys(validateMail({ ...form, smtpPort: 70000, timeout: Number.NaN, mailFrom: '' }))).toEqual({
      mailFrom: 'admin.mail-from-required', smtpPort: 'admin.smtp-port-invalid', timeout: 'admin.timeout-invalid',
    });
    expect(keys(validateMail({ ...form, enableProxy: true, proxyHost: '', proxyPort: null }))).toEqual({
      proxyHost: 'admin.proxy-host-required', proxyPort: 'admin.proxy-port-required',
    });
  });

  it('security: round-trips the policy and refuses a maximum below the minimum', () => {
    const json: SecuritySettingsJson = {
      passwordPolicy: { minimumLength: 12, maximumLength: null, minimumUppercaseLetters: 0, minimumLowercaseLetters: 0, minimumDigits: 1,
        minimumSpecialCharacters: 0, passwordExpirationPeriodDays: 0, passwordReuseFrequencyDays: 0, allowWhitespaces: true },
      maxFailedLoginAttempts: 3, userLockoutNotificationEmail: null, userLockoutDurationMinutes: 0, userActivationTokenTtl: 24,
    };
    const form = toSecurityForm(json);
    expect(toSecurityJson(form)).toEqual(json);
    expect(keys(validateSecurity({ ...form, maximumLength: 8 }))).toEqual({ maximumLength: 'admin.maximum-password-length-less-min' });
    expect(keys(validateSecurity({ ...form, userActivationTokenTtl: 25 }))).toEqual({ userActivationTokenTtl: 'admin.value-range' });
    expect(keys(validateSecurity({ ...form, minimumLength: null, minimumDigits: -1, userLockoutNotificationEmail: 'x' }))).toEqual({
      minimumLength: 'admin.minimum-password-length-required', minimumDigits: 'admin.value-range', userLockoutNotificationEmail: 'user.invalid-email-format',
    });
  });
});

describe('OAuth2 form', () => {
  const stored = {
    enabled: true,
    oauth2ParamsInfos: [{
      domainInfos: [{ name: 'iot.example.com', scheme: 'HTTPS' }],
      mobileInfos: [{ pkgName: 'com.example.app' }],
      clientRegistrations: [{
        id: '7a4e6e3c-1111-4222-8333-944445555666', clientId: 'cid', authorizationUri: 'https://idp/auth', accessTokenUri: 'https://idp/token',
        userInfoUri: 'https://idp/me', jwkSetUri: null, scope: ['openid', 'email'], userNameAttributeName: 'email', clientAuthenticationMethod: 'BASIC',
        loginButtonLabel: 'IdP', loginButtonIcon: null, platforms: ['WEB'], additionalInfo: { providerName: 'Custom' },
        mapperConfig: { type: 'BASIC', allowUserCreation: true, activateUser: false, custom: null, basic: { emailAttributeKey: 'email',
          firstNameAttributeKey: null, lastNameAttributeKey: null, tenantNameStrategy: 'DOMAIN', tenantNamePattern: null, customerNamePattern: null,
          defaultDashboardName: null, alwaysFullScreen: false } },
      }],
    }],
  };

  it('saves back what it loaded, leaving the stored secrets out unless changed', () => {
    const form = toOAuth2Form(stored);
    expect(validateOAuth2(form)).toEqual({});
    const json = toOAuth2Json(form);
    expect(json).toEqual({ ...stored, oauth2ParamsInfos: [{ ...stored.oauth2ParamsInfos[0], mobileInfos: [{ pkgName: 'com.example.app' }] }] });
    form.oauth2ParamsInfos[0].clientRegistrations[0] = { ...form.oauth2ParamsInfos[0].clientRegistrations[0], changeSecret: true, clientSecret: 'new' };
    expect(toOAuth2Json(form).oauth2ParamsInfos[0].clientRegistrations[0].clientSecret).toBe('new');
  });

  it('names each missing field by its path', () => {
    const form = toOAuth2Form(stored);
    form.oauth2ParamsInfos[0].domainInfos.push({ name: 'IOT.example.com', scheme: 'HTTPS' });
    form.oauth2ParamsInfos[0].mobileInfos.push({ pkgName: '', stored: false, changeSecret: true, appSecret: 'short' });
    form.oauth2ParamsInfos[0].clientRegistrations.push({ ...newRegistration('Github'), clientId: '', tenantNameStrategy: 'CUSTOM' });
    expect(keys(validateOAuth2(form))).toEqual({
      'oauth2ParamsInfos.0.domainInfos.1.name': 'admin.oauth2.domain-name-unique',
      'oauth2ParamsInfos.0.mobileInfos.1.pkgName': 'admin.oauth2.mobile-package-required',
      'oauth2ParamsInfos.0.mobileInfos.1.appSecret': 'admin.oauth2.mobile-app-secret-min-length',
      'oauth2ParamsInfos.0.clientRegistrations.1.clientId': 'admin.oauth2.client-id-required',
      'oauth2ParamsInfos.0.clientRegistrations.1.clientSecret': 'admin.oauth2.client-secret-required',
      'oauth2ParamsInfos.0.clientRegistrations.1.tenantNamePattern': 'admin.oauth2.tenant-name-pattern-required',
    });
  });

  it('a provider template fills the endpoints and mapper but keeps the client credentials', () => {
    const custom = { ...newRegistration('Custom'), clientId: 'mine', clientSecret: 's' };
    const github = applyTemplate(custom, 'Github');
    expect(github).toMatchObject({ clientId: 'mine', clientSecret: 's', mapperType: 'GITHUB', accessTokenUri: 'https://github.com/login/oauth/access_token' });
  });
});
