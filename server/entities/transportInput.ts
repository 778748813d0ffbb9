import { asObject, badField, optionalBoolean, optionalEnum, optionalInt, optionalString } from '../http/validate';
import type { JsonObject } from '../store/ids';

/*
 * Transport configurations of device profiles (profileData.transportConfiguration) and
 * SNMP devices (deviceData.transportConfiguration), in ThingsBoard 3.3's shapes. Every
 * refusal names the field's full path. Missing sections get seed 001 §3.5/§9 defaults;
 * unknown extra keys are kept, as ThingsBoard's console may add some.
 */

const INT_MAX = 2_147_483_647;
const PROTO_MAX_LENGTH = 65_536;

export const PAYLOAD_TYPES = ['JSON', 'PROTOBUF'] as const;
export const POWER_MODES = ['PSM', 'DRX', 'E_DRX'] as const;
export const LWM2M_BINDINGS = ['U', 'UQ', 'T', 'TQ', 'S', 'SQ', 'US', 'TS', 'UQS', 'TQS'] as const;
export const LWM2M_SECURITY_MODES = ['PSK', 'RPK', 'X509', 'NO_SEC'] as const;
export const SNMP_SPECS = ['TELEMETRY_QUERYING', 'CLIENT_ATTRIBUTES_QUERYING', 'SHARED_ATTRIBUTES_SETTING', 'TO_DEVICE_RPC_REQUEST', 'TO_SERVER_RPC_REQUEST'] as const;
export const SNMP_DATA_TYPES = ['BOOLEAN', 'LONG', 'DOUBLE', 'STRING', 'JSON'] as const;
export const SNMP_VERSIONS = ['V1', 'V2C', 'V3'] as const;
export const SNMP_AUTH_PROTOCOLS = ['SHA_1', 'SHA_224', 'SHA_256', 'SHA_384', 'SHA_512', 'MD5'] as const;
export const SNMP_PRIVACY_PROTOCOLS = ['DES', 'AES_128', 'AES_192', 'AES_256'] as const;
const PROTO_SCHEMAS = ['deviceTelemetryProtoSchema', 'deviceAttributesProtoSchema', 'deviceRpcRequestProtoSchema', 'deviceRpcResponseProtoSchema'];

/**
 * ThingsBoard 3.3's ProtoTransportPayloadConfiguration answers these when a profile has
 * no RPC schemas (profiles from before 3.3 have none), so a save stores them.
 */
export const DEFAULT_RPC_PROTO_SCHEMAS: Record<string, string> = {
  deviceRpcRequestProtoSchema:
    'syntax ="proto3";\npackage rpc;\n\nmessage RpcRequestMsg {\n  optional string method = 1;\n  optional int32 requestId = 2;\n  optional string params = 3;\n}',
  deviceRpcResponseProtoSchema: 'syntax ="proto3";\npackage rpc;\n\nmessage RpcResponseMsg {\n  optional string payload = 1;\n}',
};
const OID_RE = /^\.?\d+(\.\d+)*$/;

/*
 * The validate.ts checks, with messages naming `path.key`: each helper hands them a
 * one-field object under the full path, so the wording stays the same everywhere.
 */
const named = (obj: JsonObject, path: string, key: string): [JsonObject, string] => [{ [`${path}.${key}`]: obj[key] }, `${path}.${key}`];

function enumAt<T extends string>(obj: JsonObject, path: string, key: string, allowed: readonly T[], fallback?: T): T {
  const value = optionalEnum(...named(obj, path, key), allowed) ?? fallback;
  if (value === undefined) throw badField(`Parameter '${path}.${key}' can't be empty!`);
  return value;
}

const intAt = (obj: JsonObject, path: string, key: string, fallback: number, min = 0, max = INT_MAX) => optionalInt(...named(obj, path, key), fallback, min, max);
const boolAt = (obj: JsonObject, path: string, key: string, fallback: boolean) => optionalBoolean(...named(obj, path, key), fallback);

