// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadLoginStrings, loginLocaleUrl, translateWith } from '../../../core/shell/login/loginStrings';

describe('translateWith', () => {
  it('fills i18next-style placeholders and shows unknown keys as themselves', () => {
    const t = translateWith({ 'login.login-with': 'Login with {{name}}', 'login.or': 'or' });
    expect(t('login.login-with', { name: 'GitHub' })).toBe('Login with GitHub');
    expect(t('login.or')).toBe('or');
    expect(t('login.missing')).toBe('login.missing');
  });
});

describe('login strings by language', () => {
  const page = () => {
    document.head.innerHTML = '<base href="http://console.test/"><meta name="tessera:login-locale" content="assets/locale/login-{lang}-0123456789.json">';
    return document;
  };

  it('resolves the language file from the page meta tag', () => {
    expect(loginLocaleUrl(page(), 'de_DE')).toBe('http://console.test/assets/locale/login-de_DE-0123456789.json');
  });

  it('falls back to en_US when the language file does not load', async () => {
    const asked: string[] = [];
    const fetchFn = (async (url: string) => {
      asked.push(url);
      return url.includes('en_US') ? new Response('{"login.login":"Login"}') : new Response('', { status: 404 });
    }) as unknown as typeof fetch;
    expect(await loadLoginStrings(page(), 'ka_GE', fetchFn)).toEqual({ 'login.login': 'Login' });
    expect(asked.map((url) => url.split('/').at(-1))).toEqual(['login-ka_GE-0123456789.json', 'login-en_US-0123456789.json']);
  });
});
