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

export interface AdminSettingsTable {
  id: string;
  created_time: number;
  key: string;
  json_value: string;
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
