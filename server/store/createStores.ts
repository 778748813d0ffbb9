import { ResourceStore } from './ResourceStore';
import { EventStore } from './EventStore';
import { RuleNodeStateStore } from './RuleNodeStateStore';
import { AlarmStore } from './AlarmStore';
import { AssetStore } from './AssetStore';
import { CustomerStore } from './CustomerStore';
import { CustomTableStore } from './CustomTableStore';
import { DashboardStore } from './DashboardStore';
import { inSavepoint, inTransaction, type Db } from './database';
import { DatabaseStatus } from './DatabaseStatus';
import { DeviceCredentialsStore } from './DeviceCredentialsStore';
import { DeviceProfileStore } from './DeviceProfileStore';
import { DeviceStore } from './DeviceStore';
import { EntityDirectoryStore } from './EntityDirectoryStore';
import { EntityQueryStore } from './EntityQueryStore';
import { EntityViewStore } from './EntityViewStore';
import { DeviceClaimStore } from './DeviceClaimStore';
import { EdgeEventStore } from './EdgeEventStore';
import { EdgeStore } from './EdgeStore';
import { TelemetryStore } from './TelemetryStore';
import { OtaPackageStore } from './OtaPackageStore';
import { RelationStore } from './RelationStore';
import { RpcStore } from './RpcStore';
import { RuleChainStore } from './RuleChainStore';
import { SettingsStore } from './SettingsStore';
import { TenantProfileStore } from './TenantProfileStore';
import { TenantStore } from './TenantStore';
import { UiBundleStore } from './UiBundleStore';
import { UserCredentialsStore } from './UserCredentialsStore';
import { UserStore } from './UserStore';
import { WidgetStore } from './WidgetStore';

/** Every data-access module; routes receive this and never see SQL. */
export interface Stores {
  tenantProfiles: TenantProfileStore;
  tenants: TenantStore;
  customers: CustomerStore;
  users: UserStore;
  credentials: UserCredentialsStore;
  deviceProfiles: DeviceProfileStore;
  devices: DeviceStore;
  deviceCredentials: DeviceCredentialsStore;
  assets: AssetStore;
  entityViews: EntityViewStore;
  relations: RelationStore;
  edges: EdgeStore;
  edgeEvents: EdgeEventStore;
  /** Pending device claims (secret key and expiry). */
  deviceClaims: DeviceClaimStore;
  /** Attributes and time series of any entity. */
  telemetry: TelemetryStore;
  dashboards: DashboardStore;
  ruleChains: RuleChainStore;
  /** Owner and name of entities of any relatable type. */
  entityDirectory: EntityDirectoryStore;
  /** Candidate entities and bulk latest values for the entity data query. */
  entityQuery: EntityQueryStore;
  settings: SettingsStore;
  /** OTA packages and the firmware/software links of devices. */
  otaPackages: OtaPackageStore;
  resources: ResourceStore;
  /** Persistent RPC requests. */
  rpc: RpcStore;
  /** Alarms and the entities they show on. */
  alarms: AlarmStore;
  /** Widgets bundles and widget types, system and tenant ones. */
  widgets: WidgetStore;
  /** Rule chain and rule node events (debug, lifecycle, errors). */
  events: EventStore;
  /** Rule nodes' per-entity state kept across restarts. */
  ruleNodeStates: RuleNodeStateStore;
  /** Users' own `cs_tb_*` tables (save to custom table node). */
  customTables: CustomTableStore;
  /** Rule-node UI bundles a system administrator installed. */
  uiBundles: UiBundleStore;
  /**
   * Runs `work` with stores bound to one transaction (joining an outer one), for
   * check-then-write sequences such as entity limits and uniqueness checks.
   */
  transaction<T>(work: (stores: Stores) => Promise<T>): Promise<T>;
  /** The database itself: health check and statement timings. */
  database: DatabaseStatus;
  /** Inside a transaction: runs `work` in a savepoint that a throw rolls back (per-row undo in bulk imports). */
  savepoint<T>(work: (stores: Stores) => Promise<T>): Promise<T>;
}

export function createStores(db: Db): Stores {
  return {
    tenantProfiles: new TenantProfileStore(db),
    tenants: new TenantStore(db),
    customers: new CustomerStore(db),
    users: new UserStore(db),
    credentials: new UserCredentialsStore(db),
    deviceProfiles: new DeviceProfileStore(db),
    devices: new DeviceStore(db),
    deviceCredentials: new DeviceCredentialsStore(db),
    assets: new AssetStore(db),
    entityViews: new EntityViewStore(db),
    relations: new RelationStore(db),
    edges: new EdgeStore(db),
    edgeEvents: new EdgeEventStore(db),
    deviceClaims: new DeviceClaimStore(db),
    telemetry: new TelemetryStore(db),
    dashboards: new DashboardStore(db),
    ruleChains: new RuleChainStore(db),
    entityDirectory: new EntityDirectoryStore(db),
    entityQuery: new EntityQueryStore(db),
    settings: new SettingsStore(db),
    otaPackages: new OtaPackageStore(db),
    resources: new ResourceStore(db),
    rpc: new RpcStore(db),
    alarms: new AlarmStore(db),
    widgets: new WidgetStore(db),
    events: new EventStore(db),
    ruleNodeStates: new RuleNodeStateStore(db),
    customTables: new CustomTableStore(db),
    uiBundles: new UiBundleStore(db),
    database: new DatabaseStatus(db),
    transaction: (work) => inTransaction(db, (trx) => work(createStores(trx))),
    savepoint: (work) => inSavepoint(db, (trx) => work(createStores(trx))),
  };
}
