import { type DescriptorBody, type WidgetDescriptor, type WidgetTypeKind } from '../api/types';
import { alarmTemplate } from './alarmTemplate';
import { latestTemplate } from './latestTemplate';
import { rpcTemplate } from './rpcTemplate';
import { staticTemplate } from './staticTemplate';
import { timeseriesTemplate } from './timeseriesTemplate';

/*
 * The default templates of a new widget type (seed 001 §3.6): timeseries is the basic
 * timeseries chart, latest the attributes card, rpc the basic GPIO control, alarm the
 * alarms table, static the HTML card. Each is a ThingsBoard-format type (controller,
 * template HTML and CSS) that runs in the widget sandbox, written without Angular or
 * chart libraries, so a tenant can edit every line of it.
 */

const TEMPLATES: Record<WidgetTypeKind, () => DescriptorBody> = {
  timeseries: timeseriesTemplate,
  latest: latestTemplate,
  rpc: rpcTemplate,
  alarm: alarmTemplate,
  static: staticTemplate,
};

/** i18n keys of the kinds' names, as the "add widget type" choice shows them. */
export const KIND_LABELS: Record<WidgetTypeKind, string> = {
  timeseries: 'widget-type.kind-timeseries',
  latest: 'widget-type.kind-latest',
  rpc: 'widget-type.kind-rpc',
  alarm: 'widget-type.kind-alarm',
  static: 'widget-type.kind-static',
};

/** A fresh descriptor of `kind` from its default template. */
export function templateDescriptor(kind: WidgetTypeKind): WidgetDescriptor {
  return { type: kind, ...TEMPLATES[kind]() };
}

/** Whether `text` names a kind (the editor's `?type=` parameter). */
export function isWidgetKind(text: string | null | undefined): text is WidgetTypeKind {
  return typeof text === 'string' && Object.hasOwn(TEMPLATES, text);
}
