/** OAuth2 configuration, ThingsBoard 3.3's OAuth2Info shape (`/api/oauth2/config`). */

export const DOMAIN_SCHEMES = ['HTTP', 'HTTPS', 'MIXED'] as const;
export const PLATFORMS = ['WEB', 'ANDROID', 'IOS'] as const;
export const MAPPER_TYPES = ['BASIC', 'CUSTOM', 'GITHUB', 'APPLE'] as const;
export const TENANT_NAME_STRATEGIES = ['DOMAIN', 'EMAIL', 'CUSTOM'] as const;
export const CLIENT_AUTH_METHODS = ['BASIC', 'POST'] as const;
export const PROVIDER_NAMES = ['Google', 'Github', 'Facebook', 'Apple', 'Custom'] as const;

export type Platform = (typeof PLATFORMS)[number];

export interface OAuth2DomainInfo {
  name: string;
  scheme: (typeof DOMAIN_SCHEMES)[number];
}

export interface OAuth2MobileInfo {
  pkgName: string;
  /** Secret: never returned. */
  appSecret: string;
}

export interface OAuth2BasicMapperConfig {
  emailAttributeKey: string;
  firstNameAttributeKey: string | null;
  lastNameAttributeKey: string | null;
  tenantNameStrategy: (typeof TENANT_NAME_STRATEGIES)[number];
  tenantNamePattern: string | null;
  customerNamePattern: string | null;
  defaultDashboardName: string | null;
  alwaysFullScreen: boolean;
}

export interface OAuth2CustomMapperConfig {
  url: string;
  username: string | null;
  /** Secret: never returned. */
  password: string | null;
  sendToken: boolean;
}

export interface OAuth2MapperConfig {
  allowUserCreation: boolean;
  activateUser: boolean;
  type: (typeof MAPPER_TYPES)[number];
  basic: OAuth2BasicMapperConfig | null;
  custom: OAuth2CustomMapperConfig | null;
}

export interface OAuth2ClientRegistration {
  /** Tessera's addition: the registration's id, used in `/oauth2/authorization/{id}`. */
  id: string;
  mapperConfig: OAuth2MapperConfig;
  clientId: string;
  /** Secret: never returned. */
  clientSecret: string;
  authorizationUri: string;
  accessTokenUri: string;
  scope: string[];
  userInfoUri: string | null;
  userNameAttributeName: string;
  jwkSetUri: string | null;
  clientAuthenticationMethod: (typeof CLIENT_AUTH_METHODS)[number];
  loginButtonLabel: string;
  loginButtonIcon: string | null;
  platforms: Platform[];
  additionalInfo: { providerName: string };
}

export interface OAuth2ParamsInfo {
  domainInfos: OAuth2DomainInfo[];
  mobileInfos: OAuth2MobileInfo[];
  clientRegistrations: OAuth2ClientRegistration[];
}

export interface OAuth2Info {
  enabled: boolean;
  oauth2ParamsInfos: OAuth2ParamsInfo[];
}

/** A login-page entry (`/api/noauth/oauth2Clients`). */
export interface OAuth2ClientInfo {
  name: string;
  icon: string | null;
  url: string;
}
