import { type ComponentType } from 'react';
import { type ServiceHolder } from './ServiceRef';

/** ThingsBoard widget kinds. */
export type WidgetKind = 'timeseries' | 'latest' | 'rpc' | 'alarm' | 'static';

/**
 * What a widget can reach besides its settings. Kept small on purpose: new capabilities
 * arrive as services, not as more members.
 */
export interface WidgetContext {
  /** True while the dashboard is in edit mode (or the widget is shown as a preview). */
  readonly isEdit: boolean;
  /** Services by ref, e.g. `ctx.services.get(authServiceRef)`. */
  readonly services: ServiceHolder;
}

/** Props of a widget component. */
export interface WidgetProps<S = Record<string, unknown>> {
  /** The widget's settings, already merged over its defaults. */
  settings: S;
  /** Size of the widget body in CSS pixels. */
  width: number;
  height: number;
  ctx: WidgetContext;
}

/**
 * A widget type.
 *
 * @example
 * export const clock = defineWidget({
 *   id: 'tessera.clock.digital', name: 'Digital clock', kind: 'static', sizeX: 6, sizeY: 3,
 *   defaultSettings: { showSeconds: true },
 *   settingsSchema: { type: 'object', properties: { showSeconds: { type: 'boolean' } } },
 *   component: DigitalClock,
 * });
 */
export interface WidgetDefinition<S = Record<string, unknown>> {
  /** Unique id, dotted and lowercase: `<plugin id>.<widget>`. */
  id: string;
  /** Display name. */
  name: string;
  description?: string;
  kind: WidgetKind;
  /** ThingsBoard bundle alias this widget implements, e.g. `charts`. */
  bundleAlias?: string;
  /** ThingsBoard type alias this widget implements, e.g. `basic_timeseries`. */
  typeAlias?: string;
  /** Default grid size in columns and rows. */
  sizeX: number;
  sizeY: number;
  /** JSON schema of the settings, rendered by react-jsonschema-form. */
  settingsSchema?: Record<string, unknown>;
  defaultSettings: S;
  component: ComponentType<WidgetProps<S>>;
}

/**
 * Declares a widget type with full type inference of its settings.
 *
 * @example
 * ctx.widgets.register(defineWidget({ id: 'acme.hello.card', ... }));
 */
export function defineWidget<S extends Record<string, unknown>>(definition: WidgetDefinition<S>): WidgetDefinition<S> {
  if (!/^[a-z0-9-]+(\.[a-z0-9_-]+)+$/.test(definition.id)) {
    throw new Error(`Widget id '${definition.id}' must be lowercase and dotted`);
  }
  return definition;
}

/** Props of a rule-node configuration editor: a controlled component. */
export interface RuleNodeEditorProps<C = Record<string, unknown>> {
  value: C;
  /** Reports the next value and its validation errors (empty when valid). */
  onChange(next: C, errors: string[]): void;
  disabled: boolean;
}

/**
 * A configuration editor for one rule-node class.
 *
 * @example
 * ctx.ruleNodeEditors.register(defineRuleNodeEditor({
 *   clazz: 'org.thingsboard.rule.engine.action.TbLogNode', component: LogNodeEditor }));
 */
export interface RuleNodeEditorDefinition<C = Record<string, unknown>> {
  /** The fully qualified rule-node class name this editor configures; also its id. */
  clazz: string;
  component: ComponentType<RuleNodeEditorProps<C>>;
}

/**
 * Declares a rule-node configuration editor keyed by the node's class name.
 *
 * @example
 * export default defineRuleNodeEditor({ clazz: 'org.thingsboard.rule.engine.filter.TbJsFilterNode', component: ScriptFilterEditor });
 */
export function defineRuleNodeEditor<C extends Record<string, unknown>>(
  definition: RuleNodeEditorDefinition<C>,
): RuleNodeEditorDefinition<C> {
  if (!definition.clazz) throw new Error('A rule-node editor needs the class name it configures');
  return definition;
}
