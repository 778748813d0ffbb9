import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/*
 * Row types of the database. Ids are uuid strings, times are epoch milliseconds,
 * booleans are 0/1 integers (one representation for SQLite and PostgreSQL) and
 * JSON columns hold text, parsed by the stores' mapping functions.
 */

export interface TenantProfileTable {
  id: string;
  created_time: number;
  name: string;
  description: string | null;
  is_default: number;
  profile_data: string | null;
}

export interface TenantTable {
  id: string;
  created_time: number;
  title: string;
  region: string | null;
  tenant_profile_id: string;
  country: string | null;
  state: string | null;
  city: string | null;
  address: string | null;
  address2: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
  additional_info: string | null;
}

export interface CustomerTable {
  id: string;
  created_time: number;
  tenant_id: string;
  title: string;
  country: string | null;
  state: string | null;
  city: string | null;
  address: string | null;
  address2: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
  additional_info: string | null;
}

export interface UserTable {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  email: string;
  authority: string;
  first_name: string | null;
  last_name: string | null;
  additional_info: string | null;
}

export interface UserCredentialsTable {
  id: string;
  user_id: string;
  enabled: number;
  password: string | null;
  activate_token: string | null;
  /** When activate_token was issued (ms); null for tokens from before migration 0016. */
  activate_token_ts?: number | null;
  reset_token: string | null;
  /** Tokens issued before this moment (ms) are refused. */
  tokens_valid_since: Generated<number>;
  /** When the current password was set (ms); null while there is none. Drives password expiry. */
  password_changed_ts: number | null;
  /** JSON array of earlier {ts, hash} entries, newest last, for the password-reuse rule. */
  password_history: string | null;
}

export interface DeviceProfileTable {
  id: string;
  created_time: number;
  tenant_id: string;
  name: string;
  description: string | null;
  is_default: number;
  type: string;
  transport_type: string;
  provision_type: string;
  profile_data: string | null;
  provision_device_key: string | null;
  /** Data URL shown in the console. */
  image: string | null;
  /** OTA_PACKAGE ids (migration 0006). */
  firmware_id: string | null;
  software_id: string | null;
  /** RULE_CHAIN and DASHBOARD ids (migration 0007). */
  default_rule_chain_id: string | null;
  default_dashboard_id: string | null;
  /** A TB_RULE_ENGINE queue name (migration 0008). */
  default_queue_name: string | null;
}

export interface DeviceTable {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  name: string;
  type: string;
  label: string | null;
  device_profile_id: string;
  device_data: string | null;
  additional_info: string | null;
  /** OTA_PACKAGE ids (migration 0006). */
  firmware_id: string | null;
  software_id: string | null;
}

export interface DeviceCredentialsTable {
  id: string;
  created_time: number;
  device_id: string;
  credentials_type: string;
  credentials_id: string;
  credentials_value: string | null;
}

export interface AssetTable {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  name: string;
  type: string;
  label: string | null;
  additional_info: string | null;
}

export interface EntityViewTable {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  entity_id: string;
  /** DEVICE or ASSET. */
  entity_type: string;
  name: string;
  type: string;
  /** JSON `{timeseries, attributes: {cs, ss, sh}}`. */
  keys: string | null;
  start_ts: number;
  end_ts: number;
  additional_info: string | null;
}

export interface RelationTable {
  from_id: string;
  from_type: string;
  to_id: string;
  to_type: string;
  relation_type_group: string;
  relation_type: string;
  additional_info: string | null;
}

export interface EdgeTable {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  root_rule_chain_id: string | null;
  name: string;
  type: string;
  label: string | null;
  routing_key: string;
  secret: string;
  edge_license_key: string | null;
  cloud_endpoint: string | null;
  additional_info: string | null;
}

export interface EdgeEventTable {
  id: string;
  created_time: number;
  tenant_id: string;
  edge_id: string;
  /** DEVICE, ASSET, ENTITY_VIEW, DASHBOARD, RULE_CHAIN, EDGE ... */
  type: string;
  /** ADDED, UPDATED, DELETED, ASSIGNED_TO_EDGE, UNASSIGNED_FROM_EDGE ... */
  action: string;
  entity_id: string | null;
  uid: string | null;
  body: string | null;
}