function stringAt(obj: JsonObject, path: string, key: string, required: boolean, maxLength = 255): string | null {
  const value = optionalString(...named(obj, path, key), maxLength) ?? null;
  if (required && (value === null || value.trim() === '')) throw badField(`Parameter '${path}.${key}' can't be empty!`);
  return value;
}

/** A copy of the object at `path.key`, or of `fallback` when absent. */
function objectAt(obj: JsonObject, path: string, key: string, fallback: JsonObject = {}): JsonObject {
  const value = obj[key];
  return value === undefined || value === null ? { ...fallback } : { ...asObject(value, `Parameter '${path}.${key}'`) };
}

function arrayAt(obj: JsonObject, path: string, key: string): unknown[] {
  const value = obj[key] ?? [];
  if (!Array.isArray(value)) throw badField(`Parameter '${path}.${key}' must be an array!`);
  return value;
}

/** A light check that a protobuf schema can be parsed: proto3, braces balanced. */
function isProtoSchema(text: string): boolean {
  if (!/syntax\s*=\s*["']proto3["']\s*;/.test(text)) return false;
  let depth = 0;
  for (const c of text) {
    if (c === '{') depth++;
    else if (c === '}' && --depth < 0) return false;
  }
  return depth === 0;
}

/** transportPayloadTypeConfiguration of MQTT and CoAP: JSON, or PROTOBUF with its four schemas. */
export function payloadTypeConfiguration(parent: JsonObject, path: string): JsonObject {
  const here = `${path}.transportPayloadTypeConfiguration`;
  const config = objectAt(parent, path, 'transportPayloadTypeConfiguration', { transportPayloadType: 'JSON' });
  const type = enumAt(config, here, 'transportPayloadType', PAYLOAD_TYPES, 'JSON');
  config.transportPayloadType = type;
  if (type === 'PROTOBUF') {
    for (const key of PROTO_SCHEMAS) {
      const missing = config[key] === undefined || config[key] === null || config[key] === '';
      if (missing && DEFAULT_RPC_PROTO_SCHEMAS[key]) config[key] = DEFAULT_RPC_PROTO_SCHEMAS[key];
      const schema = stringAt(config, here, key, true, PROTO_MAX_LENGTH)!;
      if (!isProtoSchema(schema)) throw badField(`Parameter '${here}.${key}' must be a proto3 schema (syntax = "proto3"; balanced braces)!`);
    }
  }
  return config;
}

function coapConfiguration(config: JsonObject, path: string): JsonObject {
  const client = objectAt(config, path, 'clientSettings', { powerMode: 'DRX' });
  const clientPath = `${path}.clientSettings`;
  client.powerMode = enumAt(client, clientPath, 'powerMode', POWER_MODES, 'DRX');
  for (const key of ['psmActivityTimer', 'edrxCycle', 'pagingTransmissionWindow']) {
    if (client[key] !== undefined && client[key] !== null) client[key] = intAt(client, clientPath, key, 0);
  }
  const typePath = `${path}.coapDeviceTypeConfiguration`;
  const device = objectAt(config, path, 'coapDeviceTypeConfiguration', { coapDeviceType: 'DEFAULT' });
  device.coapDeviceType = enumAt(device, typePath, 'coapDeviceType', ['DEFAULT', 'EFENTO'], 'DEFAULT');
  // Efento sensors speak their own fixed protobuf messages; only DEFAULT devices choose a payload.
  if (device.coapDeviceType === 'DEFAULT') device.transportPayloadTypeConfiguration = payloadTypeConfiguration(device, typePath);
  else delete device.transportPayloadTypeConfiguration;
  return { ...config, clientSettings: client, coapDeviceTypeConfiguration: device };
}

function lwm2mObserveAttr(config: JsonObject, path: string): JsonObject {
  const here = `${path}.observeAttr`;
  const observe = objectAt(config, path, 'observeAttr');
  for (const key of ['observe', 'attribute', 'telemetry']) {
    const list = arrayAt(observe, here, key);
    if (!list.every((item) => typeof item === 'string')) throw badField(`Parameter '${here}.${key}' must be a list of resource paths!`);
    observe[key] = list;
  }
  const keyName = objectAt(observe, here, 'keyName');
  if (!Object.values(keyName).every((v) => typeof v === 'string' && v.trim() !== '')) throw badField(`Parameter '${here}.keyName' must map resource paths to key names!`);
  const attributes = objectAt(observe, here, 'attributeLwm2m');
  for (const [resource, value] of Object.entries(attributes)) {
    const at = `${here}.attributeLwm2m.${resource}`;
    const attrs = asObject(value, `Parameter '${at}'`);
    for (const key of ['pmin', 'pmax']) if (attrs[key] !== undefined) intAt(attrs, at, key, 0);
    for (const key of ['gt', 'lt', 'st']) {
      if (attrs[key] !== undefined && !(typeof attrs[key] === 'number' && Number.isFinite(attrs[key]))) throw badField(`Parameter '${at}.${key}' must be a number!`);
    }
  }
  return { ...observe, keyName, attributeLwm2m: attributes };
}

/** A LwM2M or bootstrap server entry of the profile (seed 001 §3.5 defaults). */
function lwm2mServer(parent: JsonObject, path: string, key: string, bootstrap: boolean): JsonObject {
  const here = `${path}.${key}`;
  const server = objectAt(parent, path, key, {
    host: 'localhost', port: bootstrap ? 5687 : 5685, securityMode: 'NO_SEC', serverPublicKey: '',
    clientHoldOffTime: 1, serverId: bootstrap ? 111 : 123, bootstrapServerAccountTimeout: 0, bootstrapServerIs: bootstrap,
  });
  stringAt(server, here, 'host', true);
  server.port = intAt(server, here, 'port', bootstrap ? 5687 : 5685, 1, 65535);
  if (server.securityPort !== undefined && server.securityPort !== null) server.securityPort = intAt(server, here, 'securityPort', 0, 1, 65535);
  server.securityMode = enumAt(server, here, 'securityMode', LWM2M_SECURITY_MODES, 'NO_SEC');
  stringAt(server, here, 'serverPublicKey', false, 16_384);
  server.clientHoldOffTime = intAt(server, here, 'clientHoldOffTime', 1);
  server.serverId = intAt(server, here, 'serverId', bootstrap ? 111 : 123, 0, 65535);
  server.bootstrapServerAccountTimeout = intAt(server, here, 'bootstrapServerAccountTimeout', 0);
  return server;
}

function lwm2mConfiguration(config: JsonObject, path: string): JsonObject {
  const bootPath = `${path}.bootstrap`;
  const bootstrap = objectAt(config, path, 'bootstrap');
  const servers = objectAt(bootstrap, bootPath, 'servers', { shortId: 123, lifetime: 300, defaultMinPeriod: 1, notifIfDisabled: true, binding: 'UQ' });
  const serversPath = `${bootPath}.servers`;
  servers.shortId = intAt(servers, serversPath, 'shortId', 123, 1, 65534);
  servers.lifetime = intAt(servers, serversPath, 'lifetime', 300);
  servers.defaultMinPeriod = intAt(servers, serversPath, 'defaultMinPeriod', 1);
  servers.notifIfDisabled = boolAt(servers, serversPath, 'notifIfDisabled', true);
  servers.binding = enumAt(servers, serversPath, 'binding', LWM2M_BINDINGS, 'UQ');

  const settingsPath = `${path}.clientLwM2mSettings`;
  const settings = objectAt(config, path, 'clientLwM2mSettings');
  settings.clientOnlyObserveAfterConnect = intAt(settings, settingsPath, 'clientOnlyObserveAfterConnect', 1, 1, 2);
  settings.fwUpdateStrategy = intAt(settings, settingsPath, 'fwUpdateStrategy', 1, 1, 3);
  settings.swUpdateStrategy = intAt(settings, settingsPath, 'swUpdateStrategy', 1, 1, 2);
  settings.powerMode = enumAt(settings, settingsPath, 'powerMode', POWER_MODES, 'DRX');
  settings.compositeOperationsSupport = boolAt(settings, settingsPath, 'compositeOperationsSupport', false);
  for (const key of ['fwUpdateResource', 'swUpdateResource']) stringAt(settings, settingsPath, key, false, 1024);

  return {
    ...config,
    observeAttr: lwm2mObserveAttr(config, path),
    bootstrap: {
      ...bootstrap,
      servers,
      lwm2mServer: lwm2mServer(bootstrap, bootPath, 'lwm2mServer', false),
      bootstrapServer: lwm2mServer(bootstrap, bootPath, 'bootstrapServer', true),
    },
    clientLwM2mSettings: settings,
  };
}

function snmpMapping(value: unknown, path: string): JsonObject {
  const mapping = { ...asObject(value, `Parameter '${path}'`) };
  const oid = stringAt(mapping, path, 'oid', true)!;
  if (!OID_RE.test(oid.trim())) throw badField(`Parameter '${path}.oid' must be an OID such as 1.3.6.1.2.1.1.1.0!`);
  stringAt(mapping, path, 'key', true);
  mapping.dataType = enumAt(mapping, path, 'dataType', SNMP_DATA_TYPES);
  return mapping;
}

function snmpConfiguration(config: JsonObject, path: string): JsonObject {
  const timeoutMs = intAt(config, path, 'timeoutMs', 500);
  const retries = intAt(config, path, 'retries', 0, 0, 100);
  const communicationConfigs = arrayAt(config, path, 'communicationConfigs').map((item, i) => {
    const here = `${path}.communicationConfigs[${i}]`;
    const comm = { ...asObject(item, `Parameter '${here}'`) };
    comm.spec = enumAt(comm, here, 'spec', SNMP_SPECS);
    if (String(comm.spec).endsWith('_QUERYING')) comm.queryingFrequencyMs = intAt(comm, here, 'queryingFrequencyMs', 5000, 1);
    comm.mappings = arrayAt(comm, here, 'mappings').map((m, j) => snmpMapping(m, `${here}.mappings[${j}]`));
    return comm;
  });
  return { ...config, timeoutMs, retries, communicationConfigs };
}

const PROFILE_TRANSPORTS: Record<string, (config: JsonObject, path: string) => JsonObject> = {
  COAP: coapConfiguration,
  LWM2M: lwm2mConfiguration,
  SNMP: snmpConfiguration,
};

/** The COAP, LWM2M or SNMP profile transport configuration, checked and defaulted; others unchanged. */
export function profileTransportConfiguration(config: JsonObject, path: string): JsonObject {
  const check = PROFILE_TRANSPORTS[String(config.type)];
  return check ? check(config, path) : config;
}

/**
 * An SNMP device's deviceData.transportConfiguration: where to reach it and how to
 * authenticate, with ThingsBoard's rules (community for V1/V2C, the user-based
 * security fields for V3).
 */
export function snmpDeviceConfiguration(config: JsonObject, path: string): JsonObject {
  const out = { ...config };
  stringAt(out, path, 'host', true);
  out.port = intAt(out, path, 'port', 161, 1, 65535);
  out.protocolVersion = enumAt(out, path, 'protocolVersion', SNMP_VERSIONS, 'V2C');
  if (out.protocolVersion !== 'V3') {
    stringAt(out, path, 'community', true);
    return out;
  }
  for (const key of ['username', 'securityName', 'authenticationPassphrase']) stringAt(out, path, key, true);
  for (const key of ['contextName', 'privacyPassphrase', 'engineId']) {
    if (stringAt(out, path, key, false) === null) throw badField(`Parameter '${path}.${key}' can't be empty!`);
  }
  out.authenticationProtocol = enumAt(out, path, 'authenticationProtocol', SNMP_AUTH_PROTOCOLS);
  out.privacyProtocol = enumAt(out, path, 'privacyProtocol', SNMP_PRIVACY_PROTOCOLS);
  return out;
}
