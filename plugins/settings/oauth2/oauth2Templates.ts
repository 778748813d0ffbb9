/** Provider templates: what choosing a provider fills in (ThingsBoard 3.3's OAuth2 templates). */
export interface ProviderTemplate {
  providerName: string;
  authorizationUri: string;
  accessTokenUri: string;
  userInfoUri: string;
  jwkSetUri: string;
  scope: string[];
  userNameAttributeName: string;
  clientAuthenticationMethod: 'BASIC' | 'POST';
  loginButtonLabel: string;
  loginButtonIcon: string;
  mapperType: 'BASIC' | 'GITHUB' | 'CUSTOM' | 'APPLE';
  emailAttributeKey: string;
  firstNameAttributeKey: string;
  lastNameAttributeKey: string;
}

export const PROVIDER_TEMPLATES: ProviderTemplate[] = [
  {
    providerName: 'Google',
    authorizationUri: 'https://accounts.google.com/o/oauth2/v2/auth',
    accessTokenUri: 'https://oauth2.googleapis.com/token',
    userInfoUri: 'https://openidconnect.googleapis.com/v1/userinfo',
    jwkSetUri: 'https://www.googleapis.com/oauth2/v3/certs',
    scope: ['openid', 'email', 'profile'],
    userNameAttributeName: 'email',
    clientAuthenticationMethod: 'BASIC',
    loginButtonLabel: 'Google',
    loginButtonIcon: 'google-logo',
    mapperType: 'BASIC',
    emailAttributeKey: 'email',
    firstNameAttributeKey: 'given_name',
    lastNameAttributeKey: 'family_name',
  },
  {
    providerName: 'Github',
    authorizationUri: 'https://github.com/login/oauth/authorize',
    accessTokenUri: 'https://github.com/login/oauth/access_token',
    userInfoUri: 'https://api.github.com/user',
    jwkSetUri: '',
    scope: ['read:user', 'user:email'],
    userNameAttributeName: 'login',
    clientAuthenticationMethod: 'BASIC',
    loginButtonLabel: 'Github',
    loginButtonIcon: 'github-logo',
    mapperType: 'GITHUB',
    emailAttributeKey: 'email',
    firstNameAttributeKey: 'name',
    lastNameAttributeKey: '',
  },
  {
    providerName: 'Facebook',
    authorizationUri: 'https://www.facebook.com/v2.8/dialog/oauth',
    accessTokenUri: 'https://graph.facebook.com/v2.8/oauth/access_token',
    userInfoUri: 'https://graph.facebook.com/me?fields=id,name,first_name,last_name,email',
    jwkSetUri: '',
    scope: ['email', 'public_profile'],
    userNameAttributeName: 'email',
    clientAuthenticationMethod: 'BASIC',
    loginButtonLabel: 'Facebook',
    loginButtonIcon: 'facebook-logo',
    mapperType: 'BASIC',
    emailAttributeKey: 'email',
    firstNameAttributeKey: 'first_name',
    lastNameAttributeKey: 'last_name',
  },
  {
    providerName: 'Apple',
    // Apple answers with a form POST when the email scope is asked for.
    authorizationUri: 'https://appleid.apple.com/auth/authorize?response_mode=form_post',
    accessTokenUri: 'https://appleid.apple.com/auth/token',
    userInfoUri: '',
    jwkSetUri: 'https://appleid.apple.com/auth/keys',
    scope: ['openid', 'email'],
    userNameAttributeName: 'email',
    clientAuthenticationMethod: 'POST',
    loginButtonLabel: 'Apple',
    loginButtonIcon: 'apple-logo',
    mapperType: 'APPLE',
    emailAttributeKey: 'email',
    firstNameAttributeKey: '',
    lastNameAttributeKey: '',
  },
];

export const CUSTOM_PROVIDER = 'Custom';
export const PROVIDER_NAMES = [...PROVIDER_TEMPLATES.map((t) => t.providerName), CUSTOM_PROVIDER];
