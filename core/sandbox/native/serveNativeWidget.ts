import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type FrameMessage, parseHostMessage } from '../../services/sandbox/widgetBridgeProtocol';
import { describeError } from '../widget/WidgetController';
import { describeNativeModule } from './describeNativeModule';
import { type ModuleLoader, NativeWidgetRuntime } from './NativeWidgetRuntime';

/** The frame's end of one native widget's bridge: what it does with each message the host sends. */
export interface NativeWidgetPort {
  /** The widget's runtime once `initNative` came (errors thrown later by its code go to it). */
  readonly runtime: NativeWidgetRuntime | null;
}

let i18nReady: Promise<unknown> | null = null;

/** The frame's i18next, in the console's language; a bundle adds its own texts with `addResourceBundle`. */
function initI18n(language: string): Promise<unknown> {
  i18nReady ??= i18next.use(initReactI18next).init({ lng: language, fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
  return i18nReady;
}

/** The console's language changed: the frame's i18next follows (a bundle's `useTranslation` re-renders). */
export function changeFrameLanguage(language: string): Promise<unknown> {
  return (i18nReady ?? initI18n(language)).then(() => (i18next.language === language ? undefined : i18next.changeLanguage(language)));
}

/**
 * Serves the bridge on `port` (handed over by the host once): answers pings, starts the widget
 * in a new element under `root` on `initNative`, and passes on updates, call results and destroy.
 * On `describeNative` it answers with the bundle's widget descriptions instead (the frame is a
 * hidden one of its own, see describeNativeModule.ts). Messages that do not parse are dropped.
 */
export function serveNativeWidget(port: MessagePort, root: HTMLElement, load?: ModuleLoader): NativeWidgetPort {
  const served: { runtime: NativeWidgetRuntime | null } = { runtime: null };
  const send = (message: FrameMessage) => {
    try {
      port.postMessage(message);
    } catch (error) {
      // A value that cannot be cloned (a function passed as RPC params): the widget hears of it.
      served.runtime?.report(error);
    }
  };
  port.onmessage = (message: MessageEvent) => {
    const data = parseHostMessage(message.data);
    if (!data) return;
    const runtime = served.runtime;
    switch (data.type) {
      case 'ping':
        // The heartbeat: a widget stuck in a loop never lets this run, and the host notices.
        send({ v: 1, type: 'pong', seq: data.seq });
        break;
      case 'initNative': {
        if (runtime) return;
        const container = root.ownerDocument.createElement('div');
        root.appendChild(container);
        const started = new NativeWidgetRuntime(container, send, load);
        served.runtime = started;
        initI18n(data.module.language ?? 'en').then(() => started.start(data), (error: unknown) => started.report(error));
        break;
      }
      case 'describeNative':
        if (runtime) return;
        initI18n(data.module.language ?? 'en')
          .then(() => describeNativeModule(data.module, load))
          .then(
            (widgets) => send({ v: 1, type: 'describedNative', widgets: widgets as never }),
            (error: unknown) => send({ v: 1, type: 'error', message: describeError(error) }),
          );
        break;
      case 'update':
        if (data.patch.language !== undefined) void changeFrameLanguage(data.patch.language);
        runtime?.update(data.patch);
        break;
      case 'result':
        runtime?.settle(data.id, data.ok, data.ok ? data.value : undefined, data.ok ? undefined : data.error);
        break;
      case 'destroy':
        runtime?.destroy();
        break;
      default:
        break;
    }
  };
  return served;
}
