/*
 * Shared JSON schemas of the REST API's bodies (contract §1-§6), for the OpenAPI document only:
 * routes reference them through docs() (./docs.ts), which neither validates requests with them
 * (ThingsBoard's own messages come from the handlers) nor serializes responses with them (no field
 * is ever dropped). Objects stay open (`additionalProperties: true`): they name the fields a client
 * relies on, not every field the server sends.
 */

type Schema = Record<string, unknown>;

/** A reference to one of {@link API_SCHEMAS} by its `$id`. */
export const ref = (id: string): Schema => ({ $ref: `${id}#` });

const S = { type: 'string' };
const N = { type: 'number' };
const B = { type: 'boolean' };
const J = { description: 'Any JSON value' };
const NULLABLE_OBJECT = { type: 'object', nullable: true, additionalProperties: true };

function entity(id: string, description: string, properties: Schema, required: string[] = []): Schema {
  return {
    $id: id,
    type: 'object',
    description,
    additionalProperties: true,
    required,
    properties: { id: ref('EntityId'), createdTime: { ...N, readOnly: true, description: 'Creation time, epoch ms' }, ...properties },
  };
}

const ADDRESS = { country: S, state: S, city: S, address: S, address2: S, zip: S, phone: S, email: S };
const OWNED = { tenantId: ref('EntityId'), customerId: ref('EntityId') };
const INFO = { customerTitle: S, customerIsPublic: B };

