import type { FormErrors } from '../form/SettingsFormStore';
import { CUSTOM_PROVIDER, PROVIDER_TEMPLATES } from './oauth2Templates';

export type Scheme = 'HTTP' | 'HTTPS' | 'MIXED';
export type Platform = 'WEB' | 'ANDROID' | 'IOS';
export type MapperType = 'BASIC' | 'GITHUB' | 'CUSTOM' | 'APPLE';
export type TenantNameStrategy = 'DOMAIN' | 'EMAIL' | 'CUSTOM';

/** One client registration in the form; secrets are typed only when new or "changed". */
export interface RegistrationForm {
  id?: string;
  providerName: string;
  clientId: string;
  changeSecret: boolean;
  clientSecret: string;
  authorizationUri: string;
  accessTokenUri: string;
  userInfoUri: string;
  jwkSetUri: string;
  scope: string;
  userNameAttributeName: string;
  clientAuthenticationMethod: 'BASIC' | 'POST';
  loginButtonLabel: string;
  loginButtonIcon: string;
  platforms: Platform[];
  mapperType: MapperType;
  allowUserCreation: boolean;
  activateUser: boolean;
  emailAttributeKey: string;
  firstNameAttributeKey: string;
  lastNameAttributeKey: string;
  tenantNameStrategy: TenantNameStrategy;
  tenantNamePattern: string;
  customerNamePattern: string;
  defaultDashboardName: string;
  alwaysFullScreen: boolean;
  customUrl: string;
  customUsername: string;
  changeCustomPassword: boolean;
  customPassword: string;
  customSendToken: boolean;
}

export interface MobileForm {
  pkgName: string;
  /** Loaded from the server: its secret is kept unless changed. */
  stored: boolean;
  changeSecret: boolean;
  appSecret: string;
}

export interface ParamsForm {
  domainInfos: { name: string; scheme: Scheme }[];
  mobileInfos: MobileForm[];
  clientRegistrations: RegistrationForm[];
}

