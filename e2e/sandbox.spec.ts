import { type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';

/*
 * The script sandbox (architecture.md, Trust) as a dashboard's functions meet it: each widget's
 * data-key functions run in a sandbox frame of its own, answered on a private channel, in a realm
 * without WebRTC.
 */

interface FunctionCard {
  title: string;
  funcBody: string;
}

/** A dashboard of simple cards, each showing the value of one data-key function. */
async function functionDashboard(request: APIRequestContext, name: string, cards: FunctionCard[]): Promise<string> {
  const grid = { columns: 24, margin: 10 };
  const widgets = Object.fromEntries(cards.map((card, i) => [`w${i}`, {
    id: `w${i}`, bundleAlias: 'cards', typeAlias: 'simple_card', type: 'latest', sizeX: 8, sizeY: 3,
    config: {
      title: card.title, settings: {},
      datasources: [{ type: 'function', name: card.title, dataKeys: [{ name: 'f', type: 'function', label: card.title, color: '#2196f3', settings: {}, funcBody: card.funcBody }] }],
    },
  }]));
  const layout = Object.fromEntries(cards.map((_, i) => [`w${i}`, { sizeX: 8, sizeY: 3, row: i * 3, col: 0 }]));
  const configuration = {
    entityAliases: {}, widgets, filters: {}, settings: {},
    states: { default: { name: 'Main', root: true, layouts: { main: { widgets: layout, gridSettings: grid } } } },
  };
  const token = await apiToken(request, 'tenant');
  const response = await request.post('/api/dashboard', { headers: auth(token), data: { title: `${name} ${Date.now()}`, configuration } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: { id: string } }).id.id;
}

const card = (page: Page, title: string) => page.getByRole('group', { name: title }).getByTestId('simple-card');

// Tries both ways a function could answer another one's call: guessed ids posted to the console,
// and a capturing listener that would see (and answer first) every request its realm receives.
const FORGER = `
if (!self.forging) {
  self.forging = true;
  addEventListener('message', function (event) {
    var request = event.data;
    if (!request || request.id === undefined || String(request.body).indexOf('FORGER') >= 0) return;
    event.stopImmediatePropagation();
    parent.postMessage({ id: request.id, result: 'forged' }, '*');
  }, true);
}
for (var i = 0; i < 1000; i++) {
  parent.postMessage({ id: i, result: 'forged' }, '*');
  parent.postMessage({ id: String(i), result: 'forged' }, '*');
}
return 'FORGER done';
`;

test('a function cannot answer the calls of another widget\'s function', async ({ page, request, consoleErrors }) => {
  test.setTimeout(60_000);
  const id = await functionDashboard(request, 'Sandbox forgery', [
    { title: 'Forger', funcBody: FORGER },
    { title: 'Victim', funcBody: "return 'genuine ' + (prevValue === 0 ? 1 : Number(String(prevValue).split(' ')[1]) + 1);" },
  ]);
  await login(page, 'tenant');
  await page.goto(`/dashboards/${id}`);
  await expect(card(page, 'Victim')).toContainText(/genuine \d+/);
  await expect(card(page, 'Forger')).toContainText('FORGER done');
  // One sandbox frame per widget with functions.
  await expect(page.locator('iframe[sandbox="allow-scripts"][src$="sandbox.html"]')).toHaveCount(2);

  // Over several ticks of both functions the victim keeps counting its own answers.
  const seen: string[] = [];
  for (let i = 0; i < 16; i++) {
    seen.push(await card(page, 'Victim').innerText());
    await page.waitForTimeout(250);
  }
  expect(seen.filter((text) => text.includes('forged'))).toEqual([]);
  const counts = seen.map((text) => Number(/genuine (\d+)/.exec(text)?.[1]));
  expect(counts.at(-1)!).toBeGreaterThan(counts[0]);
  expect(consoleErrors).toEqual([]);
});

test('WebRTC is not there for a function, and cannot be brought back', async ({ page, request }) => {
  const id = await functionDashboard(request, 'Sandbox WebRTC', [
    { title: 'Peer connection', funcBody: 'return typeof RTCPeerConnection;' },
    {
      title: 'Restored',
      funcBody: `
try { window.RTCPeerConnection = function () {}; } catch (e) {}
try { delete window.RTCPeerConnection; } catch (e) {}
try { Object.defineProperty(window, 'RTCPeerConnection', { value: function () {} }); } catch (e) {}
var names = ['RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel', 'RTCSessionDescription', 'RTCIceCandidate', 'MediaStream'];
var child = document.createElement('iframe');
document.body.appendChild(child);
var inChild;
try { inChild = typeof child.contentWindow.RTCPeerConnection; } catch (e) { inChild = 'unreachable'; }
return names.map(function (n) { return typeof self[n]; }).join(',') + ' child:' + inChild;`,
    },
  ]);
  await login(page, 'tenant');
  await page.goto(`/dashboards/${id}`);
  await expect(card(page, 'Peer connection')).toContainText('undefined');
  await expect(card(page, 'Restored')).toContainText(`${Array(6).fill('undefined').join(',')} child:unreachable`);
});

test('a function that navigates its frame is restarted ever more slowly, and the other widgets keep running', async ({ page, request }) => {
  test.setTimeout(60_000);
  const id = await functionDashboard(request, 'Sandbox navigation', [
    { title: 'Navigator', funcBody: "location.href = 'about:blank'; return 1;" },
    { title: 'Counter', funcBody: 'return prevValue + 1;' },
  ]);
  const sandboxLoads: number[] = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname === '/sandbox.html') sandboxLoads.push(Date.now()); });
  await login(page, 'tenant');
  await page.goto(`/dashboards/${id}`);
  // The counter's value as the card shows it ("7.00").
  const counter = async () => Number(/(\d+(?:\.\d+)?)\s*$/.exec(await card(page, 'Counter').innerText())?.[1]);
  await expect.poll(counter).toBeGreaterThan(0);
  const start = await counter();
  await page.waitForTimeout(9_000);
  const end = await counter();
  // The counter's own frame loads once; the navigator's at 0 s, ~2 s, ~5 s (1 s, 2 s, 4 s down),
  // where a restart on every one-second tick would be nine or more.
  const navigatorLoads = sandboxLoads.length - 1;
  expect(navigatorLoads).toBeGreaterThanOrEqual(2);
  expect(navigatorLoads).toBeLessThanOrEqual(4);
  expect(end - start).toBeGreaterThanOrEqual(6);
});

test('a function that sends its frame to another page gets no realm outside the sandbox CSP', async ({ page, request }) => {
  // The console's own frame-src keeps other origins out of the frame; a page of the console's
  // origin without the sandbox CSP (here a stand-in with an inline script) is refused by the
  // frame's embedded enforcement.
  const id = await functionDashboard(request, 'Sandbox escape', [
    { title: 'Escaper', funcBody: "location.href = '/sandbox-escape-test.html'; return 'leaving';" },
  ]);
  let fetched = 0;
  await page.route('**/sandbox-escape-test.html', (route) => {
    fetched++;
    return route.fulfill({ contentType: 'text/html', body: "<script>parent.postMessage({ escaped: typeof RTCPeerConnection }, '*')</script>" });
  });
  await login(page, 'tenant');
  await page.goto(`/dashboards/${id}`);
  await page.evaluate(() => window.addEventListener('message', (event) => {
    if (event.data && typeof event.data === 'object' && 'escaped' in event.data) document.body.dataset.escaped = String(event.data.escaped);
  }));
  // The second attempt (after the first back-off) comes after the listener above.
  await expect.poll(() => fetched).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(1_000);
  await expect(page.locator('body')).not.toHaveAttribute('data-escaped');
});
