import { type DescriptorBody } from '../api/types';
import { baseConfig, settingsSchemaString } from './functionKeys';

/** What sets one default template apart; the widget's own HTML, CSS and script pass through unchanged. */
export interface TemplateParts {
  sizeX: number;
  sizeY: number;
  html: string;
  css: string;
  script: string;
  /** Widget settings schema properties, and optionally their form layout. */
  settings: Record<string, unknown>;
  settingsForm?: unknown[];
  /** The default configuration's title and whether it has a timeseries time window. */
  title: string;
  timeseries: boolean;
  /** Default configuration entries after the common ones. */
  config: Record<string, unknown>;
}

/** The descriptor body a default template gives: no resources, no data key settings. */
export function templateBody(parts: TemplateParts): DescriptorBody {
  return {
    sizeX: parts.sizeX,
    sizeY: parts.sizeY,
    resources: [],
    templateHtml: parts.html,
    templateCss: parts.css,
    controllerScript: parts.script,
    settingsSchema: settingsSchemaString(parts.settings, parts.settingsForm),
    dataKeySettingsSchema: settingsSchemaString({}),
    defaultConfig: JSON.stringify({ ...baseConfig(parts.title, parts.timeseries), ...parts.config }),
  };
}
