import { describe, expect, it } from 'vitest';
import {
  defaultLwm2mTransport, lwm2mTransportErrors, validateLwm2mAttribute, validateLwm2mTransport, withPowerMode,
} from '../../plugins/entities/device-profiles/transport/lwm2mDefaults';
import {
  addLwm2mObject, type Lwm2mObject, lwm2mObjectKeyIds, lwm2mPath, removeLwm2mObject, setLwm2mAttributes, setLwm2mFlag, setLwm2mKeyName,
} from '../../plugins/entities/device-profiles/transport/lwm2mObjects';

const device: Lwm2mObject = {
  id: 3, keyId: '3_1.1', name: 'Device', multiple: false, mandatory: true,
  instances: [{ id: 0, resources: [
    { id: 0, name: 'Manufacturer', observe: false, attribute: true, telemetry: false, keyName: 'manufacturer' },
    { id: 9, name: 'Battery Level', observe: true, attribute: false, telemetry: true, keyName: 'batteryLevel' },
  ] }],
};
const location: Lwm2mObject = {
  id: 6, keyId: '6_1.0', name: 'Location', multiple: false, mandatory: false,
  instances: [{ id: 0, resources: [{ id: 0, name: 'Latitude', observe: false, attribute: false, telemetry: false, keyName: 'latitude' }] }],
};

describe('LwM2M transport defaults', () => {
  it('has the ThingsBoard 3.3 shape and the seed defaults', () => {
    expect(defaultLwm2mTransport()).toEqual({
      type: 'LWM2M',
      observeAttr: { observe: [], attribute: [], telemetry: [], keyName: {}, attributeLwm2m: {} },
      bootstrap: {
        servers: { shortId: 123, lifetime: 300, defaultMinPeriod: 1, notifIfDisabled: true, binding: 'UQ' },
        lwm2mServer: { host: 'localhost', port: 5685, securityMode: 'NO_SEC', serverPublicKey: '', clientHoldOffTime: 1, serverId: 123, bootstrapServerAccountTimeout: 0, bootstrapServerIs: false },
        bootstrapServer: { host: 'localhost', port: 5687, securityMode: 'NO_SEC', serverPublicKey: '', clientHoldOffTime: 1, serverId: 111, bootstrapServerAccountTimeout: 0, bootstrapServerIs: true },
      },
      clientLwM2mSettings: { clientOnlyObserveAfterConnect: 1, fwUpdateStrategy: 1, swUpdateStrategy: 1, powerMode: 'DRX', compositeOperationsSupport: false },
    });
    expect(validateLwm2mTransport(defaultLwm2mTransport())).toBeNull();
  });

  it('requires the server public key unless the security mode is NO_SEC', () => {
    const config = defaultLwm2mTransport();
    config.bootstrap.bootstrapServer.securityMode = 'RPK';
    expect(lwm2mTransportErrors(config)).toEqual({ 'bootstrap.bootstrapServer.serverPublicKey': 'device-profile.lwm2m.server-public-key-required' });
    config.bootstrap.bootstrapServer.serverPublicKey = 'MFkwEwYHKoZI';
    expect(validateLwm2mTransport(config)).toBeNull();
  });

  it('rejects a blank host, a port out of range, a short id of 0 and negative timers', () => {
    const config = defaultLwm2mTransport();
    config.bootstrap.lwm2mServer.host = ' ';
    config.bootstrap.lwm2mServer.port = 70000;
    config.bootstrap.servers.shortId = 0;
    config.bootstrap.bootstrapServer.clientHoldOffTime = -1;
    expect(lwm2mTransportErrors(config)).toEqual({
      'bootstrap.servers.shortId': 'device-profile.lwm2m.short-id-invalid',
      'bootstrap.lwm2mServer.host': 'device-profile.lwm2m.host-required',
      'bootstrap.lwm2mServer.port': 'device-profile.lwm2m.port-invalid',
      'bootstrap.bootstrapServer.clientHoldOffTime': 'device-profile.lwm2m.non-negative-integer',
    });
    expect(validateLwm2mTransport(config)).toBe('device-profile.lwm2m.short-id-invalid');
  });

  it('needs an update resource for the CoAP URL strategies and timers for PSM and eDRX', () => {
    const config = defaultLwm2mTransport();
    config.clientLwM2mSettings.fwUpdateStrategy = 2;
    expect(validateLwm2mTransport(config)).toBe('device-profile.lwm2m.update-resource-required');
    config.clientLwM2mSettings.fwUpdateResource = 'coap://localhost:5685';
    expect(validateLwm2mTransport(config)).toBeNull();
    config.clientLwM2mSettings = withPowerMode(config.clientLwM2mSettings, 'E_DRX');
    expect(config.clientLwM2mSettings).toMatchObject({ powerMode: 'E_DRX', edrxCycle: 81000, pagingTransmissionWindow: 10000 });
    expect(config.clientLwM2mSettings.psmActivityTimer).toBeUndefined();
    config.clientLwM2mSettings.edrxCycle = -5;
    expect(lwm2mTransportErrors(config)).toEqual({ 'clientLwM2mSettings.edrxCycle': 'device-profile.lwm2m.non-negative-integer' });
    const psm = withPowerMode(config.clientLwM2mSettings, 'PSM');
    expect(psm).toMatchObject({ powerMode: 'PSM', psmActivityTimer: 10000 });
    expect('edrxCycle' in psm || 'pagingTransmissionWindow' in psm).toBe(false);
    expect(Object.keys(withPowerMode(psm, 'DRX'))).not.toContain('psmActivityTimer');
  });

  it('checks notification attributes: pmin and pmax whole numbers from 0, the others numbers', () => {
    expect(validateLwm2mAttribute('pmin', 10)).toBeNull();
    expect(validateLwm2mAttribute('pmax', -1)).toBe('device-profile.lwm2m.attribute-digits-only');
    expect(validateLwm2mAttribute('pmin', 1.5)).toBe('device-profile.lwm2m.attribute-digits-only');
    expect(validateLwm2mAttribute('gt', -2.5)).toBeNull();
    expect(validateLwm2mAttribute('st', undefined)).toBe('device-profile.lwm2m.attribute-value-required');
    const config = defaultLwm2mTransport();
    config.observeAttr = setLwm2mAttributes(config.observeAttr, '/3_1.1/0', { pmin: 10, pmax: -3 });
    expect(lwm2mTransportErrors(config)).toEqual({ 'observeAttr.attributeLwm2m./3_1.1/0': 'device-profile.lwm2m.attribute-digits-only' });
  });
});

