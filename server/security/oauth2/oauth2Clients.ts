import type { OAuth2ClientInfo, OAuth2ClientRegistration, OAuth2Info, Platform } from '../../settings/oauth2Types';

export interface ClientRequest {
  /** The request's host name, without the port. */
  hostname: string;
  scheme: 'http' | 'https';
  platform?: string;
  pkgName?: string;
}

export const AUTHORIZATION_PATH = '/oauth2/authorization/';
export const LOGIN_PROCESSING_PATH = '/login/oauth2/code/';

/**
 * Registrations offered to a request: OAuth2 enabled; for the web, a parameter set listing
 * the request's domain with its scheme (or MIXED); for a mobile app, its package.
 */
export function registrationsFor(info: OAuth2Info, request: ClientRequest): OAuth2ClientRegistration[] {
  if (!info.enabled) return [];
  const platform = request.platform?.toUpperCase();
  const hostname = request.hostname.toLowerCase();
  const out: OAuth2ClientRegistration[] = [];
  for (const params of info.oauth2ParamsInfos) {
    const matches = request.pkgName
      ? params.mobileInfos.some((m) => m.pkgName === request.pkgName)
      : params.domainInfos.some((d) => d.name === hostname && (d.scheme === 'MIXED' || d.scheme.toLowerCase() === request.scheme));
    if (!matches) continue;
    for (const registration of params.clientRegistrations) {
      if (platform && !registration.platforms.includes(platform as Platform)) continue;
      out.push(registration);
    }
  }
  return out;
}

export function clientInfosFor(info: OAuth2Info, request: ClientRequest): OAuth2ClientInfo[] {
  return registrationsFor(info, request).map((r) => ({
    name: r.loginButtonLabel,
    icon: r.loginButtonIcon,
    url: `${AUTHORIZATION_PATH}${r.id}`,
  }));
}

export function findRegistration(info: OAuth2Info, id: string): OAuth2ClientRegistration | undefined {
  if (!info.enabled) return undefined;
  return info.oauth2ParamsInfos.flatMap((p) => p.clientRegistrations).find((r) => r.id === id);
}
