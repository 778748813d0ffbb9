/**
 * The LwM2M device-profile transport configuration exactly as ThingsBoard 3.3 stores it
 * (profileData.transportConfiguration), its defaults (seed 001 section 3.5) and its validation.
 */

export const LWM2M_BINDINGS = ['U', 'UQ', 'T', 'TQ', 'S', 'SQ', 'US', 'TS', 'UQS', 'TQS'] as const;
export const LWM2M_SECURITY_MODES = ['PSK', 'RPK', 'X509', 'NO_SEC'] as const;
export const LWM2M_POWER_MODES = ['PSM', 'DRX', 'E_DRX'] as const;
export const LWM2M_ATTRIBUTE_NAMES = ['pmin', 'pmax', 'gt', 'lt', 'st'] as const;
/** 1: binary into object 5 resource 0; 2: CoAP URL into object 5 resource 1; 3: binary into object 19. */
export const LWM2M_FW_STRATEGIES = [1, 2, 3] as const;
/** 1: binary into object 9 resource 2; 2: CoAP URL into object 9 resource 3. */
export const LWM2M_SW_STRATEGIES = [1, 2] as const;
/** 1: observe only after the first connection; 2: read all resources and observe after registration. */
export const LWM2M_OBSERVE_STRATEGIES = [1, 2] as const;

export type Lwm2mBinding = (typeof LWM2M_BINDINGS)[number];
export type Lwm2mSecurityMode = (typeof LWM2M_SECURITY_MODES)[number];
export type Lwm2mPowerMode = (typeof LWM2M_POWER_MODES)[number];
export type Lwm2mAttributeName = (typeof LWM2M_ATTRIBUTE_NAMES)[number];
/** Notification attributes of an object, instance or resource path. */
export type Lwm2mAttributes = Partial<Record<Lwm2mAttributeName, number>>;

/** Which resources are read as attributes or telemetry, observed, and under which key. Paths look like "/3_1.1/0/9". */
export interface Lwm2mObserveAttr {
  observe: string[];
  attribute: string[];
  telemetry: string[];
  keyName: Record<string, string>;
  attributeLwm2m: Record<string, Lwm2mAttributes>;
}

/** The client-side "servers" settings sent at bootstrap. */
export interface Lwm2mClientServers {
  shortId: number;
  lifetime: number;
  defaultMinPeriod: number;
  notifIfDisabled: boolean;
  binding: Lwm2mBinding;
}

/** One LwM2M or bootstrap server account. */
export interface Lwm2mServerConfig {
  host: string;
  port: number;
  securityMode: Lwm2mSecurityMode;
  serverPublicKey: string;
  clientHoldOffTime: number;
  serverId: number;
  bootstrapServerAccountTimeout: number;
  bootstrapServerIs: boolean;
}

export interface Lwm2mClientSettings {
  clientOnlyObserveAfterConnect: number;
  fwUpdateStrategy: number;
  swUpdateStrategy: number;
  fwUpdateResource?: string;
  swUpdateResource?: string;
  powerMode: Lwm2mPowerMode;
  edrxCycle?: number;
  psmActivityTimer?: number;
  pagingTransmissionWindow?: number;
  compositeOperationsSupport: boolean;
}

/** profileData.transportConfiguration of an LWM2M device profile. */
export interface Lwm2mTransportConfig {
  type: 'LWM2M';
  observeAttr: Lwm2mObserveAttr;
  bootstrap: { servers: Lwm2mClientServers; lwm2mServer: Lwm2mServerConfig; bootstrapServer: Lwm2mServerConfig };
  clientLwM2mSettings: Lwm2mClientSettings;
}

/** Ports and ids of the two server accounts (seed 001 section 3.5). */
const SERVER_PORT = 5685;
const BOOTSTRAP_PORT = 5687;
const SERVER_ID = 123;
const BOOTSTRAP_SERVER_ID = 111;
/** Timers ThingsBoard proposes when a power mode that needs them is chosen, in ms. */
export const LWM2M_TIMER_DEFAULTS = { psmActivityTimer: 10000, edrxCycle: 81000, pagingTransmissionWindow: 10000 } as const;
const MAX_PORT = 65535;
const MAX_SHORT_ID = 65534;

/** A server account with the seed's defaults; the bootstrap one differs in port and id. */
export function defaultLwm2mServer(bootstrapServerIs: boolean): Lwm2mServerConfig {
  return {
    host: 'localhost',
    port: bootstrapServerIs ? BOOTSTRAP_PORT : SERVER_PORT,
    securityMode: 'NO_SEC',
    serverPublicKey: '',
    clientHoldOffTime: 1,
    serverId: bootstrapServerIs ? BOOTSTRAP_SERVER_ID : SERVER_ID,
    bootstrapServerAccountTimeout: 0,
    bootstrapServerIs,
  };
}

