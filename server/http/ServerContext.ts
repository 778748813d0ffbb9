import type { FastifyInstance } from 'fastify';
import type { AccountService } from '../account/AccountService';
import type { UserService } from '../account/UserService';
import type { ServerConfig } from '../config';
import type { AssetService } from '../entities/AssetService';
import type { DeviceProfileService } from '../entities/DeviceProfileService';
import type { DeviceService } from '../entities/DeviceService';
import type { EdgeService } from '../entities/EdgeService';
import type { EntityViewService } from '../entities/EntityViewService';
import type { RelationService } from '../entities/RelationService';
import type { MailService } from '../mail/MailService';
import type { TokenService } from '../security/TokenService';
import type { Stores } from '../store/createStores';
import type { CustomerService } from '../tenancy/CustomerService';
import type { TenantProfileService } from '../tenancy/TenantProfileService';
import type { TenantService } from '../tenancy/TenantService';

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
}

/** One resource's routes, registered in their own encapsulated fastify scope. */
export type RouteModule = (app: FastifyInstance, ctx: ServerContext) => void | Promise<void>;
