import { ApiError } from '../http/errors';
import { asObject, badField } from '../http/validate';
import type { EntityEvents, EventEntity } from '../ruleEngine/entityEvents/EntityEvents';
import type { SecurityUser } from '../security/SecurityUser';
import type { Stores } from '../store/createStores';
import { asObject as looseObject, type JsonObject } from '../store/ids';
import { type AttributeScope, type KvEntry } from '../store/TelemetryStore';
import { kvValueOfText } from '../telemetry/kvTyping';
import { AssetService } from './AssetService';
import { CSV_DELIMITERS, parseCsv } from './csv';
import { CachedDeviceLookups, type DeviceLookups } from './deviceLookups';
import { DeviceService } from './DeviceService';
import { EdgeService, generatedRoutingKey, generatedSecret } from './EdgeService';

/*
 * POST /api/{device|asset|edge}/bulk_import (ThingsBoard 3.3.3 BulkImportRequest):
 * CSV text plus a column mapping. Each row is saved through the entity's own service,
 * so every rule of a single save (names, profiles, credentials, tenant limits) holds;
 * a failing row becomes "Line N: message" and is rolled back alone (a savepoint per
 * row). The whole request runs in one transaction, and what every row would look up
 * (existing names; for devices profiles and the tenant's limit) is read once. The rule
 * engine hears of the saved entities once the whole request committed.
 */

export type ImportKind = 'DEVICE' | 'ASSET' | 'EDGE';

const COMMON_COLUMNS = ['NAME', 'TYPE', 'LABEL', 'DESCRIPTION', 'SHARED_ATTRIBUTE', 'SERVER_ATTRIBUTE', 'TIMESERIES'];
const DEVICE_COLUMNS = [
  'ACCESS_TOKEN', 'X509', 'MQTT_CLIENT_ID', 'MQTT_USER_NAME', 'MQTT_PASSWORD',
  'LWM2M_CLIENT_ENDPOINT', 'LWM2M_CLIENT_SECURITY_CONFIG_MODE', 'LWM2M_CLIENT_IDENTITY', 'LWM2M_CLIENT_KEY', 'LWM2M_CLIENT_CERT',
  'SNMP_HOST', 'SNMP_PORT', 'SNMP_VERSION', 'SNMP_COMMUNITY_STRING', 'IS_GATEWAY',
];
const EDGE_COLUMNS = ['ROUTING_KEY', 'SECRET', 'CLOUD_ENDPOINT', 'EDGE_LICENSE_KEY'];

/** Column types each kind accepts; any other is refused with 400 before a row is read. */
export const IMPORT_COLUMNS: Record<ImportKind, readonly string[]> = {
  DEVICE: [...COMMON_COLUMNS, ...DEVICE_COLUMNS],
  ASSET: COMMON_COLUMNS,
  EDGE: [...COMMON_COLUMNS, ...EDGE_COLUMNS],
};

/** Column types that name a key (`{"type":"SERVER_ATTRIBUTE","key":"serial"}`). */
const KEYED_COLUMNS = ['SHARED_ATTRIBUTE', 'SERVER_ATTRIBUTE', 'TIMESERIES'];

const LABELS: Record<ImportKind, string> = { DEVICE: 'Device', ASSET: 'Asset', EDGE: 'Edge' };

export interface ImportColumn {
  type: string;
  key?: string;
}

export interface ImportRequest {
  file: string;
  columns: ImportColumn[];
  delimiter: string;
  update: boolean;
  header: boolean;
}

export interface ImportResult {
  created: number;
  updated: number;
  errors: number;
  errorsList: string[];
}

