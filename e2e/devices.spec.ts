import { apiToken, auth } from './api';
import { type Locator, type Page } from '@playwright/test';
import { expect, login, logout, test } from './fixtures';

/** Assigns the entity of a table row to the seeded Demo Customer through the row action. */
async function assignToDemoCustomer(page: Page, row: Locator, name: string): Promise<void> {
  await row.getByRole('button', { name: `Assign to customer: ${name}` }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Customer' }).fill('Demo');
  await page.getByRole('option', { name: 'Demo Customer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Assign' }).click();
  await expect(row).toContainText('Demo Customer');
}

test.describe('devices', () => {
  test('a tenant admin creates an MQTT profile with an alarm rule and a device on it, reads its token, relates it to an asset and hands it to a customer', async ({ page, request }) => {
    test.setTimeout(120_000);
    const name = `Sensor ${Date.now()}`;
    const profileName = `MQTT meter ${Date.now()}`;
    await login(page, 'tenant');

    // The device profile: MQTT transport with its default topics, and one alarm rule.
    await page.getByTestId('side-menu').getByRole('link', { name: 'Device profiles' }).click();
    await page.getByRole('button', { name: 'Add device profile' }).click();
    const editor = page.getByRole('dialog');
    await editor.getByRole('textbox', { name: 'Name' }).fill(profileName);
    await editor.getByRole('tab', { name: 'Transport configuration' }).click();
    await editor.getByRole('button', { name: /Transport type/ }).click();
    await page.getByRole('option', { name: 'MQTT' }).click();
    await expect(editor.getByRole('textbox', { name: 'Telemetry topic filter' })).toHaveValue('v1/devices/me/telemetry');
    await editor.getByRole('tab', { name: 'Alarm rules' }).click();
    await editor.getByRole('button', { name: 'Add alarm rule' }).click();
    await editor.getByRole('textbox', { name: 'Alarm type' }).fill('High temperature');
    // Saving an alarm without a condition is refused on the client.
    await editor.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(editor.getByText('Alarm rule condition is required.')).toBeVisible();
    await editor.getByRole('button', { name: 'Add key filter' }).click();
    await editor.getByRole('textbox', { name: 'Key name' }).fill('temperature');
    await editor.getByRole('button', { name: /Operation/ }).click();
    await page.getByRole('option', { name: 'greater than' }).click();
    await editor.getByRole('textbox', { name: 'Value' }).fill('30');
    await editor.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('row', { name: new RegExp(profileName) })).toContainText('MQTT');
    const tenantToken = await apiToken(request, 'tenant');
    const profiles = await (await request.get(`/api/deviceProfiles?pageSize=10&page=0&textSearch=${encodeURIComponent(profileName)}`, { headers: auth(tenantToken) })).json();
    const saved = profiles.data[0];
    expect(saved.profileData.transportConfiguration).toMatchObject({
      type: 'MQTT', deviceTelemetryTopic: 'v1/devices/me/telemetry', deviceAttributesTopic: 'v1/devices/me/attributes',
    });
    expect(saved.profileData.alarms).toHaveLength(1);
    expect(saved.profileData.alarms[0]).toMatchObject({ alarmType: 'High temperature' });
    expect(saved.profileData.alarms[0].createRules.CRITICAL.condition.condition[0]).toMatchObject({
      key: { type: 'TIME_SERIES', key: 'temperature' }, valueType: 'NUMERIC',
      predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 30 } },
    });

    // A device on that profile.
    await page.getByTestId('side-menu').getByRole('link', { name: 'Devices' }).click();
    await page.getByRole('button', { name: 'Add device', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Label' }).fill('Roof');
    await dialog.getByRole('combobox', { name: 'Device profile' }).fill(profileName);
    await dialog.getByRole('button', { name: 'Add' }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(profileName);

    // The credentials dialog shows the generated access token, the one the server holds.
    await row.getByRole('button', { name: `Manage credentials: ${name}` }).click();
    const token = await page.getByRole('dialog').getByRole('textbox', { name: 'Access token' }).inputValue();
    expect(token).toMatch(/^[A-Za-z0-9]{20}$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    const found = await (await request.get(`/api/tenant/devices?deviceName=${encodeURIComponent(name)}`, { headers: auth(tenantToken) })).json();
    const credentials = await (await request.get(`/api/device/${found.id.id}/credentials`, { headers: auth(tenantToken) })).json();
    expect(credentials.credentialsId).toBe(token);

    // A relation from the seeded asset to the device, through the relations tab.
    await row.click();
    const drawer = page.getByRole('complementary', { name });
    await drawer.getByRole('tab', { name: 'Relations' }).click();
    await drawer.getByRole('tab', { name: 'Inbound relations' }).click();
    await drawer.getByRole('button', { name: 'Add relation' }).click();
    const relationDialog = page.getByRole('dialog');
    await relationDialog.getByRole('button', { name: /Type/ }).click();
    await page.getByRole('option', { name: 'Asset' }).click();
    await relationDialog.getByRole('combobox', { name: 'Asset' }).fill('Build');
    await page.getByRole('option', { name: 'Building A' }).click();
    await relationDialog.getByRole('button', { name: 'Add' }).click();
    await expect(drawer.getByRole('row', { name: /Contains.*Building A/ })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();

    // Assign to the demo customer.
    await assignToDemoCustomer(page, row, name);
    await logout(page);

    // The customer user sees it and cannot delete it.
    await login(page, 'customer');
    await page.getByTestId('side-menu').getByRole('link', { name: 'Devices' }).click();
    const customerRow = page.getByRole('row', { name: new RegExp(name) });
    await expect(customerRow).toBeVisible();
    await expect(customerRow.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    const customerToken = await apiToken(request, 'customer');
    expect((await request.delete(`/api/device/${found.id.id}`, { headers: auth(customerToken) })).status()).toBe(403);
  });
});

test('a tenant admin exposes a device through an entity view that its customer can see', async ({ page }) => {
  const name = `View ${Date.now()}`;
  await login(page, 'tenant');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Entity Views' }).click();
  await page.getByRole('button', { name: 'Add entity view' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Entity view type' }).fill('roomview');
  await dialog.getByRole('combobox', { name: 'Target entity', exact: true }).fill('Thermostat T2');
  await page.getByRole('option', { name: 'Thermostat T2' }).click();
  await dialog.getByRole('combobox', { name: /Add a key to Time series keys/ }).fill('temperature, humidity, temperature');
  await dialog.getByRole('button', { name: 'Add' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('roomview');

  // The drawer shows the target by name and the keys without the duplicate.
  await row.click();
  const drawer = page.getByRole('complementary', { name });
  await expect(drawer.getByRole('combobox', { name: 'Target entity', exact: true })).toHaveValue('Thermostat T2');
  await expect(drawer.getByRole('grid', { name: /Time series keys/ }).getByRole('row')).toHaveText(['temperature', 'humidity']);
  await drawer.getByRole('button', { name: 'Close' }).click();

  await assignToDemoCustomer(page, row, name);
  await logout(page);

  await login(page, 'customer');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Entity Views' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add entity view' })).toHaveCount(0);
});
