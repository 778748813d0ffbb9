import type { Page } from '@playwright/test';
import { apiToken, auth, createActiveUser, createCustomerUser, linkFromMail } from './api';
import { expect, login, test } from './fixtures';
import { mailsFor } from './mailSink';
import { startSmsStandIns, SMS_CREDENTIALS } from '../tests/server/smsStandIns';
import { readFileSync } from 'node:fs';

/** Every API answer body the page receives, to prove a secret never comes back. */
function recordBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/')) return;
    bodies.push(await response.text().catch(() => ''));
  });
  return bodies;
}

const SECRET = 'smtp-Secret-Pw-4711';

const LWM2M_MODEL_XML = `<?xml version="1.0" encoding="utf-8"?>
<LWM2M><Object ObjectType="MODefinition"><Name>Tessera Thermostat</Name><ObjectID>33001</ObjectID>
<ObjectVersion>1.2</ObjectVersion><MultipleInstances>Multiple</MultipleInstances><Mandatory>Optional</Mandatory>
<Resources><Item ID="0"><Name>Temperature</Name><Operations>R</Operations></Item></Resources></Object></LWM2M>
`;

test.describe('system settings', () => {
  test('general settings: validation messages, Undo, save toast and the leave warning', async ({ page }) => {
    await login(page, 'sysadmin');
    await page.goto('/settings/general');
    const baseUrl = page.getByLabel('Base URL');
    const original = await baseUrl.inputValue();
    expect(original).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    await baseUrl.fill('');
    await save.click();
    await expect(page.getByText('Base URL is required.')).toBeVisible();
    await baseUrl.fill('ftp://files.example.com');
    await expect(page.getByText('Base URL must be an http:// or https:// address.')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(baseUrl).toHaveValue(original);
    await expect(save).toBeDisabled();

    // Leaving with changes asks first; Stay keeps the edit.
    await baseUrl.fill(`${original}/console`);
    await page.getByTestId('side-menu').getByRole('link', { name: 'Outgoing Mail' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question.getByRole('heading')).toHaveText('Unsaved changes');
    await question.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/settings\/general$/);
    await expect(baseUrl).toHaveValue(`${original}/console`);

    await page.getByLabel('Prohibit to use hostname from the client request headers').click();
    await save.click();
    await expect(page.getByRole('status')).toContainText('Settings saved');
    await page.reload();
    await expect(page.getByLabel('Base URL')).toHaveValue(`${original}/console`);
    await expect(page.getByLabel('Prohibit to use hostname from the client request headers')).toBeChecked();

    // Restored the same way, then leaving with an edit: Discard and leave.
    await page.getByLabel('Base URL').fill(original);
    await page.getByLabel('Prohibit to use hostname from the client request headers').click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('Settings saved');
    await page.getByLabel('Base URL').fill('https://elsewhere.example.com');
    await page.getByTestId('side-menu').getByRole('link', { name: 'Outgoing Mail' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard and leave' }).click();
    await expect(page).toHaveURL(/\/settings\/outgoing-mail$/);
  });

  test('outgoing mail: test mail reaches the sink, a wrong port shows the server error, the password never comes back', async ({ page }) => {
    const bodies = recordBodies(page);
    await login(page, 'sysadmin');
    await page.goto('/settings/outgoing-mail');
    const port = page.getByRole('textbox', { name: 'SMTP port' });
    const sinkPort = await port.inputValue();
    const before = mailsFor(process.env.TESSERA_MAIL_DIR!, 'sysadmin@tessera.io').length;

    await page.getByRole('button', { name: 'Send test mail' }).click();
    await expect(page.getByRole('status')).toContainText('Test mail was sent to your address');
    await expect.poll(() => mailsFor(process.env.TESSERA_MAIL_DIR!, 'sysadmin@tessera.io').length).toBe(before + 1);
    expect(mailsFor(process.env.TESSERA_MAIL_DIR!, 'sysadmin@tessera.io').at(-1)).toMatch(/Subject: .*Test message/);

    // Port 1 on the loopback refuses connections: the server's own error text is shown.
    await port.fill('1');
    await port.blur();
    await page.getByRole('button', { name: 'Send test mail' }).click();
    await expect(page.getByTestId('test-mail-error')).toHaveText(/^Unable to send mail: .*ECONNREFUSED/);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(port).toHaveValue(sinkPort);

    // "Change password" reveals the field; saved, the password is in no answer.
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await page.getByLabel('Change password').click();
    await page.getByLabel('Password', { exact: true }).fill(SECRET);
    await page.getByRole('textbox', { name: 'Timeout (msec)' }).fill('9000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('Settings saved');
    await expect(page.getByLabel('Change password')).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Timeout (msec)' })).toHaveValue('9000');
    // A save without "change password" keeps it, and the test mail still goes out.
    await page.getByRole('textbox', { name: 'Timeout (msec)' }).fill('10000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('Settings saved');
    expect(bodies.length).toBeGreaterThan(3);
    expect(bodies.filter((body) => body.includes(SECRET))).toEqual([]);
  });

  test('password policy of 12 with digits refuses a short activation password; 3 failures lock and mail', async ({ page, request }) => {
    await login(page, 'sysadmin');
    await page.goto('/settings/security-settings');
    const minLength = page.getByRole('textbox', { name: 'Minimum password length' });
    const attempts = page.getByRole('textbox', { name: 'Maximum number of failed login attempts before the account is locked' });
    const originalAttempts = await attempts.inputValue();
    await minLength.fill('');
    await minLength.blur();
    await expect(page.getByText('Minimum password length is required.')).toBeVisible();
    await minLength.fill('12');
    await page.getByRole('textbox', { name: 'Minimum number of digits' }).fill('1');
    await attempts.fill('3');
    await page.getByRole('textbox', { name: 'Lockout duration in minutes' }).fill('0');
    await page.getByLabel('Send a mail to this address when an account is locked').fill('not-an-address');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Invalid email format.')).toBeVisible();
    await page.getByLabel('Send a mail to this address when an account is locked').fill('security@tessera.test');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('Settings saved');

    const sysadmin = await apiToken(request, 'sysadmin');
    try {
      // An activation with a short password shows the policy's message.
      const user = await createCustomerUser(request, false);
      const tenantToken = await apiToken(request, 'tenant');
      const link = await (await request.get(`/api/user/${user.id}/activationLink`, { headers: auth(tenantToken) })).text();
      const context = await page.context().browser()!.newContext();
      const anonymous = await context.newPage();
      await anonymous.goto(link.replace(/^https?:\/\/[^/]+/, process.env.TESSERA_URL!));
      await anonymous.getByLabel('New password', { exact: true }).fill('short1');
      await anonymous.getByLabel('New password again').fill('short1');
      await anonymous.getByRole('button', { name: 'Create' }).click();
      await expect(anonymous.getByRole('alert')).toHaveText(/Password must be at least 12 characters long!/);

      // Three wrong passwords lock the account; the fourth attempt says so, and the mail arrives.
      const active = await createActiveUser(request, 'Long-enough-123');
      await anonymous.goto('/login');
      for (let i = 0; i < 4; i++) {
        await anonymous.getByLabel('Username (email)').fill(active.email);
        await anonymous.getByLabel('Password', { exact: true }).fill(`wrong-${i}`);
        // One attempt at a time: each answer is read before the next try (the form shows it in its alert).
        const answered = anonymous.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
        await anonymous.getByRole('button', { name: 'Login' }).click();
        expect((await answered).status()).toBe(401);
        // The failure past the third locks the account (as ThingsBoard counts).
        await expect(anonymous.getByRole('alert')).toContainText(i < 3 ? 'Invalid username or password' : 'User account is locked due to security policy');
      }
      expect(await linkFromMail('security@tessera.test', new RegExp(active.email.replace(/[.]/g, '\\.')))).toBe(active.email);
      const unlockMail = mailsFor(process.env.TESSERA_MAIL_DIR!, 'security@tessera.test').find((mail) => mail.includes(active.email))!;
      expect(unlockMail).toMatch(/after 3 unsuccessful login attempts/);
      expect(unlockMail).toMatch(/An administrator can enable it again/);
      await context.close();
    } finally {
      const current = await (await request.get('/api/admin/securitySettings', { headers: auth(sysadmin) })).json();
      await request.post('/api/admin/securitySettings', {
        headers: auth(sysadmin),
        data: { ...current, maxFailedLoginAttempts: Number(originalAttempts), userLockoutDurationMinutes: 5, userLockoutNotificationEmail: null,
          passwordPolicy: { ...current.passwordPolicy, minimumLength: 6, minimumDigits: 0 } },
      });
    }
  });

  test('SMS provider: an SMPP server receives the test SMS; a wrong password shows the bind error', async ({ page, request }) => {
    // SMPP is a socket protocol: the stand-in (the smpp package's server side) runs in the test.
    const standIns = await startSmsStandIns();
    try {
      await login(page, 'sysadmin');
      await page.goto('/settings/sms-provider');
      await page.getByRole('button', { name: /SMS provider/ }).click();
      await page.getByRole('option', { name: 'SMPP' }).click();
      await page.getByRole('textbox', { name: 'SMPP host' }).fill('127.0.0.1');
      await page.getByRole('textbox', { name: 'SMPP port' }).fill(String(standIns.smppPort));
      await page.getByRole('textbox', { name: 'System ID' }).fill(SMS_CREDENTIALS.smpp.systemId);
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('textbox', { name: 'Source address' }).fill('Tessera');
      await page.getByRole('textbox', { name: 'Phone number to send to' }).fill('0170');
      await expect(page.getByText('Phone number must be in E.164 format, e.g. +15551234567.')).toBeVisible();
      await page.getByRole('textbox', { name: 'Phone number to send to' }).fill('+15557654321');
      await page.getByRole('button', { name: 'Send test SMS' }).click();
      await expect(page.getByTestId('test-sms-error')).toHaveText('Unable to send SMS: SMPP bind failed: ESME_RBINDFAIL');

      await page.getByLabel('Password', { exact: true }).fill(SMS_CREDENTIALS.smpp.password);
      await page.getByRole('button', { name: 'Send test SMS' }).click();
      await expect(page.getByRole('status')).toContainText('Test SMS was sent to +15557654321');
      expect(standIns.sent).toEqual([{ provider: 'SMPP', to: '+15557654321', from: 'Tessera', body: 'Test message from Tessera' }]);

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status')).toContainText('Settings saved');
      // The stored password is not sent back: "Change Password" instead of the field.
      await expect(page.getByLabel('Change Password')).not.toBeChecked();
      await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
      const sysadmin = await apiToken(request, 'sysadmin');
      const stored = await (await request.get('/api/admin/settings/sms', { headers: auth(sysadmin) })).text();
      expect(stored).not.toContain(SMS_CREDENTIALS.smpp.password);
      // The saved configuration (with the kept password) still sends.
      await page.getByRole('textbox', { name: 'Phone number to send to' }).fill('+15550000002');
      await page.getByRole('button', { name: 'Send test SMS' }).click();
      await expect(page.getByRole('status')).toContainText('Test SMS was sent to +15550000002');
      expect(standIns.sent.at(-1)).toMatchObject({ to: '+15550000002' });
    } finally {
      await standIns.close();
    }
  });

  test("home settings: a tenant admin picks the tenant's home dashboard", async ({ page, request }) => {
    await login(page, 'tenant');
    await page.goto('/settings/home');
    const picker = page.getByRole('combobox', { name: 'Home dashboard' });
    await expect(picker).toHaveValue('');
    await expect(page.getByLabel('Hide dashboard toolbar')).toBeDisabled();
    await picker.fill('Thermo');
    await page.getByRole('option', { name: 'Thermostats' }).click();
    await page.getByLabel('Hide dashboard toolbar').click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('Settings saved');
    const tenantToken = await apiToken(request, 'tenant');
    const info = await (await request.get('/api/tenant/dashboard/home/info', { headers: auth(tenantToken) })).json();
    expect(info).toMatchObject({ dashboardId: { entityType: 'DASHBOARD' }, hideDashboardToolbar: false });
    const home = await (await request.get('/api/dashboard/home', { headers: auth(tenantToken) })).json();
    expect(home.title).toBe('Thermostats');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Home dashboard' })).toHaveValue('Thermostats');
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    // Cleared again: no home dashboard.
    await page.getByRole('combobox', { name: 'Home dashboard' }).fill('');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('Settings saved');
    expect((await (await request.get('/api/tenant/dashboard/home/info', { headers: auth(tenantToken) })).json()).dashboardId).toBeNull();
  });

  test('resources library: a tenant uploads an LwM2M model and a JS module, downloads them byte-identical and deletes them', async ({ page }) => {
    const model = Buffer.from(LWM2M_MODEL_XML);
    const module = Buffer.from(`export function celsius(f) { return (f - 32) * 5 / 9; }\n// ${'x'.repeat(4000)}\n`);
    await login(page, 'tenant');
    await page.goto('/settings/resources-library');
    await expect(page.getByRole('heading', { name: /Resources library/ })).toBeVisible();

    await page.getByRole('button', { name: 'Add resource' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Resource type/ }).click();
    await page.getByRole('option', { name: 'LwM2M model' }).click();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'thermostat.xml', mimeType: 'text/xml', buffer: model });
    await expect(dialog.getByTestId('lwm2m-model')).toHaveText('LwM2M object 33001: Tessera Thermostat (version 1.2)');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('row', { name: /Tessera Thermostat id=33001 v1\.2/ })).toBeVisible();

    await page.getByRole('button', { name: 'Add resource' }).click();
    dialog = page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(dialog.getByRole('alert')).toHaveText('This type takes .js files.');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText('Title is required.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Unit helpers');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'units.js', mimeType: 'text/javascript', buffer: module });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    const row = page.getByRole('row', { name: /Unit helpers/ });
    await expect(row).toBeVisible();

    // The type filter shows one kind.
    await page.getByRole('button', { name: /.+ Resource type$/ }).click();
    await page.getByRole('option', { name: 'JS module' }).click();
    await expect(page.getByRole('row', { name: /Tessera Thermostat/ })).toHaveCount(0);
    await expect(row).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download: Unit helpers' }).click()]);
    expect(download.suggestedFilename()).toBe('units.js');
    expect(readFileSync((await download.path())!).equals(module)).toBe(true);
    await page.getByRole('button', { name: /.+ Resource type$/ }).click();
    await page.getByRole('option', { name: 'All types' }).click();
    const modelRow = page.getByRole('row', { name: /Tessera Thermostat/ });
    const [modelDownload] = await Promise.all([page.waitForEvent('download'), modelRow.getByRole('button', { name: /^Download: / }).click()]);
    expect(readFileSync((await modelDownload.path())!).equals(model)).toBe(true);

    for (const name of ['Unit helpers', 'Tessera Thermostat id=33001 v1.2']) {
      await page.getByRole('row', { name: new RegExp(name.replace(/[.]/g, '\\.')) }).getByRole('button', { name: `Delete: ${name}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('row', { name: new RegExp(name.replace(/[.]/g, '\\.')) })).toHaveCount(0);
    }
  });

  test('rotating the JWT signing key asks first, then ends every session', async ({ page, request }) => {
    const tenantToken = await apiToken(request, 'tenant');
    await login(page, 'sysadmin');
    await page.goto('/settings/security-settings');
    await expect(page.getByLabel('Issuer name')).toHaveValue('thingsboard.io');
    await page.getByRole('button', { name: 'Rotate signing key' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('all sessions end, yours included');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await request.get('/api/auth/user', { headers: auth(tenantToken) })).status()).toBe(200);

    await page.getByRole('button', { name: 'Rotate signing key' }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rotate signing key' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await request.get('/api/auth/user', { headers: auth(tenantToken) })).status()).toBe(401);
    await login(page, 'sysadmin');
  });
});
