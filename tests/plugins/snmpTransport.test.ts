import { describe, expect, it } from 'vitest';
import {
  defaultSnmpDeviceTransport, defaultSnmpTransport, newSnmpCommunicationConfig, nextSnmpSpec, validateSnmpDeviceTransport,
  validateSnmpMapping, validateSnmpTransport, withSnmpProtocolVersion, withSnmpSpec,
} from '../../plugins/entities/device-profiles/transport/snmpDefaults';

describe('SNMP profile transport', () => {
  it('defaults to 500 ms timeout and no retries', () => {
    expect(defaultSnmpTransport()).toEqual({ type: 'SNMP', timeoutMs: 500, retries: 0, communicationConfigs: [] });
    expect(validateSnmpTransport(defaultSnmpTransport())).toBeNull();
  });

  it('gives querying specs a 5000 ms frequency and the others none', () => {
    expect(newSnmpCommunicationConfig('TELEMETRY_QUERYING')).toEqual({
      spec: 'TELEMETRY_QUERYING', queryingFrequencyMs: 5000, mappings: [{ oid: '', key: '', dataType: 'STRING' }],
    });
    const rpc = withSnmpSpec(newSnmpCommunicationConfig('CLIENT_ATTRIBUTES_QUERYING'), 'TO_DEVICE_RPC_REQUEST');
    expect('queryingFrequencyMs' in rpc).toBe(false);
    expect(withSnmpSpec(rpc, 'TELEMETRY_QUERYING').queryingFrequencyMs).toBe(5000);
  });

  it('offers each spec once', () => {
    const config = defaultSnmpTransport();
    expect(nextSnmpSpec(config)).toBe('TELEMETRY_QUERYING');
    config.communicationConfigs = [newSnmpCommunicationConfig('TELEMETRY_QUERYING')];
    expect(nextSnmpSpec(config)).toBe('CLIENT_ATTRIBUTES_QUERYING');
    config.communicationConfigs = (['TELEMETRY_QUERYING', 'CLIENT_ATTRIBUTES_QUERYING', 'SHARED_ATTRIBUTES_SETTING', 'TO_DEVICE_RPC_REQUEST', 'TO_SERVER_RPC_REQUEST'] as const)
      .map(newSnmpCommunicationConfig);
    expect(nextSnmpSpec(config)).toBeNull();
  });

  it('checks OIDs, keys, frequency, timeout, retries and duplicate specs', () => {
    expect(validateSnmpMapping({ oid: '.1.3.6.1.2.1.1.1.0', key: 'sysDescr', dataType: 'STRING' })).toBeNull();
    expect(validateSnmpMapping({ oid: '1.3.6', key: 'k', dataType: 'LONG' })).toBeNull();
    expect(validateSnmpMapping({ oid: '', key: 'k', dataType: 'LONG' })).toBe('device-profile.snmp.oid-required');
    expect(validateSnmpMapping({ oid: '1.3.a', key: 'k', dataType: 'LONG' })).toBe('device-profile.snmp.oid-pattern');
    expect(validateSnmpMapping({ oid: '1..3', key: 'k', dataType: 'LONG' })).toBe('device-profile.snmp.oid-pattern');
    expect(validateSnmpMapping({ oid: '1.3', key: ' ', dataType: 'LONG' })).toBe('device-profile.snmp.key-required');

    const good = { spec: 'TELEMETRY_QUERYING' as const, queryingFrequencyMs: 5000, mappings: [{ oid: '1.3.6.1', key: 'temp', dataType: 'DOUBLE' as const }] };
    expect(validateSnmpTransport({ ...defaultSnmpTransport(), communicationConfigs: [good] })).toBeNull();
    expect(validateSnmpTransport({ ...defaultSnmpTransport(), communicationConfigs: [good, good] })).toBe('device-profile.snmp.spec-duplicate');
    expect(validateSnmpTransport({ ...defaultSnmpTransport(), communicationConfigs: [{ ...good, queryingFrequencyMs: 0 }] }))
      .toBe('device-profile.snmp.querying-frequency-invalid');
    expect(validateSnmpTransport({ ...defaultSnmpTransport(), communicationConfigs: [{ ...good, mappings: [] }] })).toBe('device-profile.snmp.mappings-required');
    expect(validateSnmpTransport({ ...defaultSnmpTransport(), communicationConfigs: [newSnmpCommunicationConfig('TO_SERVER_RPC_REQUEST')] }))
      .toBe('device-profile.snmp.oid-required');
    expect(validateSnmpTransport({ ...defaultSnmpTransport(), timeoutMs: -1 })).toBe('device-profile.snmp.timeout-invalid');
    expect(validateSnmpTransport({ ...defaultSnmpTransport(), retries: 1.5 })).toBe('device-profile.snmp.retries-invalid');
  });
});

