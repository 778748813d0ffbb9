import { describe, expect, it } from 'vitest';
import { jsonPaneError, resourceError } from '../../../plugins/widgets-library/model/validation';

describe('the widget editor\'s JSON panes (seed 001 §5)', () => {
  it("reports a parse error as 'Error: <name>: <message>'", () => {
    expect(jsonPaneError('defaultConfig', '{"a": }')?.text).toMatch(/^Error: SyntaxError: /);
  });

  it('wants an object: the default configuration is required, empty schemas are allowed', () => {
    expect(jsonPaneError('defaultConfig', '  ')?.text).toBe('Json object is required.');
    expect(jsonPaneError('settingsSchema', '')).toBeNull();
    expect(jsonPaneError('defaultConfig', '[1]')?.text).toBe('Value is not a valid JSON');
    expect(jsonPaneError('dataKeySettingsSchema', '"text"')?.text).toBe('Value is not a valid JSON');
  });

  it('accepts ThingsBoard {schema, form} and bare JSON schemas, but not properties that are no object', () => {
    expect(jsonPaneError('settingsSchema', '{"schema":{"type":"object","properties":{"a":{"type":"string"}}},"form":["a"]}')).toBeNull();
    expect(jsonPaneError('settingsSchema', '{"type":"object","properties":{}}')).toBeNull();
    expect(jsonPaneError('settingsSchema', '{"schema":{"properties":[]}}')?.text).toBe("Error: SchemaError: 'properties' must be an object");
  });
});

describe('resources', () => {
  it('takes http(s) URLs, relative ones and blank rows; refuses other schemes', () => {
    expect(resourceError([{ url: 'https://cdn.example.com/lib.js', isModule: false }, { url: '', isModule: false }, { url: '/static/a.css', isModule: false }])).toBeNull();
    expect(resourceError([{ url: 'javascript:alert(1)', isModule: false }])).toBe('widget-editor.resource-url-invalid');
  });
});
