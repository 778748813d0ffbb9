import { describe, expect, it } from 'vitest';
import { cspSafeValidator, validateAgainstSchema } from '../../../core/dashboard/config/schemaValidator';
import { defaultsFromSchema, jsonSchemaOf, mergeSettings } from '../../../core/dashboard/config/settingsSchema';

const schema = {
  type: 'object',
  required: ['title'],
  properties: {
    title: { type: 'string', minLength: 2 },
    count: { type: 'integer', minimum: 0, maximum: 10 },
    mode: { type: 'string', enum: ['a', 'b'] },
    font: { type: 'object', properties: { size: { type: 'number', exclusiveMinimum: 0 } } },
    thresholds: { type: 'array', items: { type: 'object', required: ['value'], properties: { value: { type: 'number' } } } },
    ref: { $ref: '#/definitions/color' },
  },
  definitions: { color: { type: 'string', pattern: '^#' } },
};

const names = (value: unknown) => validateAgainstSchema(schema, value).map((e) => `${e.property}:${e.name}`);

describe('CSP-safe schema validator', () => {
  it('accepts valid data', () => {
    expect(names({ title: 'ok', count: 3, mode: 'a', font: { size: 1 }, thresholds: [{ value: 1 }], ref: '#fff' })).toEqual([]);
  });

  it('reports types, required, bounds, enums, nested objects, arrays and refs with ajv-like paths', () => {
    expect(names({ count: 1.5 })).toEqual(['title:required', '.count:type']);
    expect(names({ title: 'x', count: 11, mode: 'c', font: { size: 0 }, thresholds: [{}, { value: 'no' }], ref: 'red' })).toEqual([
      '.title:minLength', '.count:maximum', '.mode:enum', '.font.size:exclusiveMinimum',
      '.thresholds.0.value:required', '.thresholds.1.value:type', '.ref:pattern',
    ]);
  });

  it('handles anyOf, oneOf, not and if/then', () => {
    expect(validateAgainstSchema({ oneOf: [{ type: 'number' }, { type: 'integer' }] }, 2)[0]?.name).toBe('oneOf');
    expect(validateAgainstSchema({ anyOf: [{ type: 'string' }, { type: 'null' }] }, null)).toEqual([]);
    expect(validateAgainstSchema({ not: { type: 'string' } }, 's')[0]?.name).toBe('not');
    const cond = { if: { properties: { on: { const: true } } }, then: { required: ['x'] } };
    expect(validateAgainstSchema(cond, { on: true })[0]?.name).toBe('required');
    expect(validateAgainstSchema(cond, { on: false })).toEqual([]);
  });

  it('gives rjsf an error schema under the failing fields, and isValid for branches', () => {
    const { errors, errorSchema } = cspSafeValidator.validateFormData({ title: 'x', font: { size: -1 } }, schema as never);
    expect(errors).toHaveLength(2);
    expect(errorSchema.title?.__errors).toEqual(['must NOT have fewer than 2 characters']);
    expect((errorSchema as any).font.size.__errors).toEqual(['must be > 0']);
    expect(cspSafeValidator.isValid({ $ref: '#/definitions/color' } as never, '#1', schema as never)).toBe(true);
    expect(cspSafeValidator.isValid({ $ref: '#/definitions/color' } as never, '1', schema as never)).toBe(false);
  });

  it('runs custom validation through rjsf\'s error handler', () => {
    const result = cspSafeValidator.validateFormData({ title: 'ok' }, schema as never, (data, handler) => {
      handler.title?.addError('taken');
      return handler;
    });
    expect(result.errorSchema.title?.__errors).toEqual(['taken']);
  });
});

describe('settings schemas', () => {
  it('reads plain, ThingsBoard {schema, form} and string schemas; none without properties', () => {
    const inner = { type: 'object', properties: { a: { type: 'string', default: 'x' } } };
    expect(jsonSchemaOf(inner)).toBe(inner);
    expect(jsonSchemaOf({ schema: inner, form: ['*'] })).toBe(inner);
    expect(jsonSchemaOf(JSON.stringify({ schema: inner }))).toEqual(inner);
    expect(jsonSchemaOf({ schema: { type: 'object', properties: {} } })).toBeUndefined();
    expect(jsonSchemaOf('{bad')).toBeUndefined();
  });

  it('builds defaults and merges settings over them deeply', () => {
    const s = { type: 'object', properties: { a: { type: 'number', default: 1 }, o: { type: 'object', properties: { b: { default: true } } } } };
    expect(defaultsFromSchema(s)).toEqual({ a: 1, o: { b: true } });
    expect(mergeSettings({ a: 1, o: { b: true, c: 1 }, list: [1] }, { o: { c: 2 }, list: [] })).toEqual({ a: 1, o: { b: true, c: 2 }, list: [] });
  });
});
