import { type APIRequestContext } from '@playwright/test';
import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';

const DEVICE = 'Weather Station W1';

/** Raises an alarm on a device through the REST API, as the rule engine would. */
async function raiseAlarm(request: APIRequestContext, token: string, deviceId: string, type: string, severity: string, details: object) {
  const response = await request.post('/api/alarm', {
    headers: auth(token),
    data: { originator: { entityType: 'DEVICE', id: deviceId }, type, severity, status: 'ACTIVE_UNACK', startTs: Date.now(), details },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: { id: string } };
}

test('the Alarms tab of a device shows its alarms; the details dialog acknowledges and clears one', async ({ page, request }, testInfo) => {
  test.setTimeout(60_000);
  const token = await apiToken(request, 'tenant');
  const device = await (await request.get(`/api/tenant/devices?deviceName=${encodeURIComponent(DEVICE)}`, { headers: auth(token) })).json();
  const stamp = Date.now();
  const hot = `High temperature ${stamp}`;
  const alarm = await raiseAlarm(request, token, device.id.id, hot, 'CRITICAL', { temperature: 31.5, threshold: 30 });
  await raiseAlarm(request, token, device.id.id, `Low battery ${stamp}`, 'MINOR', { battery: 9 });

  await login(page, 'tenant');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Devices' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(DEVICE);
  await page.getByRole('row', { name: new RegExp(DEVICE) }).click();
  const drawer = page.getByRole('complementary', { name: DEVICE });
  await drawer.getByRole('tab', { name: 'Alarms' }).click();

  const row = drawer.getByRole('row', { name: new RegExp(hot) });
  await expect(row).toContainText('Critical');
  await expect(row).toContainText('Active Unacknowledged');
  await expect(row).toContainText(DEVICE);
  await expect(drawer.getByRole('row', { name: new RegExp(`Low battery ${stamp}`) })).toContainText('Minor');
  await drawer.screenshot({ path: testInfo.outputPath('alarms-tab.png'), animations: 'disabled' });

  // The severity filter keeps only the chosen severities.
  await drawer.getByRole('button', { name: /^Severity:/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Critical' }).click();
  await page.keyboard.press('Escape');
  await expect(drawer.getByRole('button', { name: 'Severity: Critical' })).toBeVisible();
  await expect(drawer.getByRole('row', { name: new RegExp(`Low battery ${stamp}`) })).toHaveCount(0);
  await expect(row).toBeVisible();

  // An alarm raised while the tab is open shows up without a reload.
  const later = `Overheating ${stamp}`;
  await raiseAlarm(request, token, device.id.id, later, 'CRITICAL', {});
  await expect(drawer.getByRole('row', { name: new RegExp(later) })).toBeVisible({ timeout: 10_000 });

  // Details, then acknowledge and clear, each after a confirmation.
  await row.click();
  const details = page.getByRole('dialog', { name: 'Alarm details' });
  await expect(details).toContainText(hot);
  await expect(details).toContainText('Critical');
  await expect(details.getByTestId('alarm-status')).toHaveText('Active Unacknowledged');
  await expect(details.locator('pre')).toContainText('"temperature": 31.5');
  await page.screenshot({ path: testInfo.outputPath('alarm-details.png'), animations: 'disabled' });

  await details.getByRole('button', { name: 'Acknowledge' }).click();
  const confirmAck = page.getByRole('alertdialog');
  await expect(confirmAck).toContainText(`Acknowledge alarm '${hot}'?`);
  await confirmAck.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(details.getByTestId('alarm-status')).toHaveText('Active Acknowledged');
  await expect(details.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);

  await details.getByRole('button', { name: 'Clear' }).click();
  const confirmClear = page.getByRole('alertdialog');
  await expect(confirmClear).toContainText(`Clear alarm '${hot}'?`);
  await confirmClear.getByRole('button', { name: 'Clear' }).click();
  await expect(details.getByTestId('alarm-status')).toHaveText('Cleared Acknowledged');
  await expect(details.getByRole('button', { name: 'Clear' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('Cleared Acknowledged');

  const stored = await (await request.get(`/api/alarm/info/${alarm.id.id}`, { headers: auth(token) })).json();
  expect(stored.status).toBe('CLEARED_ACK');
  expect(stored.ackTs).toBeGreaterThan(0);
  expect(stored.clearTs).toBeGreaterThan(0);

  // 'Active' leaves the cleared alarm out.
  await drawer.getByRole('button', { name: 'Status: All' }).click();
  await page.getByRole('menuitemradio', { name: 'Active', exact: true }).click();
  await expect(drawer.getByRole('button', { name: 'Status: Active' })).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(drawer.getByRole('row', { name: new RegExp(later) })).toBeVisible();
});
