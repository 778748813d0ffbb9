// Prints the gzip size of the JavaScript the login page loads, measured in a real browser,
// plus the whole build for comparison. Run `npm run build` first. Target: <= 250 KB gzip.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumOptions, startServer } from './lib/server.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

const { url, stop } = await startServer();
const browser = await chromium.launch(chromiumOptions);
try {
  const page = await browser.newPage();
  const scripts = new Map();
  const styles = new Map();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    const target = type.includes('javascript') ? scripts : type.includes('css') ? styles : null;
    if (target) target.set(new URL(response.url()).pathname, await response.body());
  });
  await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Login' }).waitFor();

  const total = (map) => [...map.values()].reduce((sum, body) => sum + body.length, 0);
  const totalGz = (map) => [...map.values()].reduce((sum, body) => sum + gz(body), 0);
  console.log(`Login page: ${scripts.size} JS files, ${kb(total(scripts))} raw, ${kb(totalGz(scripts))} gzip (target 250 KB gzip)`);
  console.log(`Login page: ${styles.size} CSS files, ${kb(total(styles))} raw, ${kb(totalGz(styles))} gzip`);
  const largest = [...scripts.entries()].sort((a, b) => b[1].length - a[1].length).slice(0, 5);
  for (const [file, body] of largest) console.log(`  ${kb(gz(body)).padStart(9)} gzip  ${file}`);

  const walk = (dir) => readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
  const allJs = walk('dist/public').filter((f) => f.endsWith('.js'));
  const allGz = allJs.reduce((sum, f) => sum + gz(readFileSync(f)), 0);
  console.log(`Whole console build: ${allJs.length} JS files, ${kb(allGz)} gzip (most load only when needed)`);
} finally {
  await browser.close();
  stop();
}
