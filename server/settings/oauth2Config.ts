import { randomUUID } from 'node:crypto';
import { asObject, badField, isHttpUrl, optionalBoolean, optionalString } from '../http/validate';
import { isUuid, type JsonObject } from '../store/ids';
import type { SettingsStore } from '../store/SettingsStore';
import {
  CLIENT_AUTH_METHODS, DOMAIN_SCHEMES, MAPPER_TYPES, PLATFORMS, TENANT_NAME_STRATEGIES,
  type OAuth2ClientRegistration, type OAuth2Info, type OAuth2MapperConfig, type OAuth2MobileInfo, type OAuth2ParamsInfo,
} from './oauth2Types';

export const OAUTH2_SETTINGS_KEY = 'oauth2';

export const EMPTY_OAUTH2_INFO: OAuth2Info = { enabled: false, oauth2ParamsInfos: [] };

/** ThingsBoard's validation texts (OAuth2 config validator). */
export const OAuth2Messages = {
  DOMAIN_NAME: 'Domain name should be specified!',
  DOMAIN_SCHEME: 'Domain scheme should be specified!',
  DOMAIN_DUPLICATE: 'Domain name and protocol must be unique within OAuth2 parameters!',
  PACKAGE: 'Package should be specified!',
  PACKAGE_DUPLICATE: 'Package must be unique within OAuth2 parameters!',
  APP_SECRET: 'Application secret should be specified!',
  APP_SECRET_LENGTH: 'Application secret must be at least 16 characters!',
  CLIENT_ID: 'Client ID should be specified!',
  CLIENT_SECRET: 'Client secret should be specified!',
  AUTHORIZATION_URI: 'Authorization uri should be specified!',
  TOKEN_URI: 'Token uri should be specified!',
  SCOPE: 'Scope should be specified!',
  USER_INFO_URI: 'User info uri should be specified!',
  USER_NAME_ATTRIBUTE: 'User name attribute name should be specified!',
  CLIENT_AUTH_METHOD: 'Client authentication method should be specified!',
  LOGIN_BUTTON_LABEL: 'Login button label should be specified!',
  MAPPER_CONFIG: 'Mapper config should be specified!',
  MAPPER_TYPE: 'Mapper config type should be specified!',
  BASIC_CONFIG: 'Basic config should be specified!',
  EMAIL_ATTRIBUTE: 'Email attribute key should be specified!',
  TENANT_STRATEGY: 'Tenant name strategy should be specified!',
  TENANT_PATTERN: 'Tenant name pattern should be specified!',
  CUSTOM_CONFIG: 'Custom config should be specified!',
  CUSTOM_URL: 'Custom mapper URL should be specified!',
  URI: (name: string) => `Parameter '${name}' must be an http or https URL!`,
} as const;

type Stored = OAuth2Info | undefined;

function text(obj: JsonObject, name: string, message: string, max = 255): string {
  const value = optionalString(obj, name, max)?.trim();
  if (!value) throw badField(message);
  return value;
}

function maybe(obj: JsonObject, name: string, max = 255): string | null {
  return optionalString(obj, name, max)?.trim() || null;
}

function oneOf<T extends string>(obj: JsonObject, name: string, allowed: readonly T[], message: string): T {
  const value = obj[name];
  if (value === undefined || value === null || value === '') throw badField(message);
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw badField(`Parameter '${name}' must be one of ${allowed.join(', ')}!`);
  }
  return value as T;
}

function uri(obj: JsonObject, name: string, message: string | null): string | null {
  const value = maybe(obj, name, 2048);
  if (!value) {
    if (message) throw badField(message);
    return null;
  }
  if (!isHttpUrl(value)) throw badField(OAuth2Messages.URI(name));
  return value;
}

function list(value: unknown, name: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badField(`Parameter '${name}' must be an array!`);
  return value;
}