/** Validates the request body; anything malformed is 400 with nothing imported. */
export function importRequestInput(kind: ImportKind, body: unknown): ImportRequest {
  const obj = asObject(body);
  if (typeof obj.file !== 'string') throw badField("Parameter 'file' must be a string!");
  const mapping = asObject(obj.mapping, "Parameter 'mapping'");
  if (!Array.isArray(mapping.columns) || mapping.columns.length === 0) throw badField("Parameter 'mapping.columns' must be a non-empty array!");
  const columns = mapping.columns.map((value, i): ImportColumn => {
    const column = asObject(value, `Parameter 'mapping.columns[${i}]'`);
    if (typeof column.type !== 'string' || !IMPORT_COLUMNS[kind].includes(column.type)) {
      throw badField(`Parameter 'mapping.columns[${i}].type' must be one of ${IMPORT_COLUMNS[kind].join(', ')}!`);
    }
    if (KEYED_COLUMNS.includes(column.type)) {
      if (typeof column.key !== 'string' || column.key.trim() === '' || column.key.length > 255) {
        throw badField(`Parameter 'mapping.columns[${i}].key' must be a key name!`);
      }
      return { type: column.type, key: column.key };
    }
    return { type: column.type };
  });
  const named = columns.filter((column) => column.type === 'NAME').length;
  if (named !== 1) throw badField("Parameter 'mapping.columns' must have exactly one NAME column!");
  const delimiter = mapping.delimiter ?? ',';
  if (typeof delimiter !== 'string' || !(CSV_DELIMITERS as readonly string[]).includes(delimiter)) {
    throw badField("Parameter 'mapping.delimiter' must be one of , ; | or tab!");
  }
  const flag = (name: string, fallback: boolean): boolean => {
    const value = mapping[name] ?? fallback;
    if (typeof value !== 'boolean') throw badField(`Parameter 'mapping.${name}' must be a boolean!`);
    return value;
  };
  return { file: obj.file, columns, delimiter, update: flag('update', false), header: flag('header', true) };
}

/** One CSV row read through the mapping: the cell of each single column type, and the keyed values. */
class Row {
  readonly fields = new Map<string, string>();
  readonly keyed: { type: string; key: string; value: string }[] = [];

  constructor(columns: ImportColumn[], cells: string[]) {
    columns.forEach((column, i) => {
      const value = (cells[i] ?? '').trim();
      if (column.key !== undefined) {
        if (value !== '') this.keyed.push({ type: column.type, key: column.key, value });
      } else this.fields.set(column.type, value);
    });
  }

  has(type: string): boolean {
    return this.fields.has(type);
  }

  /** The cell, or undefined when the column is absent or the cell blank. */
  value(type: string): string | undefined {
    const value = this.fields.get(type);
    return value === undefined || value === '' ? undefined : value;
  }

  entries(type: string): KvEntry[] {
    return this.keyed.filter((cell) => cell.type === type).map((cell) => ({ key: cell.key, value: kvValueOfText(cell.value) }));
  }
}

/** Label and additionalInfo fields every kind shares; on update only the mapped columns change. */
function commonFields(row: Row, existing: JsonObject | undefined): JsonObject {
  const body: JsonObject = existing ? { ...existing } : {};
  if (row.has('LABEL')) body.label = row.value('LABEL') ?? null;
  const info = { ...looseObject(existing?.additionalInfo) };
  if (row.has('DESCRIPTION')) info.description = row.value('DESCRIPTION') ?? '';
  if (row.has('IS_GATEWAY')) info.gateway = row.value('IS_GATEWAY')?.toLowerCase() === 'true';
  body.additionalInfo = info;
  return body;
}

