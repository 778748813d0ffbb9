import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useServices, useService, widgetLibraryServiceRef } from '@tessera/sdk';
import { WidgetFrame } from '@tessera/ui';
import { hasOwnCode, widgetTypeDefinition, type WidgetTypeRecord } from '../../../core/services/widgetTypes';
import { widgetLibraryStoreRef } from '../../../core/services/refs';
import { themedDisplay, useDarkScheme } from '../../../core/dashboard/themedDisplay';
import { ProgressCircle } from '@adobe/react-spectrum/ProgressCircle';
import { type WidgetTypeDetails } from '../api/types';
import { NoCodeTile } from './NoCodeTile';
import { applyKeySettings } from '../model/keySettings';
import { PreviewFeed, previewDatasources, previewDisplayConfig } from '../model/PreviewFeed';
import { parseObject } from '../model/WidgetEditorStore';

/**
 * One widget type rendered live with function data: a built-in React widget, or the type's own
 * controller, HTML and CSS in the widget sandbox. A new `type` object starts it over.
 */
export const TypePreview = observer(function TypePreview(props: {
  type: WidgetTypeDetails;
  /** Settings over the default configuration's (the editor's settings form). */
  settings?: Record<string, unknown>;
  /** Data key settings over the default configuration's, per datasource and key (the editor's data key settings form). */
  keySettings?: Record<string, unknown>[][];
  width: number;
  height: number;
  pluginName: string;
  /** Opens the type in the widget editor: offered by the tile of a type without code (none in the editor itself). */
  onOpen?: () => void;
  /** The editor shows a type its user cannot change: the tile points at Save as instead of the panes. */
  readOnly?: boolean;
}) {
  const { type, width, height } = props;
  const services = useServices();
  const library = useService(widgetLibraryServiceRef);
  const defaultConfig = useMemo(() => parseObject(type.descriptor.defaultConfig ?? ''), [type]);
  const definition = useMemo(
    () => widgetTypeDefinition({ ...type, alias: type.alias ?? '' } as WidgetTypeRecord, library.widgets),
    [type, library.widgets],
  );
  // The built-in React widgets that system types map to live in bundles loaded on demand.
  useEffect(() => { void library.loadAll(); }, [library]);
  const [feed, setFeed] = useState<PreviewFeed | null>(null);
  useEffect(() => {
    const datasources = applyKeySettings(previewDatasources(type.descriptor.type, defaultConfig), props.keySettings);
    const next = new PreviewFeed(services, type.descriptor.type, datasources);
    setFeed(next);
    return () => next.dispose();
    // The editor gives the preview a new key when the key settings change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services, type, defaultConfig]);
  // ThingsBoard's default white background and black text turn dark with the console (as on a dashboard).
  const dark = useDarkScheme();
  const config = useMemo(() => themedDisplay(previewDisplayConfig(type.descriptor.type, defaultConfig), dark), [type, defaultConfig, dark]);
  const settings = props.settings ?? (defaultConfig.settings as Record<string, unknown> | undefined) ?? {};
  // A type without code of its own may be a built-in widget whose bundle is still loading: wait
  // for it rather than flash "no implementation".
  const store = services.getOptional(widgetLibraryStoreRef) as { builtinsLoading?: boolean } | undefined;
  if (store?.builtinsLoading && !hasOwnCode(type.descriptor as WidgetTypeRecord['descriptor'])) {
    return <ProgressCircle aria-label={type.name} isIndeterminate size="S" />;
  }
  // Neither code of its own nor a built-in widget: say so, rather than run an empty sandbox.
  if (!definition.builtin && !hasOwnCode(type.descriptor as WidgetTypeRecord['descriptor'])) {
    return <div style={{ height }}><NoCodeTile name={type.name} onOpen={props.onOpen} readOnly={props.readOnly} /></div>;
  }
  if (!feed || width <= 0 || height <= 0) return null;
  return (
    <div className="tb-type-preview" style={{ color: config.color, background: config.cellBackground }}>
      <WidgetFrame definition={definition} pluginName={props.pluginName} settings={settings} config={config} width={width} height={height} ctx={feed.ctx} />
    </div>
  );
});

/** The content box size of an element, kept up to date. */
export function useElementSize<E extends HTMLElement>(): [(node: E | null) => void, { width: number; height: number }] {
  const [node, setNode] = useState<E | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    if (!node) return undefined;
    const measure = () => setSize({ width: Math.floor(node.clientWidth), height: Math.floor(node.clientHeight) });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, size];
}