export const API_SCHEMAS: Schema[] = [
  {
    $id: 'EntityId',
    type: 'object',
    description: 'An entity id: its type and UUID',
    additionalProperties: true,
    required: ['entityType', 'id'],
    properties: { entityType: { type: 'string', description: 'DEVICE, ASSET, CUSTOMER ...' }, id: { type: 'string', format: 'uuid' } },
  },
  {
    $id: 'ErrorResponse',
    type: 'object',
    description: "ThingsBoard's error body (telemetry and RPC endpoints answer plain text instead)",
    additionalProperties: true,
    properties: { status: N, message: S, errorCode: N, timestamp: S },
  },
  {
    $id: 'EntitySubtype',
    type: 'object',
    additionalProperties: true,
    properties: { tenantId: ref('EntityId'), entityType: S, type: S },
  },
  entity('Tenant', 'A tenant', { title: S, name: { ...S, readOnly: true }, region: S, tenantProfileId: ref('EntityId'), ...ADDRESS, additionalInfo: NULLABLE_OBJECT }, ['title']),
  entity('TenantInfo', 'A tenant with its profile name', { title: S, tenantProfileId: ref('EntityId'), tenantProfileName: S, ...ADDRESS, additionalInfo: NULLABLE_OBJECT }),
  entity('Customer', 'A customer of a tenant', { tenantId: ref('EntityId'), title: S, name: { ...S, readOnly: true }, ...ADDRESS, additionalInfo: NULLABLE_OBJECT }, ['title']),
  entity('User', 'A user', {
    ...OWNED, email: S, name: { ...S, readOnly: true }, authority: { type: 'string', enum: ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] }, firstName: { ...S, nullable: true }, lastName: { ...S, nullable: true }, additionalInfo: NULLABLE_OBJECT,
  }, ['email', 'authority']),
  entity('Device', 'A device', {
    ...OWNED, name: S, type: S, label: { ...S, nullable: true }, deviceProfileId: ref('EntityId'), deviceData: NULLABLE_OBJECT,
    firmwareId: ref('EntityId'), softwareId: ref('EntityId'), additionalInfo: NULLABLE_OBJECT,
  }, ['name']),
  entity('DeviceInfo', 'A device with its customer and profile names', { ...OWNED, name: S, type: S, label: S, deviceProfileId: ref('EntityId'), ...INFO, deviceProfileName: S, additionalInfo: NULLABLE_OBJECT }),
  entity('Asset', 'An asset', { ...OWNED, name: S, type: S, label: { ...S, nullable: true }, additionalInfo: NULLABLE_OBJECT }, ['name', 'type']),
  entity('AssetInfo', 'An asset with its customer', { ...OWNED, name: S, type: S, label: S, ...INFO, additionalInfo: NULLABLE_OBJECT }),
  entity('EntityView', 'A view of a device or asset: some of its keys over a time span', {
    ...OWNED, entityId: ref('EntityId'), name: S, type: S,
    keys: { type: 'object', additionalProperties: true, properties: { timeseries: { type: 'array', items: S }, attributes: { type: 'object', additionalProperties: true, properties: { cs: { type: 'array', items: S }, ss: { type: 'array', items: S }, sh: { type: 'array', items: S } } } } },
    startTimeMs: N, endTimeMs: N, additionalInfo: NULLABLE_OBJECT,
  }, ['name', 'type', 'entityId']),
  entity('EntityViewInfo', 'An entity view with its customer', { ...OWNED, entityId: ref('EntityId'), name: S, type: S, ...INFO }),
  entity('Edge', 'An edge instance', {
    ...OWNED, rootRuleChainId: ref('EntityId'), name: S, type: S, label: { ...S, nullable: true }, routingKey: S, secret: S, edgeLicenseKey: S, cloudEndpoint: S, additionalInfo: NULLABLE_OBJECT,
  }, ['name', 'type']),
  entity('EdgeInfo', 'An edge with its customer', { ...OWNED, name: S, type: S, label: S, routingKey: S, ...INFO }),
  entity('DashboardInfo', 'A dashboard without its configuration', {
    tenantId: ref('EntityId'), title: S, name: { ...S, readOnly: true }, image: { ...S, nullable: true },
    assignedCustomers: { type: 'array', nullable: true, items: { type: 'object', additionalProperties: true, properties: { customerId: ref('EntityId'), title: S, public: B } } },
    mobileHide: B, mobileOrder: { ...N, nullable: true },
  }, ['title']),
  entity('Dashboard', 'A dashboard with its configuration (widgets, states, layouts, entity aliases)', {
    tenantId: ref('EntityId'), title: S, name: { ...S, readOnly: true }, image: { ...S, nullable: true }, mobileHide: B, mobileOrder: { ...N, nullable: true }, configuration: NULLABLE_OBJECT,
  }, ['title']),
  entity('Alarm', 'An alarm', {
    ...OWNED, type: S, name: { ...S, readOnly: true }, originator: ref('EntityId'),
    severity: { type: 'string', enum: ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'] },
    status: { type: 'string', enum: ['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_UNACK', 'CLEARED_ACK'] },
    startTs: N, endTs: N, ackTs: N, clearTs: N, details: J, propagate: B, propagateToOwner: B, propagateToTenant: B, propagateRelationTypes: { type: 'array', nullable: true, items: S },
  }, ['type', 'originator', 'severity']),
  entity('AlarmInfo', 'An alarm with its originator name', { ...OWNED, type: S, originator: ref('EntityId'), originatorName: S, severity: S, status: S, startTs: N, endTs: N, ackTs: N, clearTs: N, details: J }),
  entity('RuleChain', 'A rule chain', {
    tenantId: ref('EntityId'), name: S, type: { type: 'string', enum: ['CORE', 'EDGE'] }, firstRuleNodeId: ref('EntityId'), root: B, debugMode: B, configuration: J, additionalInfo: NULLABLE_OBJECT,
  }, ['name']),
  {
    $id: 'RuleChainMetaData',
    type: 'object',
    description: 'The nodes of a rule chain and their connections',
    additionalProperties: true,
    properties: {
      ruleChainId: ref('EntityId'),
      firstNodeIndex: { ...N, nullable: true },
      nodes: { type: 'array', items: { type: 'object', additionalProperties: true, properties: { id: ref('EntityId'), type: S, name: S, debugMode: B, configuration: J, additionalInfo: J } } },
      connections: { type: 'array', nullable: true, items: { type: 'object', additionalProperties: true, properties: { fromIndex: N, toIndex: N, type: S } } },
      ruleChainConnections: { type: 'array', nullable: true, items: { type: 'object', additionalProperties: true } },
    },
  },
  entity('WidgetsBundle', 'A widgets bundle', { tenantId: ref('EntityId'), alias: S, title: S, image: { ...S, nullable: true }, description: { ...S, nullable: true } }, ['title']),
  entity('WidgetType', 'A widget type with its descriptor (WidgetTypeDetails adds image and description)', {
    tenantId: ref('EntityId'), bundleAlias: S, alias: S, name: S, descriptor: { type: 'object', additionalProperties: true }, image: { ...S, nullable: true }, description: { ...S, nullable: true },
  }, ['bundleAlias', 'name', 'descriptor']),
  entity('WidgetTypeInfo', 'A widget type without its descriptor', { tenantId: ref('EntityId'), bundleAlias: S, alias: S, name: S, image: { ...S, nullable: true }, description: { ...S, nullable: true }, widgetType: S }),
  entity('OtaPackageInfo', 'A firmware or software package without its data', {
    tenantId: ref('EntityId'), deviceProfileId: ref('EntityId'), type: { type: 'string', enum: ['FIRMWARE', 'SOFTWARE'] }, title: S, version: S, tag: { ...S, nullable: true }, url: { ...S, nullable: true }, hasData: B,
    fileName: { ...S, nullable: true }, contentType: { ...S, nullable: true }, checksumAlgorithm: { ...S, nullable: true }, checksum: { ...S, nullable: true }, dataSize: { ...N, nullable: true }, additionalInfo: NULLABLE_OBJECT,
  }, ['deviceProfileId', 'type', 'title', 'version']),
  {
    $id: 'AttributeValue',
    type: 'object',
    description: 'One attribute: its key, typed value and last update',
    additionalProperties: true,
    properties: { key: S, value: J, lastUpdateTs: N },
  },
  {
    $id: 'TimeseriesValues',
    type: 'object',
    description: 'Points by key: `{"temperature":[{"ts":1609459200000,"value":"22.5"}]}` (values are strings unless useStrictDataTypes=true)',
    additionalProperties: { type: 'array', items: { type: 'object', additionalProperties: true, properties: { ts: N, value: J } } },
  },
  {
    $id: 'TelemetryPayload',
    description: 'Telemetry as devices send it: `{"k":v}`, `{"ts":N,"values":{"k":v}}` or an array of those',
    oneOf: [{ type: 'object', additionalProperties: true }, { type: 'array', items: { type: 'object', additionalProperties: true } }],
  },
  {
    $id: 'AttributesPayload',
    type: 'object',
    description: 'Attributes to save: `{"key": value}`',
    additionalProperties: true,
  },
];

/** `PageData<T>` of the referenced schema (contract §1.2). */
export function pageOf(id: string): Schema {
  return {
    type: 'object',
    description: `One page of ${id}`,
    additionalProperties: true,
    properties: { data: { type: 'array', items: ref(id) }, totalPages: N, totalElements: N, hasNext: B },
  };
}

export function listOf(id: string): Schema {
  return { type: 'array', items: ref(id) };
}

export const STRING_LIST: Schema = { type: 'array', items: S };
