import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';

/*
 * ThingsBoard 3.3's add-device wizard: a device with a device profile created inline (MQTT
 * transport), its own access token and a customer, all saved in one go.
 */

test('the wizard adds a device with a new MQTT profile, an access token and a customer', async ({ page, request }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const name = `Wizard device ${stamp}`;
  const profileName = `Wizard profile ${stamp}`;
  const token = `wizard-${stamp}`;
  await login(page, 'tenant');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Devices', exact: true }).click();
  await page.getByRole('button', { name: 'Device wizard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new device' });

  // Nothing entered: Add shows the details step's errors instead of saving.
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Name is required.').first()).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('radio', { name: 'Create new device profile' }).check();
  await dialog.getByRole('textbox', { name: 'New device profile name' }).fill(profileName);
  await expect(dialog.getByRole('list', { name: 'Wizard steps' }).getByRole('listitem')).toHaveText(
    ['Device details', 'Transport configuration', 'Alarm rules', 'Device provisioning', 'Credentials', 'Customer'],
  );
  await page.screenshot({ path: 'test-results/device-wizard-details.png' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: /Transport type/ }).click();
  await page.getByRole('option', { name: 'MQTT' }).click();
  await page.screenshot({ path: 'test-results/device-wizard-transport.png' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('checkbox', { name: 'Add credentials' }).check();
  await dialog.getByRole('textbox', { name: 'Access token' }).fill(token);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('combobox', { name: 'Assign to customer' }).fill('Demo');
  await page.getByRole('option', { name: 'Demo Customer' }).click();
  await page.screenshot({ path: 'test-results/device-wizard-customer.png' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  const api = await apiToken(request, 'tenant');
  const device = await (await request.get(`/api/tenant/devices?deviceName=${encodeURIComponent(name)}`, { headers: auth(api) })).json();
  expect(device.type).toBe(profileName);
  const info = await (await request.get(`/api/device/info/${device.id.id}`, { headers: auth(api) })).json();
  expect(info.customerTitle).toBe('Demo Customer');
  const credentials = await (await request.get(`/api/device/${device.id.id}/credentials`, { headers: auth(api) })).json();
  expect(credentials).toMatchObject({ credentialsType: 'ACCESS_TOKEN', credentialsId: token });
  const profile = await (await request.get(`/api/deviceProfile/${device.deviceProfileId.id}`, { headers: auth(api) })).json();
  expect(profile).toMatchObject({ name: profileName, transportType: 'MQTT' });
});