/** DeviceCredentials from the credential columns, or undefined when none of them holds a value. */
function credentialsOf(row: Row): JsonObject | undefined {
  const token = row.value('ACCESS_TOKEN');
  if (token !== undefined) return { credentialsType: 'ACCESS_TOKEN', credentialsId: token };
  const x509 = row.value('X509');
  if (x509 !== undefined) return { credentialsType: 'X509_CERTIFICATE', credentialsValue: x509 };
  const [clientId, userName, password] = ['MQTT_CLIENT_ID', 'MQTT_USER_NAME', 'MQTT_PASSWORD'].map((type) => row.value(type) ?? null);
  if (clientId || userName || password) {
    return { credentialsType: 'MQTT_BASIC', credentialsValue: JSON.stringify({ clientId, userName, password }) };
  }
  const endpoint = row.value('LWM2M_CLIENT_ENDPOINT');
  if (endpoint !== undefined) {
    const client: JsonObject = { endpoint, securityConfigClientMode: row.value('LWM2M_CLIENT_SECURITY_CONFIG_MODE') ?? 'NO_SEC' };
    for (const [type, field] of [['LWM2M_CLIENT_IDENTITY', 'identity'], ['LWM2M_CLIENT_KEY', 'key'], ['LWM2M_CLIENT_CERT', 'cert']]) {
      const value = row.value(type);
      if (value !== undefined) client[field] = value;
    }
    const noSec = { securityMode: 'NO_SEC' };
    return { credentialsType: 'LWM2M_CREDENTIALS', credentialsValue: JSON.stringify({ client, bootstrap: { bootstrapServer: noSec, lwm2mServer: noSec } }) };
  }
  return undefined;
}

/** An SNMP transport configuration from the SNMP columns, or undefined when they are blank. */
function snmpOf(row: Row): JsonObject | undefined {
  const host = row.value('SNMP_HOST');
  if (host === undefined) return undefined;
  const port = Number(row.value('SNMP_PORT') ?? '161');
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw badField('SNMP port must be a number between 1 and 65535!');
  return { type: 'SNMP', host, port, protocolVersion: (row.value('SNMP_VERSION') ?? 'v2c').toLowerCase(), community: row.value('SNMP_COMMUNITY_STRING') ?? 'public' };
}

/** What one row saves: the entity, then its attributes and series. */
async function importDevice(stores: Stores, caller: SecurityUser, row: Row, name: string, existingId: string | undefined, lookups: DeviceLookups): Promise<EventEntity> {
  const existing = existingId ? await stores.devices.findById(existingId) : undefined;
  const body = commonFields(row, existing ? { ...existing } : undefined);
  body.name = name;
  if (existing) {
    // A new type picks (or creates) the profile of that name, so the old profile id must not win.
    if (row.has('TYPE')) delete body.deviceProfileId;
  }
  if (row.has('TYPE')) body.type = row.value('TYPE');
  const snmp = snmpOf(row);
  if (snmp) body.deviceData = { ...looseObject(body.deviceData), transportConfiguration: snmp };
  const service = new DeviceService(stores, undefined, lookups);
  const credentials = credentialsOf(row);
  return credentials ? service.saveWithCredentials(caller, { device: body, credentials }) : service.save(caller, body);
}

async function importAsset(stores: Stores, caller: SecurityUser, row: Row, name: string, existingId: string | undefined): Promise<EventEntity> {
  const existing = existingId ? await stores.assets.findById(existingId) : undefined;
  const body = commonFields(row, existing ? { ...existing } : undefined);
  body.name = name;
  if (row.has('TYPE')) body.type = row.value('TYPE');
  return new AssetService(stores).save(caller, body);
}

async function importEdge(stores: Stores, caller: SecurityUser, row: Row, name: string, existingId: string | undefined, origin: string): Promise<EventEntity> {
  const existing = existingId ? await stores.edges.findById(existingId) : undefined;
  const body = commonFields(row, existing ? { ...existing } : undefined);
  body.name = name;
  if (row.has('TYPE')) body.type = row.value('TYPE');
  if (row.has('EDGE_LICENSE_KEY')) body.edgeLicenseKey = row.value('EDGE_LICENSE_KEY') ?? null;
  // Blank cells get the defaults of seed 000 §5; an update keeps what the edge has.
  body.routingKey = row.value('ROUTING_KEY') ?? existing?.routingKey ?? generatedRoutingKey();
  body.secret = row.value('SECRET') ?? existing?.secret ?? generatedSecret();
  body.cloudEndpoint = row.value('CLOUD_ENDPOINT') ?? existing?.cloudEndpoint ?? origin;
  return new EdgeService(stores).save(caller, body);
}