export interface DeviceClaimTable {
  device_id: string;
  secret_key: string;
  expiration_time: number;
}

/** Typed value columns: exactly one is set per row; bool_v is 0/1. */
export interface KvValueColumns {
  bool_v: number | null;
  str_v: string | null;
  long_v: number | null;
  dbl_v: number | null;
  json_v: string | null;
}

export interface AttributeKvTable extends KvValueColumns {
  entity_type: string;
  entity_id: string;
  /** CLIENT_SCOPE, SERVER_SCOPE or SHARED_SCOPE. */
  attribute_type: string;
  attribute_key: string;
  last_update_ts: number;
}

export interface TsKvTable extends KvValueColumns {
  entity_id: string;
  key: string;
  ts: number;
}

export type TsKvLatestTable = TsKvTable;

export interface DashboardTable {
  id: string;
  created_time: number;
  tenant_id: string;
  title: string;
  /** Data URL shown in the dashboard list. */
  image: string | null;
  mobile_hide: number;
  mobile_order: number | null;
  /** Contract §3 configuration JSON, stored as given. */
  configuration: string | null;
}

/** Which customers a dashboard is assigned to (many per dashboard). */
export interface DashboardCustomerTable {
  dashboard_id: string;
  customer_id: string;
}

export interface RuleChainTable {
  id: string;
  created_time: number;
  tenant_id: string;
  name: string;
  /** CORE or EDGE. */
  type: string;
  first_rule_node_id: string | null;
  root: number;
  debug_mode: number;
  configuration: string | null;
  additional_info: string | null;
  /** JSON `{firstNodeIndex, nodes, connections, ruleChainConnections}`. */
  metadata: string | null;
}

export interface EventTable {
  id: string;
  created_time: number;
  tenant_id: string;
  entity_type: string;
  entity_id: string;
  event_type: string;
  event_uid: string;
  /** JSON. */
  body: string;
}

export interface RuleNodeStateTable {
  rule_node_id: string;
  entity_id: string;
  tenant_id: string;
  entity_type: string;
  /** JSON, the node's own format. */
  state_data: string;
}

export interface AdminSettingsTable {
  id: string;
  created_time: number;
  key: string;
  json_value: string;
}

export interface OtaPackageTable {
  id: string;
  created_time: number;
  tenant_id: string;
  device_profile_id: string;
  /** FIRMWARE or SOFTWARE. */
  type: string;
  title: string;
  version: string;
  tag: string | null;
  url: string | null;
  file_name: string | null;
  content_type: string | null;
  checksum_algorithm: string | null;
  checksum: string | null;
  /** The uploaded file; null until uploaded, and for packages that use a URL. */
  data: Buffer | null;
  data_size: number | null;
  additional_info: string | null;
}

/** Resources library (migration 0015); system resources have the null-UUID tenant. */
export interface TbResourceTable {
  id: string;
  created_time: number;
  tenant_id: string;
  title: string;
  /** LWM2M_MODEL, JKS, PKCS_12 or JS_MODULE. */
  resource_type: string;
  resource_key: string;
  file_name: string;
  data: Buffer;
  data_size: number;
}

/** Persistent RPC requests (migration 0009). */
export interface RpcTable {
  id: string;
  created_time: number;
  tenant_id: string;
  device_id: string;
  expiration_time: number;
  request: string;
  response: string | null;
  status: string;
  additional_info: string | null;
}

/** Alarms (migration 0010); timestamps 0 when not yet acknowledged or cleared. */
export interface AlarmTable {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  type: string;
  originator_id: string;
  originator_type: string;
  severity: string;
  status: string;
  start_ts: number;
  end_ts: number;
  ack_ts: number;
  clear_ts: number;
  details: string | null;
  propagate: number;
  propagate_to_owner: number;
  propagate_to_tenant: number;
  propagate_relation_types: string | null;
}