export interface OAuth2Form {
  enabled: boolean;
  oauth2ParamsInfos: ParamsForm[];
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function newRegistration(providerName = 'Google'): RegistrationForm {
  const template = PROVIDER_TEMPLATES.find((t) => t.providerName === providerName);
  return {
    providerName: template?.providerName ?? CUSTOM_PROVIDER,
    clientId: '',
    changeSecret: true,
    clientSecret: '',
    authorizationUri: template?.authorizationUri ?? '',
    accessTokenUri: template?.accessTokenUri ?? '',
    userInfoUri: template?.userInfoUri ?? '',
    jwkSetUri: template?.jwkSetUri ?? '',
    scope: (template?.scope ?? []).join(' '),
    userNameAttributeName: template?.userNameAttributeName ?? 'email',
    clientAuthenticationMethod: template?.clientAuthenticationMethod ?? 'BASIC',
    loginButtonLabel: template?.loginButtonLabel ?? '',
    loginButtonIcon: template?.loginButtonIcon ?? '',
    platforms: ['WEB', 'ANDROID', 'IOS'],
    mapperType: template?.mapperType ?? 'BASIC',
    allowUserCreation: true,
    activateUser: false,
    emailAttributeKey: template?.emailAttributeKey ?? 'email',
    firstNameAttributeKey: template?.firstNameAttributeKey ?? '',
    lastNameAttributeKey: template?.lastNameAttributeKey ?? '',
    tenantNameStrategy: 'DOMAIN',
    tenantNamePattern: '',
    customerNamePattern: '',
    defaultDashboardName: '',
    alwaysFullScreen: false,
    customUrl: '',
    customUsername: '',
    changeCustomPassword: true,
    customPassword: '',
    customSendToken: false,
  };
}

/** A provider chosen from the list: its template's endpoints and mapper, keeping the client's own values. */
export function applyTemplate(registration: RegistrationForm, providerName: string): RegistrationForm {
  const fresh = newRegistration(providerName);
  if (providerName === CUSTOM_PROVIDER) return { ...registration, providerName };
  const keep = { id: registration.id, clientId: registration.clientId, changeSecret: registration.changeSecret, clientSecret: registration.clientSecret,
    platforms: registration.platforms, allowUserCreation: registration.allowUserCreation, activateUser: registration.activateUser };
  return { ...registration, ...fresh, ...keep };
}

export const newParams = (): ParamsForm => ({ domainInfos: [{ name: '', scheme: 'HTTPS' }], mobileInfos: [], clientRegistrations: [newRegistration()] });

function registrationToForm(r: Json): RegistrationForm {
  const mapper = r.mapperConfig ?? {};
  const basic = mapper.basic ?? {};
  const custom = mapper.custom ?? {};
  return {
    id: r.id,
    providerName: r.additionalInfo?.providerName ?? CUSTOM_PROVIDER,
    clientId: r.clientId ?? '',
    changeSecret: false,
    clientSecret: '',
    authorizationUri: r.authorizationUri ?? '',
    accessTokenUri: r.accessTokenUri ?? '',
    userInfoUri: r.userInfoUri ?? '',
    jwkSetUri: r.jwkSetUri ?? '',
    scope: (r.scope ?? []).join(' '),
    userNameAttributeName: r.userNameAttributeName ?? '',
    clientAuthenticationMethod: r.clientAuthenticationMethod === 'POST' ? 'POST' : 'BASIC',
    loginButtonLabel: r.loginButtonLabel ?? '',
    loginButtonIcon: r.loginButtonIcon ?? '',
    platforms: r.platforms ?? [],
    mapperType: mapper.type ?? 'BASIC',
    allowUserCreation: Boolean(mapper.allowUserCreation),
    activateUser: Boolean(mapper.activateUser),
    emailAttributeKey: basic.emailAttributeKey ?? 'email',
    firstNameAttributeKey: basic.firstNameAttributeKey ?? '',
    lastNameAttributeKey: basic.lastNameAttributeKey ?? '',
    tenantNameStrategy: basic.tenantNameStrategy ?? 'DOMAIN',
    tenantNamePattern: basic.tenantNamePattern ?? '',
    customerNamePattern: basic.customerNamePattern ?? '',
    defaultDashboardName: basic.defaultDashboardName ?? '',
    alwaysFullScreen: Boolean(basic.alwaysFullScreen),
    customUrl: custom.url ?? '',
    customUsername: custom.username ?? '',
    changeCustomPassword: false,
    customPassword: '',
    customSendToken: Boolean(custom.sendToken),
  };
}

export function toOAuth2Form(json: Json): OAuth2Form {
  return {
    enabled: Boolean(json.enabled),
    oauth2ParamsInfos: (json.oauth2ParamsInfos ?? []).map((p: Json) => ({
      domainInfos: (p.domainInfos ?? []).map((d: Json) => ({ name: d.name ?? '', scheme: d.scheme ?? 'HTTPS' })),
      mobileInfos: (p.mobileInfos ?? []).map((m: Json) => ({ pkgName: m.pkgName ?? '', stored: true, changeSecret: false, appSecret: '' })),
      clientRegistrations: (p.clientRegistrations ?? []).map(registrationToForm),
    })),
  };
}

const blank = (s: string) => s.trim() || null;

function registrationToJson(r: RegistrationForm): Json {
  const custom = r.mapperType === 'CUSTOM';
  const json: Json = {
    ...(r.id ? { id: r.id } : {}),
    clientId: r.clientId.trim(),
    authorizationUri: r.authorizationUri.trim(),
    accessTokenUri: r.accessTokenUri.trim(),
    userInfoUri: blank(r.userInfoUri),
    jwkSetUri: blank(r.jwkSetUri),
    scope: r.scope.split(/[\s,]+/).filter(Boolean),
    userNameAttributeName: r.userNameAttributeName.trim(),
    clientAuthenticationMethod: r.clientAuthenticationMethod,
    loginButtonLabel: r.loginButtonLabel.trim(),
    loginButtonIcon: blank(r.loginButtonIcon),
    platforms: r.platforms,
    additionalInfo: { providerName: r.providerName },
    mapperConfig: {
      type: r.mapperType,
      allowUserCreation: r.allowUserCreation,
      activateUser: r.activateUser,
      basic: custom ? null : {
        emailAttributeKey: r.emailAttributeKey.trim(),
        firstNameAttributeKey: blank(r.firstNameAttributeKey),
        lastNameAttributeKey: blank(r.lastNameAttributeKey),
        tenantNameStrategy: r.tenantNameStrategy,
        tenantNamePattern: r.tenantNameStrategy === 'CUSTOM' ? blank(r.tenantNamePattern) : null,
        customerNamePattern: blank(r.customerNamePattern),
        defaultDashboardName: blank(r.defaultDashboardName),
        alwaysFullScreen: r.alwaysFullScreen,
      },
      custom: custom ? {
        url: r.customUrl.trim(),
        username: blank(r.customUsername),
        sendToken: r.customSendToken,
        ...(r.changeCustomPassword || !r.id ? { password: r.customPassword } : {}),
      } : null,
    },
  };
  if (r.changeSecret || !r.id) json.clientSecret = r.clientSecret;
  return json;
}

export function toOAuth2Json(form: OAuth2Form): Json {
  return {
    enabled: form.enabled,
    oauth2ParamsInfos: form.oauth2ParamsInfos.map((p) => ({
      domainInfos: p.domainInfos.map((d) => ({ name: d.name.trim(), scheme: d.scheme })),
      mobileInfos: p.mobileInfos.map((m) => ({ pkgName: m.pkgName.trim(), ...(m.changeSecret || !m.stored ? { appSecret: m.appSecret } : {}) })),
      clientRegistrations: p.clientRegistrations.map(registrationToJson),
    })),
  };
}

const isUri = (value: string) => {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

function uri(errors: FormErrors, path: string, value: string, requiredKey: string | null): void {
  if (!value.trim()) {
    if (requiredKey) errors[path] = { key: requiredKey };
  } else if (!isUri(value)) errors[path] = { key: 'admin.oauth2.invalid-uri' };
}

/** Errors by path (`oauth2ParamsInfos.0.clientRegistrations.1.clientId`), in the console's i18n keys. */
export function validateOAuth2(form: OAuth2Form): FormErrors {
  const errors: FormErrors = {};
  form.oauth2ParamsInfos.forEach((p, pi) => {
    const at = `oauth2ParamsInfos.${pi}`;
    const seen = new Set<string>();
    p.domainInfos.forEach((d, di) => {
      const key = `${d.name.trim().toLowerCase()}|${d.scheme}`;
      if (!d.name.trim()) errors[`${at}.domainInfos.${di}.name`] = { key: 'admin.oauth2.domain-name-required' };
      else if (seen.has(key)) errors[`${at}.domainInfos.${di}.name`] = { key: 'admin.oauth2.domain-name-unique' };
      seen.add(key);
    });
    p.mobileInfos.forEach((m, mi) => {
      if (!m.pkgName.trim()) errors[`${at}.mobileInfos.${mi}.pkgName`] = { key: 'admin.oauth2.mobile-package-required' };
      if ((m.changeSecret || !m.stored) && m.appSecret.length < 16) {
        errors[`${at}.mobileInfos.${mi}.appSecret`] = { key: 'admin.oauth2.mobile-app-secret-min-length' };
      }
    });
    p.clientRegistrations.forEach((r, ri) => {
      const rat = `${at}.clientRegistrations.${ri}`;
      if (!r.clientId.trim()) errors[`${rat}.clientId`] = { key: 'admin.oauth2.client-id-required' };
      if ((r.changeSecret || !r.id) && !r.clientSecret.trim()) errors[`${rat}.clientSecret`] = { key: 'admin.oauth2.client-secret-required' };
      uri(errors, `${rat}.authorizationUri`, r.authorizationUri, 'admin.oauth2.authorization-uri-required');
      uri(errors, `${rat}.accessTokenUri`, r.accessTokenUri, 'admin.oauth2.access-token-uri-required');
      const openid = r.scope.split(/[\s,]+/).includes('openid');
      uri(errors, `${rat}.userInfoUri`, r.userInfoUri, openid ? null : 'admin.oauth2.user-info-uri-required');
      uri(errors, `${rat}.jwkSetUri`, r.jwkSetUri, null);
      if (!r.scope.trim()) errors[`${rat}.scope`] = { key: 'admin.oauth2.scope-required' };
      if (!r.userNameAttributeName.trim()) errors[`${rat}.userNameAttributeName`] = { key: 'admin.oauth2.user-name-attribute-name-required' };
      if (!r.loginButtonLabel.trim()) errors[`${rat}.loginButtonLabel`] = { key: 'admin.oauth2.login-button-label-required' };
      if (r.mapperType === 'CUSTOM') {
        uri(errors, `${rat}.customUrl`, r.customUrl, 'admin.oauth2.url-required');
      } else {
        if (!r.emailAttributeKey.trim()) errors[`${rat}.emailAttributeKey`] = { key: 'admin.oauth2.email-attribute-key-required' };
        if (r.tenantNameStrategy === 'CUSTOM' && !r.tenantNamePattern.trim()) {
          errors[`${rat}.tenantNamePattern`] = { key: 'admin.oauth2.tenant-name-pattern-required' };
        }
      }
    });
  });
  return errors;
}
