/*
 * A JSON-schema validator for react-jsonschema-form that interprets the schema instead of
 * compiling it: @rjsf/validator-ajv8 builds validators with `new Function`, which the host's
 * Content-Security-Policy (no 'unsafe-eval') forbids. It covers what widget settings schemas
 * use: type, enum/const, required, properties, additionalProperties, items, numeric and length
 * bounds, pattern, allOf/anyOf/oneOf/not, if/then/else and local $refs. Errors have the shape
 * of ajv's after rjsf's conversion, so rjsf places them under the right fields.
 */
import {
  createErrorHandler, type CustomValidator, type ErrorTransformer, getDefaultFormState, type RJSFSchema,
  type RJSFValidationError, toErrorSchema, type UiSchema, unwrapErrorHandler, validationDataMerge,
  type ValidationData, type ValidatorType,
} from '@rjsf/utils';

type Schema = Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'string': return typeof value === 'string';
    case 'number': return typeof value === 'number' && Number.isFinite(value);
    case 'integer': return typeof value === 'number' && Number.isInteger(value);
    case 'boolean': return typeof value === 'boolean';
    case 'null': return value === null;
    case 'array': return Array.isArray(value);
    case 'object': return isObject(value);
    default: return true;
  }
}

const deepEqual = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Resolves `#/definitions/x`-style refs inside the root schema; unknown refs validate nothing. */
function resolveRef(schema: Schema, root: Schema): Schema {
  let current = schema;
  for (let depth = 0; typeof current.$ref === 'string' && depth < 32; depth++) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#')) return {};
    let target: unknown = root;
    for (const part of ref.slice(1).split('/').filter(Boolean)) {
      target = isObject(target) ? target[decodeURIComponent(part.replace(/~1/g, '/').replace(/~0/g, '~'))] : undefined;
    }
    if (!isObject(target)) return {};
    const { $ref: _ignored, ...rest } = current;
    current = { ...target, ...rest };
  }
  return current;
}

interface Ctx {
  root: Schema;
  errors: RJSFValidationError[];
}

function report(ctx: Ctx, path: string[], schemaPath: string, name: string, message: string, params: Record<string, unknown> = {}) {
  let property = path.length ? `.${path.join('.')}` : '';
  if (name === 'required') property = property ? `${property}.${params.missingProperty}` : String(params.missingProperty);
  const stack = name === 'required' ? message : `${property} ${message}`.trim();
  ctx.errors.push({ name, property, message, params, stack, schemaPath });
}

/** Validates without recording: for anyOf/oneOf/not/if branches. */
function passes(schema: unknown, value: unknown, root: Schema): boolean {
  const probe: Ctx = { root, errors: [] };
  check(schema, value, [], '#', probe);
  return probe.errors.length === 0;
}

function check(raw: unknown, value: unknown, path: string[], sp: string, ctx: Ctx): void {
  if (raw === false) { report(ctx, path, sp, 'false schema', 'boolean schema is false'); return; }
  if (!isObject(raw)) return;
  const schema = resolveRef(raw, ctx.root);
  if (value === undefined) return;

  if (schema.type !== undefined) {
    const types = (Array.isArray(schema.type) ? schema.type : [schema.type]) as string[];
    if (!types.some((t) => typeMatches(t, value))) {
      report(ctx, path, `${sp}/type`, 'type', `must be ${types.join(',')}`, { type: types.join(',') });
      return;
    }
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((e) => deepEqual(e, value))) {
    report(ctx, path, `${sp}/enum`, 'enum', 'must be equal to one of the allowed values', { allowedValues: schema.enum });
  }
  if ('const' in schema && !deepEqual(schema.const, value)) {
    report(ctx, path, `${sp}/const`, 'const', 'must be equal to constant', { allowedValue: schema.const });
  }
  if (typeof value === 'number') checkNumber(schema, value, path, sp, ctx);
  if (typeof value === 'string') checkString(schema, value, path, sp, ctx);
  if (Array.isArray(value)) checkArray(schema, value, path, sp, ctx);
  if (isObject(value)) checkObject(schema, value, path, sp, ctx);
  checkCombinators(schema, value, path, sp, ctx);
}

