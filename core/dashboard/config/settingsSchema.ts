/*
 * Settings schemas as widget types carry them: a plain JSON schema (our widgets), or
 * ThingsBoard's `{schema, form, groupInfoes}`, possibly still a JSON string (imported
 * descriptors). The form renders the JSON schema part; the layout part is ignored.
 */

export type JsonSchema = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The JSON schema inside a widget's settings schema, or undefined when it has none (or no properties). */
export function jsonSchemaOf(settingsSchema: unknown): JsonSchema | undefined {
  let value = settingsSchema;
  if (typeof value === 'string') {
    if (!value.trim()) return undefined;
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!isPlainObject(value)) return undefined;
  const inner = isPlainObject(value.schema) ? value.schema : value;
  const props = inner.properties;
  if (!isPlainObject(props) || Object.keys(props).length === 0) return undefined;
  return inner;
}

/** The object the schema's `default`s describe (ThingsBoard fills new keys' settings this way). */
export function defaultsFromSchema(schema: JsonSchema | undefined): Record<string, unknown> {
  const value = defaultOf(schema);
  return isPlainObject(value) ? value : {};
}

function defaultOf(schema: unknown): unknown {
  if (!isPlainObject(schema)) return undefined;
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.type === 'object' || isPlainObject(schema.properties)) {
    const out: Record<string, unknown> = {};
    for (const [name, sub] of Object.entries(isPlainObject(schema.properties) ? schema.properties : {})) {
      const v = defaultOf(sub);
      if (v !== undefined) out[name] = v;
    }
    return out;
  }
  return undefined;
}

/** `settings` deep-merged over `defaults`: objects merge, everything else (arrays too) is replaced. */
export function mergeSettings(defaults: unknown, settings: unknown): Record<string, unknown> {
  const merged = mergeDeep(defaults, settings);
  return isPlainObject(merged) ? merged : {};
}

function mergeDeep(base: unknown, over: unknown): unknown {
  if (over === undefined) return structuredClone(base);
  if (!isPlainObject(base) || !isPlainObject(over)) return structuredClone(over);
  const out: Record<string, unknown> = structuredClone(base);
  for (const [k, v] of Object.entries(over)) out[k] = mergeDeep(base[k], v);
  return out;
}
