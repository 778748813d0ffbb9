import { definePlugin, defineWidget, type PluginManifest, type WidgetDefinition, type WidgetProps } from '@tessera/sdk';
import { type ComponentType } from 'react';
import manifest from './manifest.json';
import { AttributesCard } from './AttributesCard';
import { catalogueEntry } from './catalogue';
import { HtmlCard } from './HtmlCard';
import { HtmlValueCard } from './HtmlValueCard';
import { LabelWidget } from './LabelWidget';
import { MarkdownCard } from './MarkdownCard';
import { SimpleCard } from './SimpleCard';

/*
 * No widget here declares the `elementClick` action source TB's HTML, HTML value and markdown
 * cards have: TB wires it with scripts inside the card's HTML, and these cards render tenant
 * HTML in an iframe without scripts (or markdown without element ids), so nothing could raise it.
 */

/** A widget of TB type `cards/<typeAlias>`: name, kind, size, settings and schema from the catalogue. */
function cardWidget(typeAlias: string, component: ComponentType<WidgetProps<any>>): WidgetDefinition<Record<string, unknown>> {
  const entry = catalogueEntry(typeAlias);
  return defineWidget({ ...entry, component });
}

export const CARD_WIDGETS = [
  cardWidget('simple_card', SimpleCard),
  cardWidget('attributes_card', AttributesCard),
  cardWidget('html_card', HtmlCard),
  cardWidget('html_value_card', HtmlValueCard),
  cardWidget('markdown_card', MarkdownCard),
  cardWidget('label_widget', LabelWidget),
];

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    for (const widget of CARD_WIDGETS) ctx.widgets.register(widget);
  },
});
