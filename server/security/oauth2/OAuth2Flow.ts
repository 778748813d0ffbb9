import * as client from 'openid-client';
import type { OAuth2ClientRegistration } from '../../settings/oauth2Types';

const DISCOVERY_TIMEOUT_S = 5;
const CACHE_MS = 10 * 60 * 1000;

/** What the provider says about the user: the id token's claims merged with the user info answer. */
export type ProviderAttributes = Record<string, unknown>;

export interface ProviderTokens {
  accessToken: string;
  attributes: ProviderAttributes;
}

function isInsecure(registration: OAuth2ClientRegistration): boolean {
  return [registration.authorizationUri, registration.accessTokenUri, registration.userInfoUri, registration.jwkSetUri]
    .some((uri) => uri?.startsWith('http:'));
}

/**
 * The relying party side of the authorization code flow with PKCE (openid-client). The
 * provider's metadata comes from discovery at the authorization URI's origin when it has
 * any (OpenID Connect providers do), with the configured URIs taking precedence; providers
 * without discovery (GitHub) work from the configured URIs alone.
 */
export class OAuth2Flow {
  private readonly configs = new Map<string, { key: string; config: Promise<client.Configuration>; at: number }>();

  async authorizationUrl(registration: OAuth2ClientRegistration, redirectUri: string, state: string, codeVerifier: string): Promise<URL> {
    const config = await this.configuration(registration);
    return client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: registration.scope.join(' '),
      state,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /** Exchanges the code of `callbackUrl` and reads the user's attributes. */
  async finish(registration: OAuth2ClientRegistration, callbackUrl: URL, state: string, codeVerifier: string): Promise<ProviderTokens> {
    const config = await this.configuration(registration);
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      expectedState: state,
      pkceCodeVerifier: codeVerifier,
      idTokenExpected: registration.scope.includes('openid'),
    });
    const claims = tokens.claims();
    let attributes: ProviderAttributes = { ...(claims ?? {}) };
    if (registration.userInfoUri) {
      const info = await client.fetchUserInfo(config, tokens.access_token, claims?.sub ?? client.skipSubjectCheck);
      attributes = { ...attributes, ...info };
    }
    return { accessToken: tokens.access_token, attributes };
  }

  private configuration(registration: OAuth2ClientRegistration): Promise<client.Configuration> {
    const key = JSON.stringify([registration.clientId, registration.clientSecret, registration.authorizationUri, registration.accessTokenUri,
      registration.userInfoUri, registration.jwkSetUri, registration.clientAuthenticationMethod]);
    const cached = this.configs.get(registration.id);
    if (cached && cached.key === key && Date.now() - cached.at < CACHE_MS) return cached.config;
    const config = this.build(registration);
    this.configs.set(registration.id, { key, config, at: Date.now() });
    // A failure is not cached: the next sign-in tries again.
    config.catch(() => this.configs.delete(registration.id));
    return config;
  }

  private async build(registration: OAuth2ClientRegistration): Promise<client.Configuration> {
    const insecure = isInsecure(registration);
    const auth = registration.clientAuthenticationMethod === 'POST'
      ? client.ClientSecretPost(registration.clientSecret)
      : client.ClientSecretBasic(registration.clientSecret);
    const origin = new URL(registration.authorizationUri).origin;
    let discovered: client.ServerMetadata | undefined;
    try {
      const found = await client.discovery(new URL(origin), registration.clientId, undefined, undefined, {
        timeout: DISCOVERY_TIMEOUT_S,
        execute: insecure ? [client.allowInsecureRequests] : [],
      });
      discovered = found.serverMetadata();
    } catch {
      discovered = undefined;
    }
    const metadata: client.ServerMetadata = {
      ...(discovered ?? {}),
      issuer: discovered?.issuer ?? origin,
      authorization_endpoint: registration.authorizationUri,
      token_endpoint: registration.accessTokenUri,
      userinfo_endpoint: registration.userInfoUri ?? discovered?.userinfo_endpoint,
      jwks_uri: registration.jwkSetUri ?? discovered?.jwks_uri,
    };
    const config = new client.Configuration(metadata, registration.clientId, registration.clientSecret, auth);
    if (insecure) client.allowInsecureRequests(config);
    return config;
  }
}

/** The provider's own words for a failed exchange, for the login page's error dialog. */
export function providerErrorText(error: unknown): string {
  if (error instanceof client.ResponseBodyError) return error.error_description ?? error.error;
  if (error instanceof client.AuthorizationResponseError) return error.error_description ?? error.error;
  if (error instanceof Error) return error.message;
  return String(error);
}