function checkNumber(schema: Schema, value: number, path: string[], sp: string, ctx: Ctx) {
  const bound = (key: string, fails: (limit: number) => boolean, op: string) => {
    const limit = schema[key];
    if (typeof limit === 'number' && fails(limit)) report(ctx, path, `${sp}/${key}`, key, `must be ${op} ${limit}`, { comparison: op, limit });
  };
  // Draft 4 writes exclusive bounds as booleans next to minimum/maximum.
  const exMin = schema.exclusiveMinimum === true;
  const exMax = schema.exclusiveMaximum === true;
  bound('minimum', (l) => (exMin ? value <= l : value < l), exMin ? '>' : '>=');
  bound('maximum', (l) => (exMax ? value >= l : value > l), exMax ? '<' : '<=');
  bound('exclusiveMinimum', (l) => value <= l, '>');
  bound('exclusiveMaximum', (l) => value >= l, '<');
  const step = schema.multipleOf;
  if (typeof step === 'number' && step > 0 && Math.abs(value / step - Math.round(value / step)) > 1e-9) {
    report(ctx, path, `${sp}/multipleOf`, 'multipleOf', `must be multiple of ${step}`, { multipleOf: step });
  }
}

function checkString(schema: Schema, value: string, path: string[], sp: string, ctx: Ctx) {
  const length = [...value].length;
  if (typeof schema.minLength === 'number' && length < schema.minLength) {
    report(ctx, path, `${sp}/minLength`, 'minLength', `must NOT have fewer than ${schema.minLength} characters`, { limit: schema.minLength });
  }
  if (typeof schema.maxLength === 'number' && length > schema.maxLength) {
    report(ctx, path, `${sp}/maxLength`, 'maxLength', `must NOT have more than ${schema.maxLength} characters`, { limit: schema.maxLength });
  }
  if (typeof schema.pattern === 'string') {
    let re: RegExp | null = null;
    try { re = new RegExp(schema.pattern, 'u'); } catch { re = null; }
    if (re && !re.test(value)) report(ctx, path, `${sp}/pattern`, 'pattern', `must match pattern "${schema.pattern}"`, { pattern: schema.pattern });
  }
}

function checkArray(schema: Schema, value: unknown[], path: string[], sp: string, ctx: Ctx) {
  if (typeof schema.minItems === 'number' && value.length < schema.minItems) {
    report(ctx, path, `${sp}/minItems`, 'minItems', `must NOT have fewer than ${schema.minItems} items`, { limit: schema.minItems });
  }
  if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) {
    report(ctx, path, `${sp}/maxItems`, 'maxItems', `must NOT have more than ${schema.maxItems} items`, { limit: schema.maxItems });
  }
  if (schema.uniqueItems === true) {
    const seen = value.map((v) => JSON.stringify(v));
    if (new Set(seen).size !== seen.length) report(ctx, path, `${sp}/uniqueItems`, 'uniqueItems', 'must NOT have duplicate items');
  }
  const items = schema.items;
  if (Array.isArray(items)) {
    items.forEach((s, i) => { if (i < value.length) check(s, value[i], [...path, String(i)], `${sp}/items/${i}`, ctx); });
    if (items.length < value.length && schema.additionalItems !== undefined && schema.additionalItems !== true) {
      value.slice(items.length).forEach((v, j) => check(schema.additionalItems, v, [...path, String(items.length + j)], `${sp}/additionalItems`, ctx));
    }
  } else if (items !== undefined) {
    value.forEach((v, i) => check(items, v, [...path, String(i)], `${sp}/items`, ctx));
  }
}