describe('SNMP device transport', () => {
  it('defaults to localhost:161, V2C, community public', () => {
    expect(defaultSnmpDeviceTransport()).toEqual({ type: 'SNMP', host: 'localhost', port: 161, protocolVersion: 'V2C', community: 'public' });
    expect(validateSnmpDeviceTransport(defaultSnmpDeviceTransport())).toBeNull();
  });

  it('switches between community and V3 security fields', () => {
    const v3 = withSnmpProtocolVersion({ ...defaultSnmpDeviceTransport(), host: '10.0.0.5' }, 'V3');
    expect(v3).toEqual({
      type: 'SNMP', host: '10.0.0.5', port: 161, protocolVersion: 'V3', username: '', securityName: '', contextName: '',
      authenticationProtocol: 'SHA_512', authenticationPassphrase: '', privacyProtocol: 'DES', privacyPassphrase: '', engineId: '',
    });
    expect(validateSnmpDeviceTransport(v3)).toBe('device-profile.snmp.username-required');
    const filled = { ...v3, username: 'u', securityName: 's', authenticationPassphrase: 'a', privacyPassphrase: 'p' };
    expect(validateSnmpDeviceTransport(filled)).toBeNull();
    expect(validateSnmpDeviceTransport({ ...filled, privacyPassphrase: '' })).toBe('device-profile.snmp.privacy-passphrase-required');
    expect(withSnmpProtocolVersion(filled, 'V1')).toEqual({ type: 'SNMP', host: '10.0.0.5', port: 161, protocolVersion: 'V1', community: 'public' });
  });

  it('rejects a blank host, a bad port and a blank community', () => {
    expect(validateSnmpDeviceTransport({ ...defaultSnmpDeviceTransport(), host: '' })).toBe('device-profile.snmp.host-required');
    expect(validateSnmpDeviceTransport({ ...defaultSnmpDeviceTransport(), port: 0 })).toBe('device-profile.snmp.port-invalid');
    expect(validateSnmpDeviceTransport({ ...defaultSnmpDeviceTransport(), community: ' ' })).toBe('device-profile.snmp.community-required');
  });
});

describe('stored SNMP configurations with missing parts', () => {
  it('are completed with the defaults, keeping what is there', async () => {
    const { snmpTransportWithDefaults, snmpDeviceTransportWithDefaults } = await import('../../plugins/entities/device-profiles/transport/snmpDefaults');
    expect(snmpTransportWithDefaults({ type: 'SNMP' } as never)).toEqual(defaultSnmpTransport());
    expect(snmpTransportWithDefaults({ type: 'SNMP', retries: 2 } as never)).toEqual({ ...defaultSnmpTransport(), retries: 2 });
    expect(snmpDeviceTransportWithDefaults({ type: 'SNMP' } as never)).toEqual(defaultSnmpDeviceTransport());
    expect(snmpDeviceTransportWithDefaults({ type: 'SNMP', protocolVersion: 'V3', username: 'u' } as never))
      .toMatchObject({ protocolVersion: 'V3', username: 'u', authenticationProtocol: 'SHA_512', privacyProtocol: 'DES' });
    expect(validateSnmpTransport({ type: 'SNMP' } as never)).toBeNull();
    expect(validateSnmpDeviceTransport({ type: 'SNMP', host: '' } as never)).toBe('device-profile.snmp.host-required');
  });
});

describe('SNMP mapping row errors', () => {
  it('names every wrong field of a row', async () => {
    const { snmpMappingErrors } = await import('../../plugins/entities/device-profiles/transport/snmpDefaults');
    expect(snmpMappingErrors({ oid: '1.x', key: '', dataType: 'LONG' })).toEqual({ oid: 'device-profile.snmp.oid-pattern', key: 'device-profile.snmp.key-required' });
    expect(snmpMappingErrors({ oid: '1.3', key: 'k', dataType: 'FLOAT' as never })).toEqual({ dataType: 'device-profile.snmp.data-type-required' });
  });
});

describe('SNMP device field errors', () => {
  it('names every wrong field of the chosen protocol version only', async () => {
    const { snmpDeviceTransportErrors } = await import('../../plugins/entities/device-profiles/transport/snmpDefaults');
    const v3 = withSnmpProtocolVersion(defaultSnmpDeviceTransport(), 'V3');
    expect(snmpDeviceTransportErrors({ ...v3, port: 0 })).toEqual({
      port: 'device-profile.snmp.port-invalid',
      username: 'device-profile.snmp.username-required',
      securityName: 'device-profile.snmp.security-name-required',
      authenticationPassphrase: 'device-profile.snmp.auth-passphrase-required',
      privacyPassphrase: 'device-profile.snmp.privacy-passphrase-required',
    });
    expect(snmpDeviceTransportErrors({ ...defaultSnmpDeviceTransport(), community: '' })).toEqual({ community: 'device-profile.snmp.community-required' });
  });
});