describe('LwM2M object lists', () => {
  it('adds an object with its model key names and suggested lists', () => {
    const attr = addLwm2mObject(defaultLwm2mTransport().observeAttr, device);
    expect(attr).toEqual({
      observe: ['/3_1.1/0/9'], attribute: ['/3_1.1/0/0'], telemetry: ['/3_1.1/0/9'],
      keyName: { '/3_1.1/0/0': 'manufacturer', '/3_1.1/0/9': 'batteryLevel' }, attributeLwm2m: {},
    });
    expect(lwm2mObjectKeyIds(addLwm2mObject(attr, location))).toEqual(['3_1.1', '6_1.0']);
    // A key name the user changed survives adding the same object again.
    expect(addLwm2mObject(setLwm2mKeyName(attr, '/3_1.1/0/9', 'battery'), device).keyName['/3_1.1/0/9']).toBe('battery');
  });

  it('removes every path of an object and only that object', () => {
    let attr = addLwm2mObject(addLwm2mObject(defaultLwm2mTransport().observeAttr, device), location);
    attr = setLwm2mAttributes(attr, '/3_1.1', { pmin: 1 });
    attr = setLwm2mAttributes(attr, '/6_1.0/0', { pmax: 60 });
    attr = setLwm2mFlag(attr, '/6_1.0/0/0', 'telemetry', true);
    const left = removeLwm2mObject(attr, '3_1.1');
    expect(left).toEqual({
      observe: [], attribute: [], telemetry: ['/6_1.0/0/0'],
      keyName: { '/6_1.0/0/0': 'latitude' }, attributeLwm2m: { '/6_1.0/0': { pmax: 60 } },
    });
    expect(lwm2mObjectKeyIds(left)).toEqual(['6_1.0']);
    // "3_1.1" must not swallow an object whose key id merely starts the same way.
    expect(lwm2mObjectKeyIds(removeLwm2mObject({ ...left, keyName: { ...left.keyName, '/3_1.10/0/1': 'x' } }, '3_1.1'))).toEqual(['3_1.10', '6_1.0']);
  });

  it('keeps observe consistent with attribute and telemetry', () => {
    const path = lwm2mPath('6_1.0', 0, 0);
    expect(path).toBe('/6_1.0/0/0');
    let attr = addLwm2mObject(defaultLwm2mTransport().observeAttr, location);
    attr = setLwm2mFlag(attr, path, 'observe', true);
    expect(attr.telemetry).toEqual([path]);
    expect(attr.observe).toEqual([path]);
    attr = setLwm2mFlag(attr, path, 'attribute', true);
    attr = setLwm2mFlag(attr, path, 'telemetry', false);
    expect(attr.observe).toEqual([path]);
    attr = setLwm2mFlag(attr, path, 'attribute', false);
    expect(attr).toMatchObject({ observe: [], attribute: [], telemetry: [] });
    expect(setLwm2mFlag(setLwm2mFlag(attr, path, 'telemetry', true), path, 'telemetry', true).telemetry).toEqual([path]);
  });

  it('requires a key name for every resource read as attribute or telemetry', () => {
    const config = defaultLwm2mTransport();
    config.observeAttr = setLwm2mKeyName(addLwm2mObject(config.observeAttr, device), '/3_1.1/0/9', ' ');
    expect(lwm2mTransportErrors(config)).toEqual({ 'observeAttr.keyName./3_1.1/0/9': 'device-profile.lwm2m.key-name-required' });
    expect(setLwm2mAttributes(config.observeAttr, '/3_1.1', {}).attributeLwm2m).toEqual({});
  });
});

