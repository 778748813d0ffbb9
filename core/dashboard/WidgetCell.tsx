import { useEffect, useMemo, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton, Flex, ProgressCircle, Text } from '@adobe/react-spectrum';
import Copy from '@spectrum-icons/workflow/Copy';
import Delete from '@spectrum-icons/workflow/Delete';
import Edit from '@spectrum-icons/workflow/Edit';
import { defaultDisplayConfig, type WidgetData, type WidgetDefinition, type WidgetDisplayConfig } from '@tessera/sdk';
import { ConfirmTrigger, ErrorTile, WidgetFrame } from '@tessera/ui';
import { WidgetRuntime, type WidgetRuntimeDeps } from './data/WidgetRuntime';
import { type DashboardWidget } from './model/types';
import { ToolButton } from './ToolButton';
import { themedDisplay, useDarkScheme } from './themedDisplay';

export interface WidgetCellProps {
  widget: DashboardWidget;
  definition: WidgetDefinition<any> | undefined;
  /** No definition yet, but the widget library is still loading: a spinner, not "not found". */
  pending?: boolean;
  pluginName: string;
  /** Why the widget's bundle did not load, when it did not. */
  loadError?: Error;
  isEdit: boolean;
  runtimeDeps: WidgetRuntimeDeps;
  onEdit(id: string): void;
  onCopy(id: string): void;
  onDelete(id: string): void;
}

function displayConfigOf(widget: DashboardWidget): WidgetDisplayConfig {
  const c = widget.config;
  const defaults = defaultDisplayConfig(widget.type === 'timeseries');
  return {
    title: c.title ?? widget.title ?? '',
    units: c.units ?? defaults.units,
    decimals: typeof c.decimals === 'number' ? c.decimals : defaults.decimals,
    showLegend: c.showLegend ?? defaults.showLegend,
    legendConfig: { ...defaults.legendConfig, ...c.legendConfig },
    color: c.color ?? defaults.color,
    backgroundColor: c.backgroundColor ?? defaults.backgroundColor,
  };
}

/** Measures an element's content box. */
function useSize(element: HTMLElement | null): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      setSize((old) => (old.width === Math.round(width) && old.height === Math.round(height) ? old : { width: Math.round(width), height: Math.round(height) }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

/**
 * One widget on the grid: title bar, edit buttons in edit mode, and the widget inside an
 * error boundary with its runtime (data, RPC, actions). The runtime is rebuilt when the
 * widget's configuration changes and paused while the cell is off screen.
 */
export const WidgetCell = observer(function WidgetCell(props: WidgetCellProps) {
  const { widget, definition, isEdit } = props;
  const { t } = useTranslation();
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const cellRef = useRef<HTMLDivElement | null>(null);
  const size = useSize(body);
  const configKey = JSON.stringify(widget.config);
  const runtime = useMemo(
    () => (definition ? new WidgetRuntime(widget, definition.kind, props.runtimeDeps) : null),
    // A new runtime for a new configuration; the rest of `widget` (title) does not change data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [definition, configKey, props.runtimeDeps],
  );
  useEffect(() => () => runtime?.dispose(), [runtime]);
  useEffect(() => {
    const element = cellRef.current;
    if (!runtime || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => runtime.setVisible(entry.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [runtime]);

  // Marks the cell once data has arrived: what tests and the dashboard benchmark wait for.
  useEffect(() => {
    const element = cellRef.current;
    if (!runtime || !element) return undefined;
    const hasData = (data: WidgetData) => data.series.some((series) => series.data.length > 0);
    if (hasData(runtime.ctx.data)) {
      element.dataset.hasData = 'true';
      return undefined;
    }
    // Listens only until the first data: the marker costs nothing on the live path after that.
    const subscription = runtime.ctx.subscribe((data) => {
      if (!hasData(data)) return;
      element.dataset.hasData = 'true';
      subscription.dispose();
    });
    return () => subscription.dispose();
  }, [runtime]);

  const c = widget.config;
  const display = themedDisplay(displayConfigOf(widget), useDarkScheme());
  // The header-button action source: one button per configured action (their functions run in the widget's sandbox).
  const headerActions = runtime ? runtime.ctx.actions.list('headerButton') : [];
  const showTitle = c.showTitle !== false;
  const padding = c.padding ?? '8px';
  return (
    <div
      ref={cellRef}
      className={`tessera-widget${isEdit ? ' tessera-widget-edit' : ''}`}
      data-widget-id={widget.id}
      aria-label={display.title || definition?.name || widget.typeAlias}
      role="group"
      style={{
        background: display.cellBackground, color: display.color,
        boxShadow: c.dropShadow === false ? 'none' : undefined,
      }}
    >
      {(showTitle || isEdit) && (
        <Flex UNSAFE_className="tessera-widget-header" alignItems="center" gap="size-50">
          <Text UNSAFE_className="tessera-widget-title" UNSAFE_style={{ ...(c.titleStyle as object), visibility: showTitle ? 'visible' : 'hidden' }}>
            {display.title}
          </Text>
          {runtime && headerActions.length > 0 && (
            <Flex UNSAFE_className="tessera-widget-header-actions" gap="size-50">
              {headerActions.map((action) => (
                <ActionButton key={action.id} isQuiet onPress={() => runtime.ctx.actions.run('headerButton', undefined, action.id)}>{action.name}</ActionButton>
              ))}
            </Flex>
          )}
          {isEdit && (
            <Flex UNSAFE_className="tessera-widget-tools" gap="size-0">
              <ToolButton label={t('dashboard.edit-widget')} icon={<Edit size="S" />} onPress={() => props.onEdit(widget.id)} />
              <ToolButton label={t('dashboard.copy-widget')} icon={<Copy size="S" />} onPress={() => props.onCopy(widget.id)} />
              <ConfirmTrigger
                trigger={<ActionButton isQuiet aria-label={t('dashboard.delete-widget')}><Delete size="S" /></ActionButton>}
                texts={{ title: t('dashboard.delete-widget-title', { title: display.title }), message: t('dashboard.delete-widget-text'), cancelLabel: t('action.no') }}
                onConfirm={() => props.onDelete(widget.id)}
              />
            </Flex>
          )}
        </Flex>
      )}
      <div ref={setBody} className="tessera-widget-body" style={{ padding }}>
        {!definition ? (
          props.pending ? <ProgressCircle isIndeterminate size="S" aria-label={t('common.loading')} />
          : props.loadError
            ? <ErrorTile title={t('plugin.error-loading-widget')} pluginName={props.pluginName} error={props.loadError} />
            : <ErrorTile title={t('plugin.widget-type-not-found')} error={new Error(`${widget.bundleAlias}.${widget.typeAlias}`)} />
        ) : runtime && size.width > 0 && size.height > 0 ? (
          <WidgetFrame
            definition={definition} pluginName={props.pluginName} settings={c.settings}
            config={display} width={size.width} height={size.height} ctx={runtime.ctx}
          />
        ) : null}
      </div>
    </div>
  );
});
