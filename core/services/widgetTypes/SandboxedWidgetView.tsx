import { useEffect, useMemo, useRef, useState } from 'react';
import { reaction } from 'mobx';
import { useTranslation } from 'react-i18next';
import { ErrorTile } from '../../sdk/ErrorTile';
import type { WidgetProps } from '../../sdk/widgets';
import { WIDGET_SANDBOX_REQUIRED_CSP } from '../sandbox/sandboxPolicy';
import { ACTION_SOURCES, type FrameScheduler, WidgetBridgeHost } from './WidgetBridgeHost';
import type { WidgetTypeRecord } from './WidgetTypeRecord';

/** Path of the widget sandbox page, relative to the console's base URL (server/http/sandboxPage.ts). */
export const WIDGET_SANDBOX_PAGE = 'widget-sandbox.html';

export interface SandboxedWidgetViewProps extends WidgetProps<Record<string, unknown>> {
  record: WidgetTypeRecord;
  /** Frame scheduling of bridge updates; requestAnimationFrame by default. */
  schedule?: FrameScheduler;
}

/** The sandboxed, hidden-until-rendered frame of one widget; `src` is set, it is not attached yet. */
export function createWidgetFrame(document: Document, title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  // No allow-same-origin: an opaque origin, so no cookies, no storage, no host DOM.
  frame.setAttribute('sandbox', 'allow-scripts');
  // CSP Embedded Enforcement: a document in this frame that does not enforce the policy is not shown.
  frame.setAttribute('csp', WIDGET_SANDBOX_REQUIRED_CSP);
  frame.title = title;
  frame.style.cssText = 'border:0;display:block;background:transparent;visibility:hidden';
  frame.src = new URL(WIDGET_SANDBOX_PAGE, document.baseURI).href;
  return frame;
}

/** URLs a descriptor asks to load; the sandbox loads none of them. */
export function refusedResources(record: WidgetTypeRecord): string[] {
  return (record.descriptor?.resources ?? [])
    .map((r) => (r && typeof r.url === 'string' ? r.url.trim() : ''))
    .filter((url) => url !== '');
}

/**
 * A ThingsBoard-format widget type running in its sandbox frame (`sandbox="allow-scripts"`, no
 * same-origin, the widget sandbox's CSP required through the `csp` attribute). Errors of the
 * controller become an error tile naming them; the frame stays hidden until the controller's
 * `onInit` has run, so a failing widget never shows as a blank cell.
 */
export function SandboxedWidgetView({ record, ctx, settings, width, height, config, schedule }: SandboxedWidgetViewProps) {
  const { t } = useTranslation();
  const hostRef = useRef<HTMLDivElement | null>(null);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const bridgeRef = useRef<WidgetBridgeHost | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rendered, setRendered] = useState(false);
  const refused = useMemo(() => refusedResources(record), [record]);
  const descriptor = record.descriptor;
  const inputs = { width, height, settings, config, actionSources: ACTION_SOURCES };

  useEffect(() => {
    const host = hostRef.current;
    if (!host || refused.length > 0) return undefined;
    setError(null);
    setRendered(false);
    // Made here, with its source set before it is attached: its first load is the sandbox page.
    const frame = createWidgetFrame(host.ownerDocument, t('widget-sandbox.frame-title', { name: record.name }));
    frame.width = String(Math.max(0, Math.floor(width)));
    frame.height = String(Math.max(0, Math.floor(height)));
    frameRef.current = frame;
    const bridge = new WidgetBridgeHost({
      frame, ctx, inputs, schedule,
      source: {
        templateHtml: String(descriptor.templateHtml ?? ''),
        templateCss: String(descriptor.templateCss ?? ''),
        controllerScript: String(descriptor.controllerScript ?? ''),
      },
      onRendered: () => setRendered(true),
      onError: (message) => setError(message),
    });
    bridgeRef.current = bridge;
    // Live members of the context: edit mode, datasources, the time window.
    const stop = reaction(() => [ctx.isEdit, ctx.datasources, ctx.timeWindow], () => bridge.contextChanged());
    host.appendChild(frame);
    return () => {
      stop();
      bridge.dispose();
      frame.remove();
      bridgeRef.current = null;
      frameRef.current = null;
    };
    // A new bridge (and frame document) for a new record or context; sizes and settings go over the bridge.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record, ctx, refused]);

  useEffect(() => {
    if (frameRef.current) frameRef.current.style.visibility = rendered && error === null ? 'visible' : 'hidden';
  }, [rendered, error]);

  useEffect(() => {
    const frame = frameRef.current;
    if (frame) {
      frame.width = String(Math.max(0, Math.floor(width)));
      frame.height = String(Math.max(0, Math.floor(height)));
    }
    bridgeRef.current?.setInputs(inputs);
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
