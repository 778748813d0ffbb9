import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useServices, useService, WidgetFrame, widgetLibraryServiceRef } from '@tessera/sdk';
import { hasOwnCode, widgetTypeDefinition, type WidgetTypeRecord } from '../../../core/services/widgetTypes';
import { widgetLibraryStoreRef } from '../../../core/services/refs';
import { ProgressCircle } from '@adobe/react-spectrum/ProgressCircle';
import { type WidgetTypeDetails } from '../api/types';
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
  width: number;
  height: number;
  pluginName: string;
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
    const next = new PreviewFeed(services, type.descriptor.type, previewDatasources(type.descriptor.type, defaultConfig));
    setFeed(next);
    return () => next.dispose();
  }, [services, type, defaultConfig]);
  const config = useMemo(() => previewDisplayConfig(type.descriptor.type, defaultConfig), [type, defaultConfig]);
  const settings = props.settings ?? (defaultConfig.settings as Record<string, unknown> | undefined) ?? {};
  // A type without code of its own may be a built-in widget whose bundle is still loading: wait
  // for it rather than flash "no implementation".
  const store = services.getOptional(widgetLibraryStoreRef) as { builtinsLoading?: boolean } | undefined;
  if (store?.builtinsLoading && !hasOwnCode(type.descriptor as WidgetTypeRecord['descriptor'])) {
    return <ProgressCircle aria-label={type.name} isIndeterminate size="S" />;
  }
  if (!feed || width <= 0 || height <= 0) return null;
  return <WidgetFrame definition={definition} pluginName={props.pluginName} settings={settings} config={config} width={width} height={height} ctx={feed.ctx} />;
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
