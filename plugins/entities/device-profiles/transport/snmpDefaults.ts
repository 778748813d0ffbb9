/**
 * SNMP transport configurations as ThingsBoard 3.3 stores them: the device profile's
 * (what to query and map) and the device's (where and how to reach it), with the defaults of
 * seed 001 section 9 and their validation.
 */

export const SNMP_SPECS = [
  'TELEMETRY_QUERYING', 'CLIENT_ATTRIBUTES_QUERYING', 'SHARED_ATTRIBUTES_SETTING', 'TO_DEVICE_RPC_REQUEST', 'TO_SERVER_RPC_REQUEST',
] as const;
export const SNMP_DATA_TYPES = ['STRING', 'LONG', 'DOUBLE', 'BOOLEAN', 'JSON'] as const;
export const SNMP_PROTOCOL_VERSIONS = ['V1', 'V2C', 'V3'] as const;
export const SNMP_AUTH_PROTOCOLS = ['SHA_1', 'SHA_224', 'SHA_256', 'SHA_384', 'SHA_512', 'MD5'] as const;
export const SNMP_PRIVACY_PROTOCOLS = ['DES', 'AES_128', 'AES_192', 'AES_256'] as const;

export type SnmpSpec = (typeof SNMP_SPECS)[number];
export type SnmpDataType = (typeof SNMP_DATA_TYPES)[number];
export type SnmpProtocolVersion = (typeof SNMP_PROTOCOL_VERSIONS)[number];

export interface SnmpMapping {
  oid: string;
  key: string;
  dataType: SnmpDataType;
}

/** What to do for one kind of exchange; querying specs also say how often. */
export interface SnmpCommunicationConfig {
  spec: SnmpSpec;
  queryingFrequencyMs?: number;
  mappings: SnmpMapping[];
}

/** profileData.transportConfiguration of an SNMP device profile. */
export interface SnmpTransportConfig {
  type: 'SNMP';
  timeoutMs: number;
  retries: number;
  communicationConfigs: SnmpCommunicationConfig[];
}

/** deviceData.transportConfiguration of a device of an SNMP profile; V3 fields only with V3, community only without. */
export interface SnmpDeviceTransportConfig {
  type: 'SNMP';
  host: string;
  port: number;
  protocolVersion: SnmpProtocolVersion;
  community?: string;
  username?: string;
  securityName?: string;
  contextName?: string;
  authenticationProtocol?: (typeof SNMP_AUTH_PROTOCOLS)[number];
  authenticationPassphrase?: string;
  privacyProtocol?: (typeof SNMP_PRIVACY_PROTOCOLS)[number];
  privacyPassphrase?: string;
  engineId?: string;
}

/** Default polling period of the querying specs. */
export const SNMP_QUERYING_FREQUENCY_MS = 5000;
/** A dotted numeric OID, with or without the leading dot (".1.3.6.1.2.1.1.1.0"). */
export const SNMP_OID_PATTERN = /^\.?\d+(\.\d+)*$/;
const MAX_PORT = 65535;

/** Whether a spec polls the device (and so has a querying frequency). */
export function isQueryingSpec(spec: SnmpSpec): boolean {
  return spec === 'TELEMETRY_QUERYING' || spec === 'CLIENT_ATTRIBUTES_QUERYING';
}

/** A new SNMP profile transport: 500 ms timeout, no retries, nothing mapped yet. */
export function defaultSnmpTransport(): SnmpTransportConfig {
  return { type: 'SNMP', timeoutMs: 500, retries: 0, communicationConfigs: [] };
}

/** A new SNMP device transport: localhost:161, V2C, community "public". */
export function defaultSnmpDeviceTransport(): SnmpDeviceTransportConfig {
  return { type: 'SNMP', host: 'localhost', port: 161, protocolVersion: 'V2C', community: 'public' };
}

/** A stored profile configuration completed with the defaults wherever a part is missing. */
export function snmpTransportWithDefaults(given: Partial<SnmpTransportConfig> | null | undefined): SnmpTransportConfig {
  return { ...defaultSnmpTransport(), ...given, type: 'SNMP', communicationConfigs: given?.communicationConfigs ?? [] };
}

/** A stored device configuration completed with the defaults (a device created with only `{type: "SNMP"}`). */
export function snmpDeviceTransportWithDefaults(given: Partial<SnmpDeviceTransportConfig> | null | undefined): SnmpDeviceTransportConfig {
  const merged = { ...defaultSnmpDeviceTransport(), ...given, type: 'SNMP' as const };
  return withSnmpProtocolVersion(merged, merged.protocolVersion);
}

/** An empty mapping row. */
export function newSnmpMapping(): SnmpMapping {
  return { oid: '', key: '', dataType: 'STRING' };
}

/** The first spec not used yet, or null when every spec has its configuration. */
export function nextSnmpSpec(config: SnmpTransportConfig): SnmpSpec | null {
  return SNMP_SPECS.find((spec) => !config.communicationConfigs.some((c) => c.spec === spec)) ?? null;
}

/** A communication configuration for a spec with one empty mapping row. */
export function newSnmpCommunicationConfig(spec: SnmpSpec): SnmpCommunicationConfig {
  return isQueryingSpec(spec)
    ? { spec, queryingFrequencyMs: SNMP_QUERYING_FREQUENCY_MS, mappings: [newSnmpMapping()] }
    : { spec, mappings: [newSnmpMapping()] };
}