describe('LwM2M server filled from the server', () => {
  const info = { host: '0.0.0.0', port: 5685, securityHost: '0.0.0.0', securityPort: 5686, serverPublicKey: 'PUBKEY' };
  it('takes the plain endpoint for NO_SEC and the secure one with the key otherwise', async () => {
    const { fillLwm2mServer, defaultLwm2mServer } = await import('../../plugins/entities/device-profiles/transport/lwm2mDefaults');
    expect(fillLwm2mServer(defaultLwm2mServer(false), info)).toMatchObject({ host: '0.0.0.0', port: 5685, serverPublicKey: '', serverId: 123 });
    expect(fillLwm2mServer({ ...defaultLwm2mServer(true), securityMode: 'RPK' }, info))
      .toMatchObject({ host: '0.0.0.0', port: 5686, serverPublicKey: 'PUBKEY', serverId: 111, bootstrapServerIs: true });
  });
});

describe('stored LwM2M configurations with missing parts', () => {
  it('are completed with the defaults, keeping what is there', async () => {
    const { lwm2mTransportWithDefaults, defaultLwm2mTransport: defaults } = await import('../../plugins/entities/device-profiles/transport/lwm2mDefaults');
    expect(lwm2mTransportWithDefaults({ type: 'LWM2M' } as never)).toEqual(defaults());
    const partial = { type: 'LWM2M', observeAttr: { telemetry: ['/3_1.1/0/9'], keyName: { '/3_1.1/0/9': 'battery' } }, bootstrap: { lwm2mServer: { host: 'lw.example' } } };
    const full = lwm2mTransportWithDefaults(partial as never);
    expect(full.observeAttr).toEqual({ observe: [], attribute: [], telemetry: ['/3_1.1/0/9'], keyName: { '/3_1.1/0/9': 'battery' }, attributeLwm2m: {} });
    expect(full.bootstrap.lwm2mServer).toMatchObject({ host: 'lw.example', port: 5685, serverId: 123 });
    expect(validateLwm2mTransport({ type: 'LWM2M' } as never)).toBeNull();
    expect(validateLwm2mTransport({ type: 'LWM2M', bootstrap: { lwm2mServer: { host: '' } } } as never)).toBe('device-profile.lwm2m.host-required');
  });
});
