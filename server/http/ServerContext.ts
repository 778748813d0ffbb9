import type { FastifyInstance } from 'fastify';
import type { AccountService } from '../account/AccountService';
import type { UserService } from '../account/UserService';
import type { ServerConfig } from '../config';
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
}

/** One resource's routes, registered in their own encapsulated fastify scope. */
export type RouteModule = (app: FastifyInstance, ctx: ServerContext) => void | Promise<void>;
