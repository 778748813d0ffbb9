/*
 * What keeps the widget configuration dialog from saving, and the config it saves. Pure, so
 * the rules are tested without rendering the dialog.
 */
import { type WidgetKind } from '@tessera/sdk';
import { type WidgetConfig } from '../model/types';
import { isColor, parseDecimals } from './appearanceEdits';
import { datasourceErrors } from './datasourceEdits';
import { cspSafeValidator } from './schemaValidator';
import { type JsonSchema } from './settingsSchema';

/** The i18n keys of the config's errors, each once; empty when it can be saved. */
export function configErrors(config: WidgetConfig, kind: WidgetKind, decimals: string, settingsSchema?: JsonSchema): string[] {
  const errors = new Set<string>();
  const d = parseDecimals(decimals).error;
  if (d) errors.add(d);
  if (kind !== 'static' && kind !== 'rpc') {
    for (const e of Object.values(datasourceErrors(config.datasources ?? []))) errors.add(e);
  }
  const colors = [config.color, config.backgroundColor, config.titleStyle?.color];
  if (colors.some((c) => typeof c === 'string' && !isColor(c))) errors.add('dashboard.widget-config.color-invalid');
  if (settingsSchema && cspSafeValidator.validateFormData(config.settings ?? {}, settingsSchema).errors.length > 0) {
    errors.add('dashboard.widget-config.settings-invalid');
  }
  return [...errors];
}

/** The config to save: decimals parsed from the text (absent when empty) and empty title styles dropped. */
export function finishConfig(config: WidgetConfig, decimals: string): WidgetConfig {
  const next: WidgetConfig = { ...config };
  const parsed = parseDecimals(decimals).value;
  if (parsed === undefined) delete next.decimals;
  else next.decimals = parsed;
  if (next.titleStyle) {
    const style = Object.fromEntries(Object.entries(next.titleStyle).filter(([, v]) => v !== undefined && v !== ''));
    next.titleStyle = style;
  }
  return next;
}
