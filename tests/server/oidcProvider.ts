import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The URIs a registration in Tessera points at. */
  uris: { authorizationUri: string; accessTokenUri: string; userInfoUri: string; jwkSetUri: string };
  close(): Promise<void>;
}

export interface IdpAccount {
  email: string;
  given_name?: string;
  family_name?: string;
}

/**
 * A real OpenID Connect provider (panva's oidc-provider) on 127.0.0.1, with its own login
 * form (the development interactions: any password is accepted for a login name). A login
 * name found in `accounts` signs in as that account; another becomes `<login>@idp.test`.
 */
export async function startOidcProvider(options: { redirectUris: string[]; accounts?: Record<string, IdpAccount> }): Promise<TestIdp> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'tessera-test';
  const clientSecret = 'tessera-test-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [{
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: options.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['tessera-test-cookie-key'] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    async findAccount(_ctx, sub) {
      const account: IdpAccount = options.accounts?.[sub] ?? { email: sub.includes('@') ? sub : `${sub}@idp.test` };
      return {
        accountId: sub,
        async claims() {
          return { sub, email: account.email, email_verified: true, given_name: account.given_name, family_name: account.family_name };
        },
      };
    },
  });
  // The provider logs nothing to the test output.
  provider.on('server_error', () => undefined);
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    uris: {
      authorizationUri: `${issuer}/auth`,
      accessTokenUri: `${issuer}/token`,
      userInfoUri: `${issuer}/me`,
      jwkSetUri: `${issuer}/jwks`,
    },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