/** A new LWM2M transport: no objects chosen, default servers and client settings. */
export function defaultLwm2mTransport(): Lwm2mTransportConfig {
  return {
    type: 'LWM2M',
    observeAttr: { observe: [], attribute: [], telemetry: [], keyName: {}, attributeLwm2m: {} },
    bootstrap: {
      servers: { shortId: 123, lifetime: 300, defaultMinPeriod: 1, notifIfDisabled: true, binding: 'UQ' },
      lwm2mServer: defaultLwm2mServer(false),
      bootstrapServer: defaultLwm2mServer(true),
    },
    clientLwM2mSettings: {
      clientOnlyObserveAfterConnect: 1, fwUpdateStrategy: 1, swUpdateStrategy: 1, powerMode: 'DRX', compositeOperationsSupport: false,
    },
  };
}

/**
 * A stored configuration completed with the defaults wherever a part is missing (a profile saved
 * with only `{type: "LWM2M"}`, or by an older version), so editors can rely on every field.
 */
export function lwm2mTransportWithDefaults(given: Partial<Lwm2mTransportConfig> | null | undefined): Lwm2mTransportConfig {
  const base = defaultLwm2mTransport();
  const attr: Partial<Lwm2mObserveAttr> = given?.observeAttr ?? {};
  const bootstrap: Partial<Lwm2mTransportConfig['bootstrap']> = given?.bootstrap ?? {};
  return {
    type: 'LWM2M',
    observeAttr: { ...base.observeAttr, ...attr },
    bootstrap: {
      servers: { ...base.bootstrap.servers, ...bootstrap.servers },
      lwm2mServer: { ...base.bootstrap.lwm2mServer, ...bootstrap.lwm2mServer },
      bootstrapServer: { ...base.bootstrap.bootstrapServer, ...bootstrap.bootstrapServer },
    },
    clientLwM2mSettings: { ...base.clientLwM2mSettings, ...given?.clientLwM2mSettings },
  };
}

/** GET /api/lwm2m/deviceProfile/bootstrap/{isBootstrapServer}: where this server's transport listens. */
export interface Lwm2mBootstrapInfo {
  host: string;
  port: number;
  securityHost: string;
  securityPort: number;
  serverPublicKey: string;
}

/** A server account filled from the server's own answer: the secure endpoint unless NO_SEC. */
export function fillLwm2mServer(server: Lwm2mServerConfig, info: Lwm2mBootstrapInfo): Lwm2mServerConfig {
  const secure = server.securityMode !== 'NO_SEC';
  return {
    ...server,
    host: secure ? info.securityHost : info.host,
    port: secure ? info.securityPort : info.port,
    serverPublicKey: secure ? info.serverPublicKey ?? '' : '',
  };
}

/** Client settings for another power mode: only that mode's timers stay, with defaults where missing. */
export function withPowerMode(settings: Lwm2mClientSettings, powerMode: Lwm2mPowerMode): Lwm2mClientSettings {
  const { edrxCycle, psmActivityTimer, pagingTransmissionWindow, ...rest } = settings;
  if (powerMode === 'PSM') return { ...rest, powerMode, psmActivityTimer: psmActivityTimer ?? LWM2M_TIMER_DEFAULTS.psmActivityTimer };
  if (powerMode === 'E_DRX') {
    return {
      ...rest, powerMode,
      edrxCycle: edrxCycle ?? LWM2M_TIMER_DEFAULTS.edrxCycle,
      pagingTransmissionWindow: pagingTransmissionWindow ?? LWM2M_TIMER_DEFAULTS.pagingTransmissionWindow,
    };
  }
  return { ...rest, powerMode };
}

const isInt = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): boolean =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isNum = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v);

/** The message key of a wrong attribute value, or null. pmin and pmax are whole numbers from 0 (seed 001 section 5). */
export function validateLwm2mAttribute(name: Lwm2mAttributeName, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return 'device-profile.lwm2m.attribute-value-required';
  if (name === 'pmin' || name === 'pmax') return isInt(value, 0) ? null : 'device-profile.lwm2m.attribute-digits-only';
  return isNum(value) ? null : 'device-profile.lwm2m.attribute-number-required';
}

