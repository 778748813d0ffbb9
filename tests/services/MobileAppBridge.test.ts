import { describe, expect, it } from 'vitest';
import { MobileAppBridge, type MobileAppMessage, type MobileWindow } from '../../core/services/MobileAppBridge';

/** A window stand-in: the mobile app and the browser are outside the product. */
function fakeWindow(search = '', withFlutter = false) {
  const listeners = new Set<(event: { data: unknown }) => void>();
  const posted: unknown[] = [];
  const called: unknown[][] = [];
  const win: MobileWindow = {
    addEventListener: (_t, l) => listeners.add(l),
    removeEventListener: (_t, l) => listeners.delete(l),
    parent: { postMessage: (m) => posted.push(m) },
    location: { search },
    flutter_inappwebview: withFlutter ? { callHandler: (...args: unknown[]) => called.push(args) } : undefined,
  };
  return { win, send: (data: unknown) => listeners.forEach((l) => l({ data })), posted, called, listeners };
}

describe('MobileAppBridge', () => {
  it('recognises the app by its WebView bridge or by ?mobile=true', () => {
    expect(new MobileAppBridge(fakeWindow().win).isMobileApp).toBe(false);
    expect(new MobileAppBridge(fakeWindow('?mobile=true').win).isMobileApp).toBe(true);
    expect(new MobileAppBridge(fakeWindow('', true).win).isMobileApp).toBe(true);
  });

  it('delivers the three app messages, as objects or JSON text, and ignores others', () => {
    const w = fakeWindow('?mobile=true');
    const received: MobileAppMessage[] = [];
    const sub = new MobileAppBridge(w.win).onMessage((m) => received.push(m));
    w.send({ type: 'openDashboard', dashboardId: 'd1', state: 's', hideToolbar: true, reload: 3 });
    w.send(JSON.stringify({ type: 'reloadUser', accessToken: 'a', refreshToken: 'r' }));
    w.send({ type: 'toggleDashboardLayout' });
    w.send({ type: 'somethingElse' });
    w.send('not json');
    expect(received.map((m) => m.type)).toEqual(['openDashboard', 'reloadUser', 'toggleDashboardLayout']);
    sub.dispose();
    expect(w.listeners.size).toBe(0);
  });

  it('reports through the WebView bridge when present, else to the parent window', () => {
    const flutter = fakeWindow('', true);
    new MobileAppBridge(flutter.win).report({ type: 'dashboardStateName', name: 'main' });
    expect(flutter.called).toEqual([['tbMobileDashboardStateNameHandler', 'main']]);
    const web = fakeWindow('?mobile=true');
    new MobileAppBridge(web.win).report({ type: 'dashboardLayout', rightLayoutOpened: true });
    expect(web.posted).toEqual([{ type: 'dashboardLayout', rightLayoutOpened: true }]);
  });

  it('reports nothing outside the app', () => {
    const w = fakeWindow();
    new MobileAppBridge(w.win).report({ type: 'ready' });
    expect(w.posted).toEqual([]);
  });
});
