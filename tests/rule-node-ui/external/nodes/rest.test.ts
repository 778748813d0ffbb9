import { describe, expect, it } from 'vitest';
import { type Problem } from '../../../../rule-node-ui/action/common/problems';
import { REST_API_CALL_DEFAULTS, validateRestApiCall } from '../../../../rule-node-ui/external/nodes/rest';

const found = (problems: Problem[]) => problems.map((p) => `${p.field}: ${p.key}`);

describe('rest api call', () => {
  it('needs an http(s) endpoint (or one from a pattern) and a known method', () => {
    expect(validateRestApiCall(REST_API_CALL_DEFAULTS)).toEqual([]);
    expect(validateRestApiCall({ ...REST_API_CALL_DEFAULTS, restEndpointUrlPattern: '${endpoint}', requestMethod: 'GET' })).toEqual([]);
    expect(found(validateRestApiCall({ ...REST_API_CALL_DEFAULTS, restEndpointUrlPattern: 'localhost/api', requestMethod: 'FETCH' }))).toEqual([
      'restEndpointUrlPattern: rulenode.error.url',
      'requestMethod: rulenode.error.one-of',
    ]);
    expect(found(validateRestApiCall({ ...REST_API_CALL_DEFAULTS, restEndpointUrlPattern: '' }))).toEqual(['restEndpointUrlPattern: rulenode.error.required']);
  });

  it('needs every header name and value, and non-negative limits', () => {
    expect(found(validateRestApiCall({ ...REST_API_CALL_DEFAULTS, headers: { '': 'x' }, readTimeoutMs: -1, maxParallelRequestsCount: 1.5 }))).toEqual([
      'headers: rulenode.error.map-blank',
      'readTimeoutMs: rulenode.error.whole-number-min',
      'maxParallelRequestsCount: rulenode.error.whole-number-min',
    ]);
    expect(found(validateRestApiCall({ ...REST_API_CALL_DEFAULTS, useRedisQueueForMsgPersistence: true, trimQueue: true, maxQueueSize: -1 }))).toEqual([
      'maxQueueSize: rulenode.error.whole-number-min',
    ]);
  });

  it('needs the proxy\'s scheme, host and port unless the system\'s proxy is used', () => {
    const proxy = { ...REST_API_CALL_DEFAULTS, enableProxy: true };
    expect(found(validateRestApiCall(proxy))).toEqual([
      'proxyScheme: rulenode.error.one-of',
      'proxyHost: rulenode.error.required',
      'proxyPort: rulenode.error.whole-number-range',
    ]);
    expect(validateRestApiCall({ ...proxy, proxyScheme: 'http', proxyHost: 'proxy.local', proxyPort: 3128 })).toEqual([]);
    expect(validateRestApiCall({ ...proxy, useSystemProxyProperties: true })).toEqual([]);
  });

  it('checks the credentials, and refuses certificates with the simple HTTP factory', () => {
    expect(found(validateRestApiCall({ ...REST_API_CALL_DEFAULTS, credentials: { type: 'basic', username: 'u', password: '' } }))).toEqual([
      'credentials.password: rulenode.error.required',
    ]);
    const pem = { type: 'cert.PEM' as const, caCert: '-----BEGIN CERTIFICATE-----\nMII\n-----END CERTIFICATE-----' };
    expect(validateRestApiCall({ ...REST_API_CALL_DEFAULTS, credentials: pem })).toEqual([]);
    expect(found(validateRestApiCall({ ...REST_API_CALL_DEFAULTS, credentials: pem, useSimpleClientHttpFactory: true }))).toEqual([
      'credentials.type: rulenode.error.simple-factory-pem',
    ]);
  });
});
