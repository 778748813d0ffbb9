import { type RefObject, useEffect, useRef, useState } from 'react';
import { reaction } from 'mobx';
import { useTranslation } from 'react-i18next';
import { themeServiceRef } from '../../sdk/theme';
import type { WidgetContext } from '../../sdk/widgets';
import type { BridgeInputs } from './widgetBridgeState';
import {
  type FrameScheduler, type HeartbeatOptions, WIDGET_RESTART, WIDGET_STOPPED_RESPONDING, WidgetBridgeHost, type WidgetBridgeHostDeps,
} from './WidgetBridgeHost';
import { createWidgetFrame } from './widgetFrame';

/** How long a widget whose frame shared a stuck process waits before it starts again in a new one. */
const RESTART_DELAY_MS = 300;

/** True when the widget sits in a dashboard that shows its mobile (one-column) layout. */
export const inMobileLayout = (element: Element | null) => Boolean(element?.closest('[data-mobile="true"]'));

/** What the widget gives its bridge besides the frame, the context and the live inputs. */
export type BridgeSource = Pick<WidgetBridgeHostDeps, 'source' | 'native' | 'resources'>;

export interface SandboxFrameOptions<T> {
  ctx: WidgetContext;
  width: number;
  height: number;
  /** The inputs the bridge sends (sizes, settings, display config, theme, mobile mode...), read when they may have changed. */
  inputs(host: HTMLElement | null): BridgeInputs;
  /** What is read before a frame starts (a module's text, library files); a value starts it at once. */
  prepare(): Promise<T> | T;
  /** The message of the error tile when `prepare` fails. */
  prepareFailed(failure: unknown): string;
  /** The frame's title, the external resource URLs its CSP allows, and whether it is the native widget page. */
  frame: { title: string; external: string[]; native?: boolean };
  /** The bridge's source for what `prepare` gave (`host`: the element the frame goes into). */
  bridge(prepared: T, host: HTMLElement): BridgeSource;
  /** False: no frame (the caller shows why). */
  enabled?: boolean;
  /** A new frame and bridge when any of these changes (besides the context and a restart). */
  restartOn: readonly unknown[];
  /** The inputs are sent again when any of these changes (sizes are always). */
  inputsOn: readonly unknown[];
  schedule?: FrameScheduler;
  heartbeat?: HeartbeatOptions;
}

export interface SandboxFrame {
  /** The element the frame is attached to. */
  hostRef: RefObject<HTMLDivElement | null>;
  /** The error tile's message, or null. */
  error: string | null;
  /** The widget ran its first render (the frame is shown from then on). */
  rendered: boolean;
}

/**
 * One sandboxed widget's frame and bridge (SandboxedWidgetView for ThingsBoard-format types,
 * NativeSandboxWidget for a tenant's native bundle): the frame is made with its source set before
 * it is attached, stays hidden until the widget rendered, follows edit mode, datasources, the
 * time window and the console's theme, and starts again in a new frame when its old one shared a
 * stuck process (stallWatch.ts); a frame that stopped answering leaves the error tile's message.
 */
export function useSandboxFrame<T>(options: SandboxFrameOptions<T>): SandboxFrame {
  const { t } = useTranslation();
  const { ctx, width, height, enabled = true } = options;
  const hostRef = useRef<HTMLDivElement | null>(null);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const bridgeRef = useRef<WidgetBridgeHost | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rendered, setRendered] = useState(false);
  /** Bumped to start the widget again in a new frame. */
  const [generation, setGeneration] = useState(0);
  // The effects read the latest options (inputs close over the latest props).
  const latest = useRef(options);
  latest.current = options;
  const theme = ctx.services.getOptional(themeServiceRef);

  const sizeFrame = (frame: HTMLIFrameElement) => {
    frame.width = String(Math.max(0, Math.floor(latest.current.width)));
    frame.height = String(Math.max(0, Math.floor(latest.current.height)));
  };

  useEffect(() => {
    const host = hostRef.current;
    if (!host || !enabled) return undefined;
    setError(null);
    setRendered(false);
    let cancelled = false;
    let restartTimer: ReturnType<typeof setTimeout> | undefined;
    let cleanup = () => undefined as void;
    const start = (prepared: T) => {
      const opts = latest.current;
      const frame = createWidgetFrame(host.ownerDocument, opts.frame.title, opts.frame.external, opts.frame.native);
      sizeFrame(frame);
      frameRef.current = frame;
      const inputs = () => latest.current.inputs(hostRef.current);
      const bridge = new WidgetBridgeHost({
        frame, ctx, inputs: inputs(), schedule: opts.schedule, heartbeat: opts.heartbeat, ...opts.bridge(prepared, host),
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
    let prepared: Promise<T> | T;
    try {
      prepared = latest.current.prepare();
    } catch (failure) {
      setError(latest.current.prepareFailed(failure));
      return undefined;
    }
    if (prepared instanceof Promise) {
      prepared.then(
        (value) => { if (!cancelled) start(value); },
        (failure: unknown) => { if (!cancelled) setError(latest.current.prepareFailed(failure)); },
      );
    } else {
      start(prepared);
    }
    return () => {
      cancelled = true;
      clearTimeout(restartTimer);
      cleanup();
    };
    // A new frame for a new source or context; sizes, settings and theme go over the bridge.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ctx, enabled, generation, ...options.restartOn]);

  useEffect(() => {
    if (frameRef.current) frameRef.current.style.visibility = rendered && error === null ? 'visible' : 'hidden';
  }, [rendered, error]);

  useEffect(() => {
    if (frameRef.current) sizeFrame(frameRef.current);
    // A switch to or from the mobile layout always resizes the widget: the inputs read it here.
    bridgeRef.current?.setInputs(latest.current.inputs(hostRef.current));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [width, height, ...options.inputsOn]);

  return { hostRef, error, rendered };
}
