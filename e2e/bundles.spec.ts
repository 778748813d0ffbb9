import { expect, login, test } from './fixtures';

test.describe('runtime widget bundles', () => {
  test('the clock bundle loads through SystemJS and runs on the host React, MobX, Spectrum and SDK', async ({ page, consoleErrors }) => {
    const bundleRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/bundles/')) bundleRequests.push(new URL(r.url()).pathname);
    });
    await login(page, 'tenant');
    await page.getByTestId('side-menu').getByRole('link', { name: 'Widgets Library' }).click();

    const bundle = page.getByRole('region', { name: 'Clock widgets' });
    await expect(bundle).toHaveAttribute('data-status', 'active');
    const widget = bundle.locator('[data-widget-id="tessera.clock.digital"]');
    // Hooks (one React), an observer of the host's auth store (one MobX) and useTranslation (one i18next).
    await expect(widget.locator('.tessera-clock-time')).toHaveText(/^\d\d:\d\d:\d\d$/);
    await expect(widget.locator('.tessera-clock-user')).toContainText('tenant@tessera.io · en_US');
    const first = await widget.locator('.tessera-clock-time').textContent();
    await expect(widget.locator('.tessera-clock-time')).not.toHaveText(first!, { timeout: 3_000 });
    await expect(widget.getByRole('alert')).toHaveCount(0);
    expect(bundleRequests).toContain('/bundles/index.json');
    const moduleUrl = bundleRequests.find((p) => /\/bundles\/tessera\.clock\/index-[0-9A-F]+\.js$/.test(p));
    expect(moduleUrl).toBeDefined();

    const shared = await page.evaluate((url) => {
      const system = (window as unknown as { System: { get(id: string): Record<string, unknown> | undefined; has(id: string): boolean } }).System;
      const react = system.get('app:react');
      return {
        bundleLoaded: system.has(new URL(url, document.baseURI).href),
        reactShared: typeof react?.useState === 'function',
        sdkShared: typeof system.get('app:@tessera/sdk')?.definePlugin === 'function',
      };
    }, moduleUrl!);
    expect(shared).toEqual({ bundleLoaded: true, reactShared: true, sdkShared: true });

    // The bundle carries no React of its own: it imports it from the host.
    const code = await (await page.request.get(moduleUrl!)).text();
    expect(code.startsWith('System.register([')).toBe(true);
    expect(code).toContain('"react"');
    expect(code).not.toMatch(/react\.production|__CLIENT_INTERNALS|ReactSharedInternals/);
    expect(code.length).toBeLessThan(20_000);
    // Spectrum components inside the bundle take the host's theme.
    await expect(widget.locator('[class*="spectrum-StatusLight"]')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a bundle that fails to load becomes an error tile naming the plugin, and the console keeps working', async ({ page }) => {
    await page.route(/\/bundles\/tessera\.clock\/index-.*\.js$/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: 'throw new Error("bundle exploded");' }));
    await login(page, 'tenant');
    await page.goto('/widgets-bundles');
    const bundle = page.getByRole('region', { name: 'Clock widgets' });
    await expect(bundle).toHaveAttribute('data-status', 'failed');
    const tile = bundle.getByRole('alert');
    await expect(tile).toContainText("Plugin 'Clock widgets' failed to load");
    await expect(tile).toContainText('bundle exploded');
    await page.getByTestId('side-menu').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('region', { name: 'Devices' })).toBeVisible();
  });

  test('a bundle missing from the server becomes an error tile too', async ({ page }) => {
    await page.route(/\/bundles\/tessera\.clock\/index-.*\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await login(page, 'sysadmin');
    await page.goto('/widgets-bundles');
    const tile = page.getByRole('region', { name: 'Clock widgets' }).getByRole('alert');
    await expect(tile).toContainText("Plugin 'Clock widgets' failed to load");
    await expect(tile).toContainText('Unable to load');
  });
});

test.describe('first-party plugin pages', () => {
  test('a page whose code fails to load shows an error naming its plugin, and the menu still works', async ({ page }) => {
    await page.route(/\/assets\/chunks\/ProfilePage-[^/]+\.js$/, (route) => route.fulfill({ status: 500, body: '' }));
    await login(page, 'tenant');
    await page.goto('/profile');
    const tile = page.getByRole('alert');
    await expect(tile).toContainText("This page could not be shown: plugin 'Home and profile' failed.");
    await page.getByTestId('side-menu').getByRole('link', { name: 'Audit Logs' }).click();
    await expect(page).toHaveURL(/\/auditLogs$/);
    await expect(page.getByRole('heading', { name: 'Coming soon!' })).toBeVisible();
  });
});
