import { expect, login, test } from './fixtures';

/*
 * Rough edges a new user hit (issue 18): the image drop zone's overlay, the device profile
 * drawer's tab rows, the dashboard breadcrumb, the add dashboard dialog's width and the widget
 * datasource row's buttons. One login; screenshots in test-results/ to look at.
 */

test('drop zone, profile drawer, dashboard breadcrumb and dialogs lay out as a user expects', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, 'tenant');

  // The device profile drawer: one tab row (the editor's), and no "Drop file to replace" until a file is dragged over.
  await page.getByTestId('side-menu').getByRole('link', { name: 'Device profiles', exact: true }).click();
  await page.getByRole('cell', { name: 'thermostat', exact: true }).click();
  const drawer = page.locator('aside.tb-drawer');
  await expect(drawer.getByRole('tablist')).toHaveCount(1);
  await expect(drawer.getByRole('tab', { name: 'Details', exact: true })).toHaveCount(1);
  const zone = drawer.getByRole('group', { name: 'Image' }).locator('[class*="spectrum-Dropzone"]').first();
  await expect(page.getByText('Drop file to replace')).toBeHidden();
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['x'], 'logo.png', { type: 'image/png' }));
    return transfer;
  });
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await expect(zone).toHaveAttribute('data-drop-target', 'true');
  await page.screenshot({ path: 'test-results/layout-drop-target.png' });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(zone).not.toHaveAttribute('data-drop-target', 'true');
  await expect(page.getByText('Drop file to replace')).toBeHidden();
  await drawer.getByRole('button', { name: 'Close' }).first().click();

  // The add dashboard dialog: a modal whose form spans its width.
  await page.getByTestId('side-menu').getByRole('link', { name: 'Dashboards', exact: true }).click();
  await page.getByRole('button', { name: 'Add dashboard' }).click();
  const dialog = page.getByRole('dialog');
  const dialogBox = (await dialog.boundingBox())!;
  const titleBox = (await dialog.getByRole('textbox', { name: 'Title' }).boundingBox())!;
  expect(dialogBox.width).toBeLessThan(1440 * 0.9);
  expect(titleBox.width).toBeGreaterThan(dialogBox.width * 0.8);
  await page.screenshot({ path: 'test-results/layout-add-dashboard.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The dashboard breadcrumb names the dashboard.
  await page.getByRole('row', { name: /Thermostats/ }).getByRole('button', { name: /^Open dashboard/ }).click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Thermostats');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText('Thermostats');

  // The datasource row: icon buttons named by tooltips, beside a full-width alias field.
  await page.getByRole('button', { name: 'Edit dashboard' }).click();
  await page.getByRole('button', { name: 'Add widget' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Timeseries Line Chart/ }).click();
  const config = page.getByRole('dialog');
  await expect(config.getByRole('tab', { name: 'Appearance' })).toBeVisible();
  const remove = config.getByRole('button', { name: 'Remove datasource' }).first();
  await expect(remove).toBeVisible();
  await expect(remove).toHaveText('');
  // Keyboard focus opens the tooltip (as hover does, without depending on pointer timing).
  await remove.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(remove).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Remove datasource');
  await page.screenshot({ path: 'test-results/layout-datasource-row.png' });
});
