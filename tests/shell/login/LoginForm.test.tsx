// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/main';
import { HttpError } from '../../../core/sdk/services';
import { type TokenPair } from '../../../core/services/TokenManager';
import { LoginForm, type LoginFormProps } from '../../../core/shell/login/LoginForm';
import { requestLogin } from '../../../core/shell/login/loginRequests';
import { translateWith } from '../../../core/shell/login/loginStrings';
import { ACCOUNTS, removeTempDirs, startTestServer } from '../../server/helpers';

/** The login form with the real en_US strings, signing in against a real server. */
const ROOT = path.resolve(__dirname, '../../..');
const en = JSON.parse(readFileSync(path.join(ROOT, 'core/i18n/locale.constant-en_US.json'), 'utf8')) as Record<string, unknown>;
const keys = JSON.parse(readFileSync(path.join(ROOT, 'core/shell/login/loginKeys.json'), 'utf8')) as string[];
const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
const t = translateWith(Object.fromEntries(keys.map((key) => [key, lookup(key)])));

let server: RunningServer;
let serverFetch: typeof fetch;
const nodeFetch = globalThis.fetch;
beforeAll(async () => {
  server = await startTestServer();
  serverFetch = ((input: string, init?: RequestInit) => nodeFetch(server.url + input, init)) as typeof fetch;
});
afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});
afterEach(cleanup);

function renderForm(props: Partial<LoginFormProps> & { query?: string } = {}) {
  const signedIn: TokenPair[] = [];
  const visited: string[] = [];
  render(
    <LoginForm
      t={t}
      params={new URLSearchParams(props.query ?? '')}
      providers={props.providers ?? []}
      signIn={props.signIn ?? (async (username, password) => { signedIn.push(await requestLogin(serverFetch, username, password)); })}
      signInWithTokens={props.signInWithTokens ?? (async (pair) => { signedIn.push(pair); })}
      goTo={(target) => visited.push(target)}
    />,
  );
  return { signedIn, visited };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Login' })); });

describe('LoginForm', () => {
  it('checks the username before asking the server', async () => {
    const { signedIn } = renderForm();
    await submit();
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByLabelText(/Username \(email\)/).getAttribute('aria-invalid')).toBe('true');
    fill('Username (email) *', 'not-an-email');
    expect(screen.getByText('Invalid email format.')).toBeTruthy();
    expect(signedIn).toEqual([]);
  });

  it('shows the server message for wrong credentials, then signs in with the right ones', async () => {
    const { signedIn } = renderForm();
    fill('Username (email) *', ACCOUNTS.tenant.email);
    fill('Password', 'wrong');
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid username or password'));
    expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(false);
    fill('Password', ACCOUNTS.tenant.password);
    await submit();
    await waitFor(() => expect(signedIn).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
  });

  it('toggles the password between hidden and shown', async () => {
    renderForm();
    const field = screen.getByLabelText('Password') as HTMLInputElement;
    expect(field.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field.type).toBe('password');
  });

  it('sends an expired password to its reset page and opens forgot-password', async () => {
    const expired = new HttpError(401, 'User password expired!', 15, { resetToken: 'abc+1' });
    const { visited } = renderForm({ signIn: () => Promise.reject(expired) });
    fill('Username (email) *', ACCOUNTS.tenant.email);
    await submit();
    expect(visited).toEqual(['/login/resetExpiredPassword?resetToken=abc%2B1']);
    fireEvent.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    expect(visited.at(-1)).toBe('/login/resetPasswordRequest');
  });

  it('signs in from the query: token pair, or username and password', async () => {
    const tokens = renderForm({ query: 'accessToken=a.b.c&refreshToken=d.e.f' });
    await waitFor(() => expect(tokens.signedIn).toEqual([{ token: 'a.b.c', refreshToken: 'd.e.f' }]));
    cleanup();
    const query = new URLSearchParams({ username: ACCOUNTS.customer.email, password: ACCOUNTS.customer.password }).toString();
    const credentials = renderForm({ query });
    await waitFor(() => expect(credentials.signedIn).toHaveLength(1));
  });

  it('lists the sign-in providers and the or-divider, and shows a loginError alert until closed', async () => {
    renderForm({ providers: [{ name: 'Google', icon: 'google-logo', url: '/oauth2/authorization/1' }], query: 'loginError=Refused%20by%20provider' });
    expect(screen.getByRole('link', { name: 'Login with Google' }).getAttribute('href')).toBe('/oauth2/authorization/1');
    expect(screen.getByRole('separator').textContent).toBe('or');
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.querySelector('h2')?.textContent).toBe('Refused by provider');
    expect(dialog.textContent).toContain('Sign-in was not completed.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
