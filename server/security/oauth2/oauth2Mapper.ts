import type { OAuth2BasicMapperConfig, OAuth2ClientRegistration } from '../../settings/oauth2Types';
import type { ProviderAttributes } from './OAuth2Flow';

/** What a mapper makes of the provider's attributes (ThingsBoard's OAuth2User). */
export interface OAuth2User {
  email: string;
  firstName: string | null;
  lastName: string | null;
  tenantName: string;
  customerName: string | null;
  defaultDashboardName: string | null;
  alwaysFullScreen: boolean;
}

export class OAuth2MappingError extends Error {}

const MAPPER_TIMEOUT_MS = 10_000;

const attribute = (attrs: ProviderAttributes, key: string | null): string | null => {
  if (!key) return null;
  const value = attrs[key];
  return typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null;
};

/** `%{name}` placeholders replaced by the attributes, as ThingsBoard's StrSubstitutor does; unknown ones stay. */
export function substitute(pattern: string, attrs: ProviderAttributes): string {
  return pattern.replace(/%\{([^}]+)\}/g, (whole, key: string) => attribute(attrs, key) ?? whole);
}

export function mapBasic(attrs: ProviderAttributes, config: OAuth2BasicMapperConfig, email = attribute(attrs, config.emailAttributeKey)): OAuth2User {
  if (!email) throw new OAuth2MappingError(`Email attribute '${config.emailAttributeKey}' is not found in the provider's user info!`);
  const normalized = email.toLowerCase();
  let tenantName: string;
  switch (config.tenantNameStrategy) {
    case 'EMAIL':
      tenantName = normalized;
      break;
    case 'CUSTOM':
      tenantName = substitute(config.tenantNamePattern ?? '', { ...attrs, email: normalized });
      break;
    default:
      tenantName = normalized.slice(normalized.indexOf('@') + 1);
  }
  if (!tenantName.trim()) throw new OAuth2MappingError('Tenant name is empty!');
  return {
    email: normalized,
    firstName: attribute(attrs, config.firstNameAttributeKey),
    lastName: attribute(attrs, config.lastNameAttributeKey),
    tenantName: tenantName.trim(),
    customerName: config.customerNamePattern ? substitute(config.customerNamePattern, { ...attrs, email: normalized }).trim() || null : null,
    defaultDashboardName: config.defaultDashboardName,
    alwaysFullScreen: config.alwaysFullScreen,
  };
}

/** GitHub hides the address from /user unless public: the primary verified one from /user/emails. */
async function githubEmail(userInfoUri: string, accessToken: string): Promise<string | null> {
  const response = await fetch(`${userInfoUri.replace(/\/+$/, '')}/emails`, {
    headers: { authorization: `token ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(MAPPER_TIMEOUT_MS),
  });
  if (!response.ok) return null;
  const emails = (await response.json()) as { email?: string; primary?: boolean; verified?: boolean }[];
  return Array.isArray(emails) ? emails.find((e) => e.primary && e.verified)?.email ?? null : null;
}

async function customMapper(registration: OAuth2ClientRegistration, attrs: ProviderAttributes, accessToken: string): Promise<OAuth2User> {
  const custom = registration.mapperConfig.custom!;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (custom.username) headers.authorization = `Basic ${Buffer.from(`${custom.username}:${custom.password ?? ''}`).toString('base64')}`;
  if (custom.sendToken) headers['Provider-Access-Token'] = accessToken;
  const response = await fetch(custom.url, {
    method: 'POST', headers, body: JSON.stringify(attrs), signal: AbortSignal.timeout(MAPPER_TIMEOUT_MS),
  });
  if (!response.ok) throw new OAuth2MappingError(`Custom mapper answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const user = (await response.json()) as Partial<OAuth2User>;
  if (typeof user.email !== 'string' || !user.email) throw new OAuth2MappingError("Custom mapper's answer has no email!");
  if (typeof user.tenantName !== 'string' || !user.tenantName) throw new OAuth2MappingError("Custom mapper's answer has no tenant name!");
  return {
    email: user.email.toLowerCase(),
    firstName: typeof user.firstName === 'string' ? user.firstName : null,
    lastName: typeof user.lastName === 'string' ? user.lastName : null,
    tenantName: user.tenantName,
    customerName: typeof user.customerName === 'string' && user.customerName ? user.customerName : null,
    defaultDashboardName: typeof user.defaultDashboardName === 'string' && user.defaultDashboardName ? user.defaultDashboardName : null,
    alwaysFullScreen: user.alwaysFullScreen === true,
  };
}

/** Applies the registration's mapper (BASIC, GITHUB, APPLE or CUSTOM). */
export async function mapUser(registration: OAuth2ClientRegistration, attrs: ProviderAttributes, accessToken: string): Promise<OAuth2User> {
  const mapper = registration.mapperConfig;
  if (mapper.type === 'CUSTOM') return customMapper(registration, attrs, accessToken);
  const basic = mapper.basic!;
  if (mapper.type === 'GITHUB') {
    const email = attribute(attrs, basic.emailAttributeKey) ?? (registration.userInfoUri ? await githubEmail(registration.userInfoUri, accessToken) : null);
    return mapBasic(attrs, basic, email);
  }
  return mapBasic(attrs, basic);
}
