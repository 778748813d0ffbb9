import type { FastifyInstance } from 'fastify';
import type { AccountService } from '../account/AccountService';
import type { AlarmQueryService } from '../alarms/AlarmQueryService';
import type { AlarmService } from '../alarms/AlarmService';
import type { UserService } from '../account/UserService';
import type { ServerConfig } from '../config';
import type { AssetService } from '../entities/AssetService';
import type { DeviceProfileService } from '../entities/DeviceProfileService';
import type { DeviceService } from '../entities/DeviceService';
import type { EdgeService } from '../entities/EdgeService';
import type { EntityViewService } from '../entities/EntityViewService';
import type { RelationService } from '../entities/RelationService';
import type { MailService } from '../mail/MailService';
import type { EntityQueryService } from '../query/EntityQueryService';
import type { EntityChangeBus } from '../ruleEngine/EntityChangeBus';
import type { EntityEvents } from '../ruleEngine/entityEvents/EntityEvents';
import type { RuleEngine } from '../ruleEngine/engine/RuleEngine';
import type { RpcService } from '../rpc/RpcService';
import type { TokenService } from '../security/TokenService';
import type { Stores } from '../store/createStores';
import type { TelemetryAccess, TelemetryService } from '../telemetry/types';
import type { CustomerService } from '../tenancy/CustomerService';
import type { TenantProfileService } from '../tenancy/TenantProfileService';
import type { TenantService } from '../tenancy/TenantService';
import type { DeviceTransport } from '../transport/DeviceTransport';

/** What startup hands to createApp. */
export interface AppDeps {
  config: ServerConfig;
  stores: Stores;
  tokens: TokenService;
}

/** What route modules may use; passed explicitly rather than hung on the fastify instance. */
export interface ServerContext extends AppDeps {
  mail: MailService;
  accounts: AccountService;
  users: UserService;
  tenants: TenantService;
  tenantProfiles: TenantProfileService;
  customers: CustomerService;
  devices: DeviceService;
  deviceProfiles: DeviceProfileService;
  assets: AssetService;
  entityViews: EntityViewService;
  relations: RelationService;
  edges: EdgeService;
  /** Attributes and time series: batched writes, reads and the change bus (issue 6). */
  telemetry: TelemetryService;
  /** Who may read or write an entity's telemetry (REST and WebSocket alike). */
  telemetryAccess: TelemetryAccess;
  /** Entity data queries (contract §7), for REST and the WebSocket. */
  entityQuery: EntityQueryService;
  /** Server-side RPC queues and persistent RPC (contract §10). */
  rpc: RpcService;
  /** What devices do over MQTT and the HTTP device API (contract §9). */
  deviceTransport: DeviceTransport;
  /** Alarms REST: save with merge, ack, clear, delete, lists (contract §10). */
  alarms: AlarmService;
  /** Saved and deleted entities the rule engine caches (chains, profiles, devices). */
  entityChanges: EntityChangeBus;
  /** Runs device messages and entity events through the tenants' rule chains. */
  ruleEngine: RuleEngine;
  /** Entity saves, deletions, assignments and REST telemetry writes as rule-engine messages. */
  entityEvents: EntityEvents;
  /** The alarm data query and the alarm change bus, for REST and the WebSocket's alarmDataCmds. */
  alarmQuery: AlarmQueryService;
}

/** One resource's routes, registered in their own encapsulated fastify scope. */
export type RouteModule = (app: FastifyInstance, ctx: ServerContext) => void | Promise<void>;
