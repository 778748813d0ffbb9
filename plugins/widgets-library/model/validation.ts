import { type SyntaxProblem } from './syntaxCheck';

/*
 * The widget editor's checks (seed 001 §5): JSON panes must parse to an object, with
 * ThingsBoard's 'Error: <name>: <message>' text; a JavaScript compile error adds
 * 'Line N column M of script.'.
 */

/** A pane's error as the editor shows it, or null. */
export interface PaneError {
  /** 'Error: SyntaxError: ...'. */
  text: string;
  /** 1-based line of a script error. */
  line?: number;
  column?: number;
}

/** The JSON panes of a descriptor. */
export type JsonPane = 'settingsSchema' | 'dataKeySettingsSchema' | 'defaultConfig';

const errorText = (name: string, message: string) => `Error: ${name}: ${message}`;

/** Parses a JSON pane: empty is allowed for schemas (`{}`), the default configuration must be an object. */
export function jsonPaneError(pane: JsonPane, text: string): PaneError | null {
  if (!text.trim()) return pane === 'defaultConfig' ? { text: 'Json object is required.' } : null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const e = error as Error;
    return { text: errorText(e.name || 'SyntaxError', e.message) };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { text: 'Value is not a valid JSON' };
  if (pane !== 'defaultConfig') {
    // A ThingsBoard schema is {schema, form}; a bare JSON schema is accepted too.
    const schema = (value as { schema?: unknown }).schema ?? value;
    if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return { text: 'Value is not a valid JSON' };
    const properties = (schema as { properties?: unknown }).properties;
    if (properties !== undefined && (properties === null || typeof properties !== 'object' || Array.isArray(properties))) {
      return { text: errorText('SchemaError', "'properties' must be an object") };
    }
  }
  return null;
}

/** The text of a script's compile error. */
export function scriptError(problem: SyntaxProblem): PaneError {
  const base = errorText(problem.name, problem.message);
  if (problem.line === undefined) return { text: base };
  return { text: `${base} Line ${problem.line} column ${problem.column} of script.`, line: problem.line, column: problem.column };
}

/** Resources are `{url, isModule?}` entries; blank URLs are dropped on save. */
export interface ResourceRow {
  url: string;
  isModule: boolean;
}

export function resourceError(rows: readonly ResourceRow[]): string | null {
  for (const row of rows) {
    if (!row.url.trim()) continue;
    try {
      const url = new URL(row.url, 'https://resource.invalid/');
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'widget-editor.resource-url-invalid';
    } catch {
      return 'widget-editor.resource-url-invalid';
    }
  }
  return null;
}