function checkObject(schema: Schema, value: Record<string, unknown>, path: string[], sp: string, ctx: Ctx) {
  const props = isObject(schema.properties) ? schema.properties : {};
  if (Array.isArray(schema.required)) {
    for (const name of schema.required as string[]) {
      if (value[name] === undefined) {
        report(ctx, path, `${sp}/required`, 'required', `must have required property '${name}'`, { missingProperty: name });
      }
    }
  }
  for (const [name, sub] of Object.entries(props)) {
    check(sub, value[name], [...path, name], `${sp}/properties/${name}`, ctx);
  }
  const extra = schema.additionalProperties;
  if (extra !== undefined && extra !== true) {
    for (const name of Object.keys(value).filter((k) => !(k in props))) {
      if (extra === false) {
        report(ctx, path, `${sp}/additionalProperties`, 'additionalProperties', 'must NOT have additional properties', { additionalProperty: name });
      } else {
        check(extra, value[name], [...path, name], `${sp}/additionalProperties`, ctx);
      }
    }
  }
}

function checkCombinators(schema: Schema, value: unknown, path: string[], sp: string, ctx: Ctx) {
  if (Array.isArray(schema.allOf)) schema.allOf.forEach((s, i) => check(s, value, path, `${sp}/allOf/${i}`, ctx));
  if (Array.isArray(schema.anyOf) && !schema.anyOf.some((s) => passes(s, value, ctx.root))) {
    report(ctx, path, `${sp}/anyOf`, 'anyOf', 'must match a schema in anyOf');
  }
  if (Array.isArray(schema.oneOf)) {
    const matching = schema.oneOf.filter((s) => passes(s, value, ctx.root)).length;
    if (matching !== 1) report(ctx, path, `${sp}/oneOf`, 'oneOf', 'must match exactly one schema in oneOf', { passingSchemas: matching });
  }
  if (schema.not !== undefined && passes(schema.not, value, ctx.root)) report(ctx, path, `${sp}/not`, 'not', 'must NOT be valid');
  if (schema.if !== undefined) {
    const branch = passes(schema.if, value, ctx.root) ? 'then' : 'else';
    if (schema[branch] !== undefined) check(schema[branch], value, path, `${sp}/${branch}`, ctx);
  }
}

/** The raw errors of `value` against `schema` (refs resolved in `root`, default the schema itself). */
export function validateAgainstSchema(schema: unknown, value: unknown, root?: unknown): RJSFValidationError[] {
  const ctx: Ctx = { root: isObject(root) ? root : (isObject(schema) ? schema : {}), errors: [] };
  check(schema, value, [], '#', ctx);
  return ctx.errors;
}

/** The rjsf validator: pass it as `<Form validator={cspSafeValidator} ... />`. */
export const cspSafeValidator: ValidatorType<any, RJSFSchema, any> = {
  validateFormData(
    formData: unknown, schema: RJSFSchema, customValidate?: CustomValidator<any, RJSFSchema, any>,
    transformErrors?: ErrorTransformer<any, RJSFSchema, any>, uiSchema?: UiSchema<any, RJSFSchema, any>,
  ): ValidationData<any> {
    let errors = validateAgainstSchema(schema, formData);
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    const errorSchema = toErrorSchema<any>(errors);
    if (!customValidate) return { errors, errorSchema };
    const withDefaults = getDefaultFormState(cspSafeValidator, schema, formData, schema, true);
    const handler = customValidate(withDefaults, createErrorHandler(withDefaults), uiSchema, errorSchema);
    return validationDataMerge({ errors, errorSchema }, unwrapErrorHandler(handler));
  },
  isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema): boolean {
    return validateAgainstSchema(schema, formData, rootSchema).length === 0;
  },
  rawValidation<Result = any>(schema: RJSFSchema, formData?: unknown): { errors?: Result[]; validationError?: Error } {
    return { errors: validateAgainstSchema(schema, formData) as Result[] };
  },
};

