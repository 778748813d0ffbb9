import { type APIRequestContext, expect } from '@playwright/test';
import { mailsFor } from './mailSink';
import { ACCOUNTS } from './fixtures';

/** Calls the server's REST API as a given user, as an administrator would from a script. */
export async function apiToken(request: APIRequestContext, account: keyof typeof ACCOUNTS): Promise<string> {
  const response = await request.post('/api/auth/login', { data: ACCOUNTS[account] });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

export const auth = (token: string) => ({ 'X-Authorization': `Bearer ${token}` });

/** A new customer user of the demo customer, created by the tenant admin (not yet active). */
export async function createCustomerUser(request: APIRequestContext, sendActivationMail: boolean): Promise<{ id: string; email: string }> {
  const customerToken = await apiToken(request, 'customer');
  const me = await (await request.get('/api/auth/user', { headers: auth(customerToken) })).json();
  const tenantToken = await apiToken(request, 'tenant');
  const email = `user-${Date.now()}-${Math.floor(Math.random() * 1e6)}@tessera.io`;
  const response = await request.post(`/api/user?sendActivationMail=${sendActivationMail}`, {
    headers: auth(tenantToken),
    data: { email, authority: 'CUSTOMER_USER', customerId: me.customerId, firstName: 'Ada', lastName: 'Lovelace' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { id: ((await response.json()) as { id: { id: string } }).id.id, email };
}

/** A new, active customer user with a known password. */
export async function createActiveUser(request: APIRequestContext, password = 'Secret-123'): Promise<{ id: string; email: string; password: string }> {
  const user = await createCustomerUser(request, false);
  const tenantToken = await apiToken(request, 'tenant');
  const link = await (await request.get(`/api/user/${user.id}/activationLink`, { headers: auth(tenantToken) })).text();
  const activateToken = new URL(link).searchParams.get('activateToken');
  const activated = await request.post('/api/noauth/activate?sendActivationMail=false', { data: { activateToken, password } });
  expect(activated.ok(), await activated.text()).toBe(true);
  return { ...user, password };
}

/** Waits for a mail to `to` and returns the first link in it that matches `pattern`. */
export async function linkFromMail(to: string, pattern: RegExp): Promise<string> {
  const dir = process.env.TESSERA_MAIL_DIR!;
  let link: string | undefined;
  await expect.poll(() => {
    link = mailsFor(dir, to).map((mail) => pattern.exec(mail)?.[0]).find(Boolean);
    return link;
  }, { timeout: 15_000 }).toBeTruthy();
  return link!;
}