/** The entities an alarm shows on: its originator and, when propagated, the others. */
export interface EntityAlarmTable {
  alarm_id: string;
  entity_id: string;
  entity_type: string;
}

/** Widgets bundles (migration 0011); the null-UUID tenant holds the system bundles. */
export interface WidgetsBundleTable {
  id: string;
  created_time: number;
  tenant_id: string;
  alias: string;
  title: string;
  image: string | null;
  description: string | null;
}

/** Widget types (migration 0011), each in the bundle of its tenant named by bundle_alias. */
export interface WidgetTypeTable {
  id: string;
  created_time: number;
  tenant_id: string;
  bundle_alias: string;
  alias: string;
  name: string;
  image: string | null;
  description: string | null;
  /** Contract §4 descriptor JSON, stored as given. */
  descriptor: string;
}

/** Runtime UI bundles (migrations 0013, 0017): rule-node editors (system) and widget bundles (system or tenant). */
export interface UiBundleTable {
  tenant_id: string;
  id: string;
  kind: string;
  created_time: number;
  version: string;
  name: string;
  manifest: string;
  code: string;
  code_hash: string;
}

export interface Database {
  tenant_profile: TenantProfileTable;
  tenant: TenantTable;
  customer: CustomerTable;
  tb_user: UserTable;
  user_credentials: UserCredentialsTable;
  device_profile: DeviceProfileTable;
  device: DeviceTable;
  device_credentials: DeviceCredentialsTable;
  asset: AssetTable;
  entity_view: EntityViewTable;
  relation: RelationTable;
  admin_settings: AdminSettingsTable;
  edge: EdgeTable;
  edge_event: EdgeEventTable;
  device_claim: DeviceClaimTable;
  attribute_kv: AttributeKvTable;
  ts_kv: TsKvTable;
  ts_kv_latest: TsKvLatestTable;
  ota_package: OtaPackageTable;
  tb_resource: TbResourceTable;
  dashboard: DashboardTable;
  dashboard_customer: DashboardCustomerTable;
  rule_chain: RuleChainTable;
  rpc: RpcTable;
  alarm: AlarmTable;
  entity_alarm: EntityAlarmTable;
  widgets_bundle: WidgetsBundleTable;
  widget_type: WidgetTypeTable;
  event: EventTable;
  rule_node_state: RuleNodeStateTable;
  ui_bundle: UiBundleTable;
}

export type TenantProfileRow = Selectable<TenantProfileTable>;
export type TenantRow = Selectable<TenantTable>;
export type NewTenant = Insertable<TenantTable>;
export type CustomerRow = Selectable<CustomerTable>;
export type NewCustomer = Insertable<CustomerTable>;
export type UserRow = Selectable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type UserCredentialsRow = Selectable<UserCredentialsTable>;
export type DeviceProfileRow = Selectable<DeviceProfileTable>;
export type DeviceRow = Selectable<DeviceTable>;
export type DeviceCredentialsRow = Selectable<DeviceCredentialsTable>;
export type AssetRow = Selectable<AssetTable>;
export type EntityViewRow = Selectable<EntityViewTable>;
export type RelationRow = Selectable<RelationTable>;
export type AdminSettingsRow = Selectable<AdminSettingsTable>;
export type EdgeRow = Selectable<EdgeTable>;
export type EdgeEventRow = Selectable<EdgeEventTable>;
export type OtaPackageRow = Selectable<OtaPackageTable>;
export type TbResourceRow = Selectable<TbResourceTable>;
export type DashboardRow = Selectable<DashboardTable>;
export type RuleChainRow = Selectable<RuleChainTable>;
export type NewRuleChainRow = Insertable<RuleChainTable>;
export type RpcRow = Selectable<RpcTable>;
export type AlarmRow = Selectable<AlarmTable>;
export type WidgetsBundleRow = Selectable<WidgetsBundleTable>;
export type WidgetTypeRow = Selectable<WidgetTypeTable>;
export type EventRow = Selectable<EventTable>;
export type UiBundleRow = Selectable<UiBundleTable>;