function serverErrors(prefix: string, server: Lwm2mServerConfig, errors: Record<string, string>): void {
  if (!server.host?.trim()) errors[`${prefix}.host`] = 'device-profile.lwm2m.host-required';
  if (!isInt(server.port, 1, MAX_PORT)) errors[`${prefix}.port`] = 'device-profile.lwm2m.port-invalid';
  if (!LWM2M_SECURITY_MODES.includes(server.securityMode)) errors[`${prefix}.securityMode`] = 'device-profile.lwm2m.security-mode-required';
  if (server.securityMode !== 'NO_SEC' && !server.serverPublicKey?.trim()) {
    errors[`${prefix}.serverPublicKey`] = 'device-profile.lwm2m.server-public-key-required';
  }
  if (!isInt(server.clientHoldOffTime, 0)) errors[`${prefix}.clientHoldOffTime`] = 'device-profile.lwm2m.non-negative-integer';
  if (!isInt(server.bootstrapServerAccountTimeout, 0)) errors[`${prefix}.bootstrapServerAccountTimeout`] = 'device-profile.lwm2m.non-negative-integer';
}

/**
 * Every problem of the configuration keyed by the field's dotted path (e.g. "bootstrap.lwm2mServer.host",
 * "observeAttr.keyName./3_1.1/0/9"), so the editor can put each message under its control.
 */
export function lwm2mTransportErrors(config: Lwm2mTransportConfig): Record<string, string> {
  const errors: Record<string, string> = {};
  const { servers, lwm2mServer, bootstrapServer } = config.bootstrap;
  if (!isInt(servers.shortId, 1, MAX_SHORT_ID)) errors['bootstrap.servers.shortId'] = 'device-profile.lwm2m.short-id-invalid';
  if (!isInt(servers.lifetime, 0)) errors['bootstrap.servers.lifetime'] = 'device-profile.lwm2m.non-negative-integer';
  if (!isInt(servers.defaultMinPeriod, 0)) errors['bootstrap.servers.defaultMinPeriod'] = 'device-profile.lwm2m.non-negative-integer';
  if (!LWM2M_BINDINGS.includes(servers.binding)) errors['bootstrap.servers.binding'] = 'device-profile.lwm2m.binding-required';
  serverErrors('bootstrap.lwm2mServer', lwm2mServer, errors);
  serverErrors('bootstrap.bootstrapServer', bootstrapServer, errors);

  const { observeAttr } = config;
  for (const path of new Set([...observeAttr.attribute, ...observeAttr.telemetry])) {
    if (!observeAttr.keyName[path]?.trim()) errors[`observeAttr.keyName.${path}`] = 'device-profile.lwm2m.key-name-required';
  }
  for (const [path, attributes] of Object.entries(observeAttr.attributeLwm2m)) {
    for (const [name, value] of Object.entries(attributes)) {
      const error = LWM2M_ATTRIBUTE_NAMES.includes(name as Lwm2mAttributeName)
        ? validateLwm2mAttribute(name as Lwm2mAttributeName, value) : 'device-profile.lwm2m.attribute-name-invalid';
      if (error) errors[`observeAttr.attributeLwm2m.${path}`] = error;
    }
  }

  const settings = config.clientLwM2mSettings;
  if (settings.fwUpdateStrategy === 2 && !settings.fwUpdateResource?.trim()) {
    errors['clientLwM2mSettings.fwUpdateResource'] = 'device-profile.lwm2m.update-resource-required';
  }
  if (settings.swUpdateStrategy === 2 && !settings.swUpdateResource?.trim()) {
    errors['clientLwM2mSettings.swUpdateResource'] = 'device-profile.lwm2m.update-resource-required';
  }
  if (!LWM2M_POWER_MODES.includes(settings.powerMode)) errors['clientLwM2mSettings.powerMode'] = 'device-profile.lwm2m.power-mode-required';
  const timers = settings.powerMode === 'PSM' ? ['psmActivityTimer'] as const
    : settings.powerMode === 'E_DRX' ? ['edrxCycle', 'pagingTransmissionWindow'] as const : [];
  for (const timer of timers) {
    if (!isInt(settings[timer], 0)) errors[`clientLwM2mSettings.${timer}`] = 'device-profile.lwm2m.non-negative-integer';
  }
  return errors;
}

/** The message key of the first problem of the configuration, or null when it can be saved. */
export function validateLwm2mTransport(config: Lwm2mTransportConfig): string | null {
  // A stored value may lack parts the editor fills in (see lwm2mTransportWithDefaults).
  return Object.values(lwm2mTransportErrors(lwm2mTransportWithDefaults(config)))[0] ?? null;
}
