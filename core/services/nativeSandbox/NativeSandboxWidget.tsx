import { useTranslation } from 'react-i18next';
import { httpServiceRef } from '../../sdk/services';
import { themeServiceRef } from '../../sdk/theme';
import type { WidgetProps } from '../../sdk/widgets';
import { ACTION_SOURCES, type FrameScheduler, type HeartbeatOptions } from '../widgetTypes/WidgetBridgeHost';
import { SandboxFrameCell } from '../widgetTypes/SandboxFrameCell';
import { inMobileLayout, useSandboxFrame } from '../widgetTypes/useSandboxFrame';
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
  const theme = ctx.services.getOptional(themeServiceRef);
  const frame = useSandboxFrame({
    ctx, width, height, schedule, heartbeat,
    inputs: (host) => ({
      width, height, settings, config, actionSources: ACTION_SOURCES,
      theme: theme?.colorScheme ?? 'light', isMobile: inMobileLayout(host), language: i18n.language,
    }),
    prepare: () => nativeModuleText(bundle.url, ctx.services.getOptional(httpServiceRef)),
    prepareFailed: (failure) =>
      t('widget-sandbox.module-failed', { url: bundle.url, message: failure instanceof Error ? failure.message : String(failure) }),
    frame: { title: t('widget-sandbox.frame-title', { name: widgetId }), external: [], native: true },
    bridge: (code, host) => ({
      native: { url: new URL(modulePath(bundle.url), host.ownerDocument.baseURI).href, code, widgetId, language: i18n.language },
    }),
    // A new frame for another bundle build or widget; a language change reaches the running widget over the bridge.
    restartOn: [bundle.url, bundle.codeHash, widgetId],
    inputsOn: [settings, config, i18n.language],
  });

  return <SandboxFrameCell className="tessera-native-sandboxed-widget" frame={frame} width={width} height={height} />;
}
