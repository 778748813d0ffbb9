import { describe, expect, it } from 'vitest';
import { check, isUrlPattern } from '../../../../rule-node-ui/action/common/checks';
import { numberOf, translateProblems, valueAt } from '../../../../rule-node-ui/action/common/problems';

describe('field checks', () => {
  it('report each field with the message key, its label and the bounds', () => {
    const problems = check({ port: 70000, host: '' }, (c) => {
      c.required('host', 'rulenode.host');
      c.port('port', 'rulenode.port');
    });
    expect(problems).toEqual([
      { field: 'host', key: 'rulenode.error.required', label: 'rulenode.host' },
      { field: 'port', key: 'rulenode.error.whole-number-range', label: 'rulenode.port', params: { min: 1, max: 65535 } },
    ]);
  });

  it('translate a message with its field label', () => {
    const t = (key: string, options?: Record<string, unknown>) => (key === 'rulenode.host' ? 'Host' : `${key}(${JSON.stringify(options ?? {})})`);
    expect(translateProblems([{ field: 'host', key: 'rulenode.error.required', label: 'rulenode.host' }], t)).toEqual(['rulenode.error.required({"field":"Host"})']);
  });

  it('check nested objects by dotted paths', () => {
    const problems = check({ credentials: { type: 'basic', username: '' } }, (c) => {
      c.at('credentials').required('username', 'rulenode.username');
      c.required('credentials.password', 'rulenode.password');
    });
    expect(problems.map((p) => p.field)).toEqual(['credentials.username', 'credentials.password']);
    expect(valueAt({ a: { b: 1 } }, 'a.b')).toBe(1);
    expect(valueAt({ a: null }, 'a.b')).toBeUndefined();
  });

  it('parse JSON, PEM and string maps', () => {
    const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
    const problems = check({ json: '{"a":', pem: 'not pem', good: pem, map: { a: '' }, list: ['a'] }, (c) => {
      c.json('json', 'j');
      c.pem('pem', 'p');
      c.pem('good', 'g');
      c.stringMap('map', 'm');
      c.stringMap('list', 'l');
      c.stringMap('missing', 'x', { required: true });
    });
    expect(problems.map((p) => `${p.field}: ${p.key}`)).toEqual([
      'json: rulenode.error.invalid-json',
      'pem: rulenode.error.pem',
      'map: rulenode.error.map-blank',
      'list: rulenode.error.map-invalid',
      'missing: rulenode.error.map-empty',
    ]);
  });

  it('read numbers from numeric text', () => {
    expect(numberOf(' 42 ')).toBe(42);
    expect(numberOf('')).toBeUndefined();
    expect(numberOf(NaN)).toBeUndefined();
    expect(check({ n: '8' }, (c) => c.wholeNumber('n', 'n', 1, 10))).toEqual([]);
  });
});

describe('URL patterns', () => {
  it('accept http(s) URLs and templates that start with a pattern', () => {
    for (const url of ['http://localhost/api', 'https://example.com:8443/x?y=${id}', 'HTTP://host', '${url}', '$[endpoint]/path']) expect(isUrlPattern(url), url).toBe(true);
    for (const url of ['localhost/api', 'ftp://host', 'http://', 'http:// host', 'http:///path', '']) expect(isUrlPattern(url), url).toBe(false);
  });
});
