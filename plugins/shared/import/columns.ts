/** What the server may import (`POST /api/{kind}/bulk_import`). */
export type ImportKind = 'device' | 'asset' | 'edge';

/** ThingsBoard 3.3 BulkImportColumnType values. */
export const COMMON_COLUMNS = ['NAME', 'TYPE', 'LABEL', 'DESCRIPTION', 'SHARED_ATTRIBUTE', 'SERVER_ATTRIBUTE', 'TIMESERIES'] as const;
const DEVICE_COLUMNS = [
  'IS_GATEWAY', 'ACCESS_TOKEN', 'X509', 'MQTT_CLIENT_ID', 'MQTT_USER_NAME', 'MQTT_PASSWORD',
  'LWM2M_CLIENT_ENDPOINT', 'LWM2M_CLIENT_SECURITY_CONFIG_MODE', 'LWM2M_CLIENT_IDENTITY', 'LWM2M_CLIENT_KEY', 'LWM2M_CLIENT_CERT',
  'SNMP_HOST', 'SNMP_PORT', 'SNMP_VERSION', 'SNMP_COMMUNITY_STRING',
] as const;
const EDGE_COLUMNS = ['EDGE_LICENSE_KEY', 'CLOUD_ENDPOINT', 'ROUTING_KEY', 'SECRET'] as const;

export type ColumnType = (typeof COMMON_COLUMNS)[number] | (typeof DEVICE_COLUMNS)[number] | (typeof EDGE_COLUMNS)[number];

/** Columns that carry a key (the attribute or time-series name). */
export const KEYED_COLUMNS: ReadonlySet<ColumnType> = new Set(['SHARED_ATTRIBUTE', 'SERVER_ATTRIBUTE', 'TIMESERIES']);

export interface ColumnMapping {
  type: ColumnType;
  key?: string;
}

export function columnTypesOf(kind: ImportKind): ColumnType[] {
  return [...COMMON_COLUMNS, ...(kind === 'device' ? DEVICE_COLUMNS : kind === 'edge' ? EDGE_COLUMNS : [])];
}

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Header spellings people use for the fixed columns. */
const ALIASES: Record<string, ColumnType> = {
  name: 'NAME', type: 'TYPE', devicetype: 'TYPE', assettype: 'TYPE', edgetype: 'TYPE', deviceprofile: 'TYPE', profile: 'TYPE',
  label: 'LABEL', description: 'DESCRIPTION', accesstoken: 'ACCESS_TOKEN', token: 'ACCESS_TOKEN',
  isgateway: 'IS_GATEWAY', gateway: 'IS_GATEWAY', x509: 'X509', clientid: 'MQTT_CLIENT_ID', mqttclientid: 'MQTT_CLIENT_ID',
  username: 'MQTT_USER_NAME', mqttusername: 'MQTT_USER_NAME', password: 'MQTT_PASSWORD', mqttpassword: 'MQTT_PASSWORD',
  cloudendpoint: 'CLOUD_ENDPOINT', routingkey: 'ROUTING_KEY', secret: 'SECRET', edgelicensekey: 'EDGE_LICENSE_KEY', licensekey: 'EDGE_LICENSE_KEY',
};

/**
 * The first guess at a mapping: known headers map to their column, the others become
 * server attributes named after the header. Without a header, the first column is the
 * name, the second the type, and the rest server attributes.
 */
export function guessMapping(kind: ImportKind, firstRecord: string[], header: boolean): ColumnMapping[] {
  const allowed = new Set(columnTypesOf(kind));
  const taken = new Set<ColumnType>();
  return firstRecord.map((cell, index) => {
    let type: ColumnType | undefined = header ? ALIASES[normalise(cell)] : index === 0 ? 'NAME' : index === 1 ? 'TYPE' : undefined;
    if (type && (!allowed.has(type) || taken.has(type))) type = undefined;
    if (type) {
      taken.add(type);
      return { type };
    }
    return { type: 'SERVER_ATTRIBUTE', key: header && cell.trim() ? cell.trim() : `column${index + 1}` };
  });
}

/** Why a mapping cannot be sent, as an i18n key, or null when it can. */
export function mappingError(mapping: ColumnMapping[]): string | null {
  if (mapping.filter((c) => c.type === 'NAME').length !== 1) return 'import.name-column-required';
  const seen = new Set<string>();
  for (const column of mapping) {
    if (KEYED_COLUMNS.has(column.type) && !column.key?.trim()) return 'import.column-key-required';
    const identity = KEYED_COLUMNS.has(column.type) ? `${column.type}:${column.key?.trim()}` : column.type;
    if (seen.has(identity)) return 'import.column-duplicate';
    seen.add(identity);
  }
  return null;
}
