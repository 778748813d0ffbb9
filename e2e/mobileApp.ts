import { type Page } from '@playwright/test';

/**
 * Makes the page run as inside the ThingsBoard mobile app: a fake WebView bridge records
 * every report the console sends. Call before the page loads; returns a reader of the
 * reports so far, each as [handler name, ...arguments].
 */
export async function fakeMobileApp(page: Page): Promise<() => Promise<unknown[][]>> {
  await page.addInitScript(() => {
    const reports: unknown[][] = [];
    Object.assign(window, { __reports: reports, flutter_inappwebview: { callHandler: (...args: unknown[]) => reports.push(args) } });
  });
  return () => page.evaluate(() => (window as unknown as { __reports: unknown[][] }).__reports);
}
