import { describe, expect, it } from 'vitest';
import { check } from '../../../../rule-node-ui/action/common/checks';
import { type Problem } from '../../../../rule-node-ui/action/common/problems';
import { checkCredentials, type Credentials, switchCredentials } from '../../../../rule-node-ui/external/nodes/credentials';

const found = (problems: Problem[]) => problems.map((p) => `${p.field}: ${p.key}`);
const CA = '-----BEGIN CERTIFICATE-----\nMIIBca\n-----END CERTIFICATE-----';
const CERT = '-----BEGIN CERTIFICATE-----\nMIIBcert\n-----END CERTIFICATE-----';
const KEY = '-----BEGIN PRIVATE KEY-----\nMIIEkey\n-----END PRIVATE KEY-----';

const rest = (credentials: Credentials | null) =>
  found(check({ credentials }, (c) => checkCredentials(c, { types: ['anonymous', 'basic', 'cert.PEM'], passwordRequired: true })));
const mqtt = (credentials: Credentials) => found(check({ credentials }, (c) => checkCredentials(c, { types: ['anonymous', 'basic', 'cert.PEM'], passwordRequired: false })));
const azure = (credentials: Credentials | null) => found(check({ credentials }, (c) => checkCredentials(c, { types: ['sas', 'cert.PEM'], passwordRequired: false })));

describe('credentials', () => {
  it('anonymous needs nothing; no credentials read as anonymous', () => {
    expect(rest({ type: 'anonymous' })).toEqual([]);
    expect(rest(null)).toEqual([]);
  });

  it('basic needs a user name, and a password where the node says so', () => {
    expect(rest({ type: 'basic', username: 'u', password: 'p' })).toEqual([]);
    expect(rest({ type: 'basic', username: '', password: '' })).toEqual(['credentials.username: rulenode.error.required', 'credentials.password: rulenode.error.required']);
    expect(mqtt({ type: 'basic', username: 'u', password: '' })).toEqual([]);
  });

  it('cert.PEM needs PEM texts, the client certificate and its key together', () => {
    expect(rest({ type: 'cert.PEM', caCert: CA, cert: CERT, privateKey: KEY, password: null })).toEqual([]);
    expect(rest({ type: 'cert.PEM', caCert: CA })).toEqual([]);
    expect(rest({ type: 'cert.PEM' })).toEqual(['credentials.caCert: rulenode.error.pem-missing']);
    expect(rest({ type: 'cert.PEM', cert: CERT })).toEqual(['credentials.privateKey: rulenode.error.cert-and-key']);
    expect(rest({ type: 'cert.PEM', caCert: 'hello', privateKey: KEY })).toEqual([
      'credentials.cert: rulenode.error.cert-and-key',
      'credentials.caCert: rulenode.error.pem',
    ]);
  });

  it('sas needs the key; the CA certificate is optional', () => {
    expect(azure({ type: 'sas', sasKey: 'c2VjcmV0', caCert: null })).toEqual([]);
    expect(azure({ type: 'sas', sasKey: ' ' })).toEqual(['credentials.sasKey: rulenode.error.required']);
    expect(azure({ type: 'sas', sasKey: 'k', caCert: 'x' })).toEqual(['credentials.caCert: rulenode.error.pem']);
  });

  it('offers only the node\'s types', () => {
    expect(azure({ type: 'basic', username: 'u' })).toEqual(['credentials.type: rulenode.error.one-of']);
    expect(azure(null)).toEqual(['credentials.type: rulenode.error.required']);
    expect(rest({ type: 'sas', sasKey: 'k' })).toEqual(['credentials.type: rulenode.error.one-of']);
  });

  it('keep what two types share when switching, and drop the rest', () => {
    expect(switchCredentials({ type: 'basic', username: 'u', password: 'p' }, 'cert.PEM')).toEqual({
      type: 'cert.PEM', caCert: null, caCertFileName: null, cert: null, certFileName: null, privateKey: null, privateKeyFileName: null, password: 'p',
    });
    expect(switchCredentials({ type: 'cert.PEM', caCert: CA, password: 'p' }, 'anonymous')).toEqual({ type: 'anonymous' });
    expect(switchCredentials({ type: 'cert.PEM', caCert: CA }, 'sas')).toEqual({ type: 'sas', sasKey: null, caCert: CA, caCertFileName: null });
  });
});