/** Name -> id of the tenant's entities of the kind, read once per request. */
const NAME_MAPS: Record<ImportKind, (stores: Stores, tenantId: string) => Promise<Map<string, string>>> = {
  DEVICE: (stores, tenantId) => stores.devices.findIdsByName(tenantId),
  ASSET: (stores, tenantId) => stores.assets.findIdsByName(tenantId),
  EDGE: (stores, tenantId) => stores.edges.findIdsByName(tenantId),
};

/** What a request reads once: existing names, and for devices their profiles and the tenant's limit. */
interface RequestState {
  names: Map<string, string>;
  devices: CachedDeviceLookups | undefined;
}

const SCOPES: [string, AttributeScope][] = [
  ['SERVER_ATTRIBUTE', 'SERVER_SCOPE'],
  ['SHARED_ATTRIBUTE', 'SHARED_SCOPE'],
];

export class BulkImportService {
  constructor(
    private readonly stores: Stores,
    private readonly events: EntityEvents,
  ) {}

  /** `origin`: the cloud endpoint given to edges whose cell is blank (the console's origin). */
  async import(caller: SecurityUser, kind: ImportKind, body: unknown, origin: string): Promise<ImportResult> {
    const request = importRequestInput(kind, body);
    const records = parseCsv(request.file, request.delimiter);
    const rows = request.header ? records.slice(1) : records;
    const result: ImportResult = { created: 0, updated: 0, errors: 0, errorsList: [] };
    const saves: { entity: EventEntity; created: boolean }[] = [];
    await this.stores.transaction(async (trx) => {
      // Read once; each row keeps them current, so no row queries what an earlier one already knew.
      const state: RequestState = {
        names: await NAME_MAPS[kind](trx, caller.tenantId),
        devices: kind === 'DEVICE' ? await CachedDeviceLookups.load(trx, caller.tenantId) : undefined,
      };
      for (const record of rows) {
        const row = new Row(request.columns, record.cells);
        try {
          const saved = await trx.savepoint((stores) => this.importRow(stores, caller, kind, row, request, origin, state));
          state.devices?.commit();
          state.names.set(saved.name, saved.entity.id.id);
          saves.push({ entity: saved.entity, created: !saved.updated });
          if (saved.updated) result.updated++;
          else result.created++;
        } catch (error) {
          state.devices?.rollback();
          if (!(error instanceof ApiError)) throw error;
          result.errors++;
          result.errorsList.push(`Line ${record.line}: ${error.message}`);
        }
      }
    });
    for (const { entity, created } of saves) this.events.saved(entity, created, caller);
    return result;
  }

  /** Saves one row: the entity's id and name, and whether it updated an existing one. */
  private async importRow(
    stores: Stores,
    caller: SecurityUser,
    kind: ImportKind,
    row: Row,
    request: ImportRequest,
    origin: string,
    state: RequestState,
  ): Promise<{ entity: EventEntity; name: string; updated: boolean }> {
    const name = row.value('NAME');
    if (name === undefined) throw badField(`${LABELS[kind]} name should be specified!`);
    const existingId = state.names.get(name);
    if (existingId && !request.update) throw badField(`${LABELS[kind]} with such name already exists!`);
    const entity =
      kind === 'DEVICE'
        ? await importDevice(stores, caller, row, name, existingId, state.devices!)
        : kind === 'ASSET'
          ? await importAsset(stores, caller, row, name, existingId)
          : await importEdge(stores, caller, row, name, existingId, origin);
    const now = Date.now();
    for (const [type, scope] of SCOPES) await stores.telemetry.saveAttributes(entity.id, scope, row.entries(type), now);
    await stores.telemetry.saveTimeseries(entity.id.id, row.entries('TIMESERIES'), now);
    return { entity, name, updated: existingId !== undefined };
  }
}
