import { useEffect, useRef, useState } from 'react';
import { reaction } from 'mobx';
import { useTranslation } from 'react-i18next';
import { ErrorTile } from '../../ui/ErrorTile';
import { httpServiceRef } from '../../sdk/services';
import { themeServiceRef } from '../../sdk/theme';
import type { WidgetProps } from '../../sdk/widgets';
import {
  ACTION_SOURCES, type FrameScheduler, type HeartbeatOptions, WIDGET_RESTART, WIDGET_STOPPED_RESPONDING, WidgetBridgeHost,
} from '../widgetTypes/WidgetBridgeHost';
import { createWidgetFrame } from '../widgetTypes/widgetFrame';
import { modulePath, nativeModuleText } from './nativeModuleText';

export interface NativeSandboxWidgetProps extends WidgetProps {
  /** The installed bundle (from the widget bundle list): its id, module URL and content hash. */
  bundle: { id: string; url: string; codeHash: string };
  /** The widget of the bundle to render (`<bundle id>.<name>`). */
  widgetId: string;
  /** Frame scheduling of bridge updates; requestAnimationFrame by default (tests). */
  schedule?: FrameScheduler;
  heartbeat?: HeartbeatOptions;
}

/** How long a widget whose frame shared a stuck process waits before it starts again in a new one. */
const RESTART_DELAY_MS = 300;

const inMobileLayout = (element: Element | null) => Boolean(element?.closest('[data-mobile="true"]'));

/**
 * A widget of a native bundle installed by a tenant (architecture.md, Trust; issue 16): it runs in
 * the widget sandbox frame (`sandbox="allow-scripts"`, opaque origin, the widget sandbox's CSP),
 * with the frame's own React, MobX and `@tessera/sdk`, and gets the same WidgetProps as in the
 * host page over the widget bridge: the console reads the bundle's module and subscribes to the
 * data with the user's rights and passes on data, settings, size and theme (coalesced per
 * animation frame); the frame never holds a token. Heartbeat, stall handling and error tile are
 * those of the ThingsBoard-format widget sandbox (SandboxedWidgetView).
 */
export function NativeSandboxWidget({ bundle, widgetId, ctx, settings, width, height, config, schedule, heartbeat }: NativeSandboxWidgetProps) {
  const { t, i18n } = useTranslation();
  const hostRef = useRef<HTMLDivElement | null>(null);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const bridgeRef = useRef<WidgetBridgeHost | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rendered, setRendered] = useState(false);
  const [generation, setGeneration] = useState(0);
  const theme = ctx.services.getOptional(themeServiceRef);
  const inputs = () => ({
    width, height, settings, config, actionSources: ACTION_SOURCES,
    theme: theme?.colorScheme ?? 'light', isMobile: inMobileLayout(hostRef.current), language: i18n.language,
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    setError(null);
    setRendered(false);
    let cancelled = false;
    let restartTimer: ReturnType<typeof setTimeout> | undefined;
    let cleanup = () => undefined as void;
    const start = (code: string) => {
      const frame = createWidgetFrame(host.ownerDocument, t('widget-sandbox.frame-title', { name: widgetId }), [], true);
      frame.width = String(Math.max(0, Math.floor(width)));
      frame.height = String(Math.max(0, Math.floor(height)));
      frameRef.current = frame;
      const bridge = new WidgetBridgeHost({
        frame, ctx, inputs: inputs(), schedule, heartbeat,
        native: { url: new URL(modulePath(bundle.url), host.ownerDocument.baseURI).href, code, widgetId, language: i18n.language },
        onRendered: () => setRendered(true),
        onError: (message, fatal) => {
          if (fatal) frame.remove();
          if (message === WIDGET_RESTART) {
            restartTimer = setTimeout(() => setGeneration((g) => g + 1), RESTART_DELAY_MS);
            return;
          }
          setError(message === WIDGET_STOPPED_RESPONDING ? t('widget-sandbox.stopped') : message);
        },
      });
      bridgeRef.current = bridge;
      const stopContext = reaction(() => [ctx.isEdit, ctx.datasources, ctx.timeWindow], () => bridge.contextChanged());
      const stopTheme = theme ? reaction(() => theme.colorScheme, () => bridge.setInputs(inputs())) : () => undefined;
      host.appendChild(frame);
      cleanup = () => {
        stopContext();
        stopTheme();
        bridge.dispose();
        frame.remove();
        bridgeRef.current = null;
        frameRef.current = null;
      };
    };
    nativeModuleText(bundle.url, ctx.services.getOptional(httpServiceRef)).then(
      (code) => { if (!cancelled) start(code); },
      (failure: unknown) => {
        if (!cancelled) setError(t('widget-sandbox.module-failed', { url: bundle.url, message: failure instanceof Error ? failure.message : String(failure) }));
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(restartTimer);
      cleanup();
    };
    // A new frame for another bundle build, widget or context; sizes, settings and theme go over the bridge.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bundle.url, bundle.codeHash, widgetId, ctx, generation]);

  useEffect(() => {
    if (frameRef.current) frameRef.current.style.visibility = rendered && error === null ? 'visible' : 'hidden';
  }, [rendered, error]);

  useEffect(() => {
    const frame = frameRef.current;
    if (frame) {
      frame.width = String(Math.max(0, Math.floor(width)));
      frame.height = String(Math.max(0, Math.floor(height)));
    }
    bridgeRef.current?.setInputs(inputs());
    // A language change reaches the running widget over the bridge: no new frame.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [width, height, settings, config, i18n.language]);

  return (
    <div className="tessera-native-sandboxed-widget" style={{ position: 'relative', width, height }} data-rendered={rendered ? 'true' : undefined}>
      <div ref={hostRef} />
      {error !== null && (
        <div style={{ position: 'absolute', inset: 0, overflow: 'auto' }}>
          <ErrorTile title={t('widget-sandbox.error')} error={new Error(error)} />
        </div>
      )}
    </div>
  );
}