/** Changes a configuration's spec, adding or dropping the querying frequency as the new spec needs. */
export function withSnmpSpec(config: SnmpCommunicationConfig, spec: SnmpSpec): SnmpCommunicationConfig {
  const { queryingFrequencyMs, ...rest } = config;
  return isQueryingSpec(spec) ? { ...rest, spec, queryingFrequencyMs: queryingFrequencyMs ?? SNMP_QUERYING_FREQUENCY_MS } : { ...rest, spec };
}

/** Switches the protocol version: V3 gets its security fields (SHA_512 / DES proposed), V1 and V2C a community. */
export function withSnmpProtocolVersion(config: SnmpDeviceTransportConfig, protocolVersion: SnmpProtocolVersion): SnmpDeviceTransportConfig {
  const base: SnmpDeviceTransportConfig = { type: 'SNMP', host: config.host, port: config.port, protocolVersion };
  if (protocolVersion !== 'V3') return { ...base, community: config.community ?? 'public' };
  return {
    ...base,
    username: config.username ?? '',
    securityName: config.securityName ?? '',
    contextName: config.contextName ?? '',
    authenticationProtocol: config.authenticationProtocol ?? 'SHA_512',
    authenticationPassphrase: config.authenticationPassphrase ?? '',
    privacyProtocol: config.privacyProtocol ?? 'DES',
    privacyPassphrase: config.privacyPassphrase ?? '',
    engineId: config.engineId ?? '',
  };
}

const isInt = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): boolean =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** The message keys of a mapping row's wrong fields, by field. */
export function snmpMappingErrors(mapping: SnmpMapping): Partial<Record<keyof SnmpMapping, string>> {
  const errors: Partial<Record<keyof SnmpMapping, string>> = {};
  const oid = mapping.oid?.trim() ?? '';
  if (!oid) errors.oid = 'device-profile.snmp.oid-required';
  else if (!SNMP_OID_PATTERN.test(oid)) errors.oid = 'device-profile.snmp.oid-pattern';
  if (!mapping.key?.trim()) errors.key = 'device-profile.snmp.key-required';
  if (!SNMP_DATA_TYPES.includes(mapping.dataType)) errors.dataType = 'device-profile.snmp.data-type-required';
  return errors;
}

/** The message key of a wrong mapping row, or null. */
export function validateSnmpMapping(mapping: SnmpMapping): string | null {
  return Object.values(snmpMappingErrors(mapping))[0] ?? null;
}

/** The message key of the first problem of a profile's SNMP configuration, or null. */
export function validateSnmpTransport(given: SnmpTransportConfig): string | null {
  const config = snmpTransportWithDefaults(given);
  if (!isInt(config.timeoutMs, 0)) return 'device-profile.snmp.timeout-invalid';
  if (!isInt(config.retries, 0)) return 'device-profile.snmp.retries-invalid';
  const specs = new Set<SnmpSpec>();
  for (const communication of config.communicationConfigs) {
    if (specs.has(communication.spec)) return 'device-profile.snmp.spec-duplicate';
    specs.add(communication.spec);
    const error = validateSnmpCommunicationConfig(communication);
    if (error) return error;
  }
  return null;
}

/** The message key of the first problem of one communication configuration, or null. */
export function validateSnmpCommunicationConfig(communication: SnmpCommunicationConfig): string | null {
  if (isQueryingSpec(communication.spec) && !isInt(communication.queryingFrequencyMs, 1)) return 'device-profile.snmp.querying-frequency-invalid';
  if (communication.mappings.length === 0) return 'device-profile.snmp.mappings-required';
  for (const mapping of communication.mappings) {
    const error = validateSnmpMapping(mapping);
    if (error) return error;
  }
  return null;
}

/** The message keys of a device configuration's wrong fields, by field (only the fields its protocol version has). */
export function snmpDeviceTransportErrors(given: SnmpDeviceTransportConfig): Partial<Record<keyof SnmpDeviceTransportConfig, string>> {
  const config = snmpDeviceTransportWithDefaults(given);
  const errors: Partial<Record<keyof SnmpDeviceTransportConfig, string>> = {};
  const blank = (key: keyof SnmpDeviceTransportConfig) => !String(config[key] ?? '').trim();
  if (blank('host')) errors.host = 'device-profile.snmp.host-required';
  if (!isInt(config.port, 1, MAX_PORT)) errors.port = 'device-profile.snmp.port-invalid';
  if (!SNMP_PROTOCOL_VERSIONS.includes(config.protocolVersion)) errors.protocolVersion = 'device-profile.snmp.protocol-version-required';
  else if (config.protocolVersion !== 'V3') {
    if (blank('community')) errors.community = 'device-profile.snmp.community-required';
  } else {
    if (blank('username')) errors.username = 'device-profile.snmp.username-required';
    if (blank('securityName')) errors.securityName = 'device-profile.snmp.security-name-required';
    if (!SNMP_AUTH_PROTOCOLS.includes(config.authenticationProtocol!)) errors.authenticationProtocol = 'device-profile.snmp.auth-protocol-required';
    if (blank('authenticationPassphrase')) errors.authenticationPassphrase = 'device-profile.snmp.auth-passphrase-required';
    if (!SNMP_PRIVACY_PROTOCOLS.includes(config.privacyProtocol!)) errors.privacyProtocol = 'device-profile.snmp.privacy-protocol-required';
    if (blank('privacyPassphrase')) errors.privacyPassphrase = 'device-profile.snmp.privacy-passphrase-required';
  }
  return errors;
}

/** The message key of the first problem of a device's SNMP configuration, or null. */
export function validateSnmpDeviceTransport(config: SnmpDeviceTransportConfig): string | null {
  return Object.values(snmpDeviceTransportErrors(config))[0] ?? null;
}
