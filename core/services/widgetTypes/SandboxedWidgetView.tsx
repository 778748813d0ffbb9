import { useEffect, useMemo, useRef, useState } from 'react';
import { reaction } from 'mobx';
import { useTranslation } from 'react-i18next';
import { ErrorTile } from '../../ui/ErrorTile';
import { httpServiceRef } from '../../sdk/services';
import { themeServiceRef } from '../../sdk/theme';
import type { WidgetProps } from '../../sdk/widgets';
import {
  ACTION_SOURCES, type FrameScheduler, type HeartbeatOptions, WIDGET_RESTART, WIDGET_STOPPED_RESPONDING, WidgetBridgeHost,
} from './WidgetBridgeHost';
import { createWidgetFrame } from './widgetFrame';
import { planResources, resolveResources } from './widgetResources';
import type { WidgetTypeRecord } from './WidgetTypeRecord';

export { createWidgetFrame, WIDGET_SANDBOX_PAGE } from './widgetFrame';

export interface SandboxedWidgetViewProps extends WidgetProps<Record<string, unknown>> {
  record: WidgetTypeRecord;
  /** Frame scheduling of bridge updates; requestAnimationFrame by default. */
  schedule?: FrameScheduler;
  heartbeat?: HeartbeatOptions;
}

/** URLs of a descriptor's resources that the sandbox will not load (see widgetResources.ts). */
export function refusedResources(record: WidgetTypeRecord, baseUri = typeof document === 'undefined' ? 'http://localhost/' : document.baseURI): string[] {
  return planResources(record, baseUri).refused;
}

/** How long a widget whose frame shared a stuck process waits before it starts again in a new one. */
const RESTART_DELAY_MS = 300;

/** True when the widget sits in a dashboard that shows its mobile (one-column) layout. */
const inMobileLayout = (element: Element | null) => Boolean(element?.closest('[data-mobile="true"]'));

/**
 * A ThingsBoard-format widget type running in its sandbox frame (`sandbox="allow-scripts"`, no
 * same-origin, the widget sandbox's CSP required through the `csp` attribute). The type's
 * resources load in the frame before its controller; the console's theme and the dashboard's
 * mobile mode go over the bridge. Errors of the controller become an error tile naming them; the
 * frame stays hidden until `onInit` has run, so a failing widget never shows as a blank cell,
 * and a frame that stops answering (a loop in the controller) is removed.
 */
export function SandboxedWidgetView({ record, ctx, settings, width, height, config, schedule, heartbeat }: SandboxedWidgetViewProps) {
  const { t } = useTranslation();
  const hostRef = useRef<HTMLDivElement | null>(null);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const bridgeRef = useRef<WidgetBridgeHost | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rendered, setRendered] = useState(false);
  /** Bumped to start the widget again in a new frame (its old one shared a stuck process, see stallWatch.ts). */
  const [generation, setGeneration] = useState(0);
  const plan = useMemo(() => planResources(record, typeof document === 'undefined' ? 'http://localhost/' : document.baseURI), [record]);
  const refused = plan.refused;
  const theme = ctx.services.getOptional(themeServiceRef);
  const descriptor = record.descriptor;
  const inputs = () => ({
    width, height, settings, config, actionSources: ACTION_SOURCES,
    theme: theme?.colorScheme ?? 'light', isMobile: inMobileLayout(hostRef.current),
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host || refused.length > 0) return undefined;
    setError(null);
    setRendered(false);
    let cancelled = false;
    let restartTimer: ReturnType<typeof setTimeout> | undefined;
    let cleanup = () => undefined as void;
    const start = (resources: Awaited<ReturnType<typeof resolveResources>>) => {
      // Made here, with its source set before it is attached: its first load is the sandbox page.
      const frame = createWidgetFrame(host.ownerDocument, t('widget-sandbox.frame-title', { name: record.name }), plan.external);
      frame.width = String(Math.max(0, Math.floor(width)));
      frame.height = String(Math.max(0, Math.floor(height)));
      frameRef.current = frame;
      const bridge = new WidgetBridgeHost({
        frame, ctx, inputs: inputs(), schedule, heartbeat, resources,
        source: {
          templateHtml: String(descriptor.templateHtml ?? ''),
          templateCss: String(descriptor.templateCss ?? ''),
          controllerScript: String(descriptor.controllerScript ?? ''),
        },
        onRendered: () => setRendered(true),
        onError: (message, fatal) => {
          // The bridge is closed: the frame goes at once (with the last frame of a stuck process, the process goes).
          if (fatal) frame.remove();
          if (message === WIDGET_RESTART) {
            // After the other frames of the stuck process are gone too, so the new one gets a new process.
            restartTimer = setTimeout(() => setGeneration((g) => g + 1), RESTART_DELAY_MS);
            return;
          }
          setError(message === WIDGET_STOPPED_RESPONDING ? t('widget-sandbox.stopped') : message);
        },
      });
      bridgeRef.current = bridge;
      // Live members of the context: edit mode, datasources, the time window; and the console's theme.
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
    if (plan.resources.some((r) => r.libraryId)) {
      resolveResources(plan, ctx.services.getOptional(httpServiceRef)).then(
        (resources) => { if (!cancelled) start(resources); },
        (failure: unknown) => { if (!cancelled) setError(failure instanceof Error ? failure.message : String(failure)); },
      );
    } else {
      start(plan.resources);
    }
    return () => {
      cancelled = true;
      clearTimeout(restartTimer);
      cleanup();
    };
    // A new bridge (and frame document) for a new record or context; sizes and settings go over the bridge.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record, ctx, plan, generation]);

  useEffect(() => {
    if (frameRef.current) frameRef.current.style.visibility = rendered && error === null ? 'visible' : 'hidden';
  }, [rendered, error]);

  useEffect(() => {
    const frame = frameRef.current;
    if (frame) {
      frame.width = String(Math.max(0, Math.floor(width)));
      frame.height = String(Math.max(0, Math.floor(height)));
    }
    // A switch to or from the mobile layout always resizes the widget: it is read here.
    bridgeRef.current?.setInputs(inputs());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [width, height, settings, config.units, config.decimals, config.title]);

  if (refused.length > 0) {
    return <ErrorTile title={t('widget-sandbox.error')} error={new Error(t('widget-sandbox.resources-refused', { urls: refused.join(', ') }))} />;
  }
  return (
    <div className="tessera-sandboxed-widget" style={{ position: 'relative', width, height }} data-rendered={rendered ? 'true' : undefined}>
      <div ref={hostRef} />
      {error !== null && (
        <div style={{ position: 'absolute', inset: 0, overflow: 'auto' }}>
          <ErrorTile title={t('widget-sandbox.error')} error={new Error(error)} />
        </div>
      )}
    </div>
  );
}
