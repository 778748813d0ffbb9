import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorTile } from '../../ui/ErrorTile';
import { httpServiceRef } from '../../sdk/services';
import { themeServiceRef } from '../../sdk/theme';
import type { WidgetProps } from '../../sdk/widgets';
import { SandboxFrameCell } from './SandboxFrameCell';
import { inMobileLayout, useSandboxFrame } from './useSandboxFrame';
import { ACTION_SOURCES, type FrameScheduler, type HeartbeatOptions } from './WidgetBridgeHost';
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
  const plan = useMemo(() => planResources(record, typeof document === 'undefined' ? 'http://localhost/' : document.baseURI), [record]);
  const refused = plan.refused;
  const theme = ctx.services.getOptional(themeServiceRef);
  const descriptor = record.descriptor;
  const frame = useSandboxFrame({
    ctx, width, height, schedule, heartbeat, enabled: refused.length === 0,
    inputs: (host) => ({
      width, height, settings, config, actionSources: ACTION_SOURCES,
      theme: theme?.colorScheme ?? 'light', isMobile: inMobileLayout(host),
    }),
    // Library files are read with the user's rights first; the frame gets their text.
    prepare: () => (plan.resources.some((r) => r.libraryId) ? resolveResources(plan, ctx.services.getOptional(httpServiceRef)) : plan.resources),
    prepareFailed: (failure) => (failure instanceof Error ? failure.message : String(failure)),
    frame: { title: t('widget-sandbox.frame-title', { name: record.name }), external: plan.external },
    bridge: (resources) => ({
      resources,
      source: {
        templateHtml: String(descriptor.templateHtml ?? ''),
        templateCss: String(descriptor.templateCss ?? ''),
        controllerScript: String(descriptor.controllerScript ?? ''),
      },
    }),
    // A new bridge (and frame document) for a new record; sizes and settings go over the bridge.
    restartOn: [record, plan],
    inputsOn: [settings, config.units, config.decimals, config.title],
  });

  if (refused.length > 0) {
    return <ErrorTile title={t('widget-sandbox.error')} error={new Error(t('widget-sandbox.resources-refused', { urls: refused.join(', ') }))} />;
  }
  return <SandboxFrameCell className="tessera-sandboxed-widget" frame={frame} width={width} height={height} />;
}