function normalizeMapper(value: unknown, stored: OAuth2MapperConfig | undefined): OAuth2MapperConfig {
  if (value === undefined || value === null) throw badField(OAuth2Messages.MAPPER_CONFIG);
  const obj = asObject(value, 'mapperConfig');
  const type = oneOf(obj, 'type', MAPPER_TYPES, OAuth2Messages.MAPPER_TYPE);
  const mapper: OAuth2MapperConfig = {
    allowUserCreation: optionalBoolean(obj, 'allowUserCreation', false),
    activateUser: optionalBoolean(obj, 'activateUser', false),
    type,
    basic: null,
    custom: null,
  };
  if (type === 'CUSTOM') {
    if (!obj.custom) throw badField(OAuth2Messages.CUSTOM_CONFIG);
    const custom = asObject(obj.custom, 'custom');
    const password = 'password' in custom ? maybe(custom, 'password', 1024) : stored?.custom?.password ?? null;
    mapper.custom = {
      url: uri(custom, 'url', OAuth2Messages.CUSTOM_URL)!,
      username: maybe(custom, 'username'),
      password,
      sendToken: optionalBoolean(custom, 'sendToken', false),
    };
    return mapper;
  }
  if (!obj.basic) throw badField(OAuth2Messages.BASIC_CONFIG);
  const basic = asObject(obj.basic, 'basic');
  const tenantNameStrategy = oneOf(basic, 'tenantNameStrategy', TENANT_NAME_STRATEGIES, OAuth2Messages.TENANT_STRATEGY);
  const tenantNamePattern = maybe(basic, 'tenantNamePattern');
  if (tenantNameStrategy === 'CUSTOM' && !tenantNamePattern) throw badField(OAuth2Messages.TENANT_PATTERN);
  mapper.basic = {
    emailAttributeKey: text(basic, 'emailAttributeKey', OAuth2Messages.EMAIL_ATTRIBUTE),
    firstNameAttributeKey: maybe(basic, 'firstNameAttributeKey'),
    lastNameAttributeKey: maybe(basic, 'lastNameAttributeKey'),
    tenantNameStrategy,
    tenantNamePattern,
    customerNamePattern: maybe(basic, 'customerNamePattern'),
    defaultDashboardName: maybe(basic, 'defaultDashboardName'),
    alwaysFullScreen: optionalBoolean(basic, 'alwaysFullScreen', false),
  };
  return mapper;
}

function normalizeRegistration(value: unknown, index: string, storedById: Map<string, OAuth2ClientRegistration>): OAuth2ClientRegistration {
  const obj = asObject(value, `clientRegistrations[${index}]`);
  const givenId = typeof obj.id === 'string' && isUuid(obj.id) ? obj.id : undefined;
  const stored = givenId ? storedById.get(givenId) : undefined;
  const clientSecret = 'clientSecret' in obj ? maybe(obj, 'clientSecret', 2048) : stored?.clientSecret ?? null;
  if (!clientSecret) throw badField(OAuth2Messages.CLIENT_SECRET);
  const scope = list(obj.scope, 'scope').map((s) => (typeof s === 'string' ? s.trim() : '')).filter(Boolean);
  if (scope.length === 0) throw badField(OAuth2Messages.SCOPE);
  const mapperConfig = normalizeMapper(obj.mapperConfig, stored?.mapperConfig);
  const platforms = list(obj.platforms, 'platforms');
  if (platforms.some((p) => typeof p !== 'string' || !(PLATFORMS as readonly string[]).includes(p))) {
    throw badField(`Parameter 'platforms' must list ${PLATFORMS.join(', ')}!`);
  }
  const info = obj.additionalInfo && typeof obj.additionalInfo === 'object' ? (obj.additionalInfo as JsonObject) : {};
  return {
    id: stored?.id ?? givenId ?? randomUUID(),
    mapperConfig,
    clientId: text(obj, 'clientId', OAuth2Messages.CLIENT_ID, 1024),
    clientSecret,
    authorizationUri: uri(obj, 'authorizationUri', OAuth2Messages.AUTHORIZATION_URI)!,
    accessTokenUri: uri(obj, 'accessTokenUri', OAuth2Messages.TOKEN_URI)!,
    scope,
    // Without an id token (plain OAuth2, GitHub) the user info endpoint is the only source of the user.
    userInfoUri: uri(obj, 'userInfoUri', scope.includes('openid') ? null : OAuth2Messages.USER_INFO_URI),
    userNameAttributeName: text(obj, 'userNameAttributeName', OAuth2Messages.USER_NAME_ATTRIBUTE),
    jwkSetUri: uri(obj, 'jwkSetUri', null),
    clientAuthenticationMethod: oneOf(obj, 'clientAuthenticationMethod', CLIENT_AUTH_METHODS, OAuth2Messages.CLIENT_AUTH_METHOD),
    loginButtonLabel: text(obj, 'loginButtonLabel', OAuth2Messages.LOGIN_BUTTON_LABEL),
    loginButtonIcon: maybe(obj, 'loginButtonIcon', 4096),
    platforms: (platforms.length ? [...new Set(platforms)] : [...PLATFORMS]) as OAuth2ClientRegistration['platforms'],
    additionalInfo: { providerName: typeof info.providerName === 'string' && info.providerName ? info.providerName.slice(0, 255) : 'Custom' },
  };
}

