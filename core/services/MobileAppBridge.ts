import { type Disposable, toDisposable } from '../sdk/Disposable';
import type { MobileAppService } from '../sdk/services';

/** Messages the mobile app sends to the console (seed 000 section 1). */
export type MobileAppMessage =
  | { type: 'openDashboard'; dashboardId: string; state?: string; embedded?: boolean; hideToolbar?: boolean; reload?: number }
  | { type: 'reloadUser'; accessToken: string; refreshToken: string }
  | { type: 'toggleDashboardLayout' };

/** Reports the console sends back to the mobile app. */
export type MobileAppReport =
  | { type: 'dashboardStateName'; name: string }
  | { type: 'dashboardLoaded'; hasRightLayout: boolean; rightLayoutOpened: boolean }
  | { type: 'dashboardLayout'; rightLayoutOpened: boolean }
  | { type: 'navigation'; path: string }
  | { type: 'ready' };

interface FlutterBridge {
  callHandler(handler: string, ...args: unknown[]): unknown;
}

/** The window as the bridge needs it; tests pass their own. */
export interface MobileWindow {
  addEventListener(type: 'message', listener: (event: { data: unknown; source?: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown; source?: unknown }) => void): void;
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  location: { search: string };
  flutter_inappwebview?: FlutterBridge;
}

const isMessage = (data: unknown): data is MobileAppMessage => {
  const d = data as { type?: unknown } | null;
  return typeof d?.type === 'string' && ['openDashboard', 'reloadUser', 'toggleDashboardLayout'].includes(d.type);
};

/**
 * The console embedded in the mobile app. The app is recognised by its WebView bridge
 * (`flutter_inappwebview`) or by `?mobile=true`; it drives the console with window messages
 * and receives reports through the bridge, or as messages to the parent window.
 */
export class MobileAppBridge implements MobileAppService {
  readonly isMobileApp: boolean;

  constructor(private readonly win: MobileWindow) {
    this.isMobileApp = Boolean(win.flutter_inappwebview) || new URLSearchParams(win.location.search).get('mobile') === 'true';
  }

  /** Listens for the app's messages; ignores anything that is not one of them. */
  onMessage(listener: (message: MobileAppMessage) => void): Disposable {
    const handler = (event: { data: unknown }) => {
      let data = event.data;
      if (typeof data === 'string') {
        try {
          data = JSON.parse(data);
        } catch {
          return;
        }
      }
      if (isMessage(data)) listener(data);
    };
    this.win.addEventListener('message', handler);
    return toDisposable(() => this.win.removeEventListener('message', handler));
  }

  onToggleLayout(listener: () => void): Disposable {
    return this.onMessage((message) => {
      if (message.type === 'toggleDashboardLayout') listener();
    });
  }

  /** Sends a report to the app; a no-op outside the app. */
  report(report: MobileAppReport | { type: string; [field: string]: unknown }): void {
    if (!this.isMobileApp) return;
    const bridge = this.win.flutter_inappwebview;
    if (bridge) {
      const { type, ...args } = report;
      void bridge.callHandler(`tbMobile${type.charAt(0).toUpperCase()}${type.slice(1)}Handler`, ...Object.values(args));
    } else {
      this.win.parent.postMessage(report, '*');
    }
  }
}