function normalizeParams(value: unknown, index: number, stored: Stored): OAuth2ParamsInfo {
  const obj = asObject(value, `oauth2ParamsInfos[${index}]`);
  const storedById = new Map<string, OAuth2ClientRegistration>();
  const storedApps = new Map<string, OAuth2MobileInfo>();
  for (const params of stored?.oauth2ParamsInfos ?? []) {
    for (const r of params.clientRegistrations) storedById.set(r.id, r);
    for (const m of params.mobileInfos) storedApps.set(m.pkgName, m);
  }
  const domainInfos = list(obj.domainInfos, 'domainInfos').map((d, i) => {
    const domain = asObject(d, `domainInfos[${i}]`);
    return { name: text(domain, 'name', OAuth2Messages.DOMAIN_NAME).toLowerCase(), scheme: oneOf(domain, 'scheme', DOMAIN_SCHEMES, OAuth2Messages.DOMAIN_SCHEME) };
  });
  const seen = new Set(domainInfos.map((d) => `${d.name}|${d.scheme}`));
  if (seen.size !== domainInfos.length) throw badField(OAuth2Messages.DOMAIN_DUPLICATE);
  const mobileInfos = list(obj.mobileInfos, 'mobileInfos').map((m, i) => {
    const app = asObject(m, `mobileInfos[${i}]`);
    const pkgName = text(app, 'pkgName', OAuth2Messages.PACKAGE);
    const appSecret = 'appSecret' in app ? maybe(app, 'appSecret', 2048) : storedApps.get(pkgName)?.appSecret ?? null;
    if (!appSecret) throw badField(OAuth2Messages.APP_SECRET);
    if (appSecret.length < 16) throw badField(OAuth2Messages.APP_SECRET_LENGTH);
    return { pkgName, appSecret };
  });
  if (new Set(mobileInfos.map((m) => m.pkgName)).size !== mobileInfos.length) throw badField(OAuth2Messages.PACKAGE_DUPLICATE);
  const clientRegistrations = list(obj.clientRegistrations, 'clientRegistrations').map((r, i) => normalizeRegistration(r, `${i}`, storedById));
  return { domainInfos, mobileInfos, clientRegistrations };
}

/** Validates an OAuth2Info body; secrets left out keep the stored ones (by registration id, by package). */
export function normalizeOAuth2Info(value: unknown, stored: Stored): OAuth2Info {
  const obj = asObject(value);
  const info: OAuth2Info = {
    enabled: optionalBoolean(obj, 'enabled', false),
    oauth2ParamsInfos: list(obj.oauth2ParamsInfos, 'oauth2ParamsInfos').map((p, i) => normalizeParams(p, i, stored)),
  };
  const ids = info.oauth2ParamsInfos.flatMap((p) => p.clientRegistrations.map((r) => r.id));
  if (new Set(ids).size !== ids.length) throw badField("Parameter 'id' must be unique among client registrations!");
  return info;
}

/** For the browser: without client secrets, app secrets and custom mapper passwords. */
export function oauth2InfoWithoutSecrets(info: OAuth2Info): unknown {
  return {
    ...info,
    oauth2ParamsInfos: info.oauth2ParamsInfos.map((params) => ({
      ...params,
      mobileInfos: params.mobileInfos.map(({ appSecret: _secret, ...app }) => app),
      clientRegistrations: params.clientRegistrations.map(({ clientSecret: _secret, ...registration }) => ({
        ...registration,
        mapperConfig: {
          ...registration.mapperConfig,
          custom: registration.mapperConfig.custom ? (({ password: _pw, ...custom }) => custom)(registration.mapperConfig.custom) : null,
        },
      })),
    })),
  };
}

export async function loadOAuth2Info(settings: SettingsStore): Promise<OAuth2Info> {
  const stored = await settings.getJson<OAuth2Info>(OAUTH2_SETTINGS_KEY);
  // Older installations stored a plain list of login links; they read as "not configured".
  if (!stored || !Array.isArray(stored.oauth2ParamsInfos)) return EMPTY_OAUTH2_INFO;
  return stored;
}

export async function loadStoredOAuth2Info(settings: SettingsStore): Promise<Stored> {
  const stored = await settings.getJson<OAuth2Info>(OAUTH2_SETTINGS_KEY);
  return stored && Array.isArray(stored.oauth2ParamsInfos) ? stored : undefined;
}
