import type { AccountService } from '../../account/AccountService';
import type { UserService } from '../../account/UserService';
import type { Stores } from '../../store/createStores';
import { NULL_UUID } from '../../store/ids';
import type { User } from '../../store/UserStore';
import type { CustomerService } from '../../tenancy/CustomerService';
import type { TenantService } from '../../tenancy/TenantService';
import type { OAuth2MapperConfig } from '../../settings/oauth2Types';
import type { SecurityUser } from '../SecurityUser';
import type { TokenPair } from '../TokenService';
import { OAuth2MappingError, type OAuth2User } from './oauth2Mapper';

export interface ProvisionerDeps {
  stores: Stores;
  tenants: TenantService;
  customers: CustomerService;
  users: UserService;
  accounts: AccountService;
}

/** The creations are made as the tenant's administrator would make them (limits and events apply). */
function tenantAdminOf(tenantId: string): SecurityUser {
  return { userId: NULL_UUID, tenantId, customerId: NULL_UUID, authority: 'TENANT_ADMIN', email: 'oauth2', isPublic: false };
}

/**
 * Finds the mapped user by e-mail or, when the mapper allows it, creates the tenant, the
 * customer and the user (ThingsBoard's AbstractOAuth2ClientMapper), then issues the pair.
 */
export class OAuth2UserProvisioner {
  constructor(private readonly deps: ProvisionerDeps) {}

  async signIn(mapper: OAuth2MapperConfig, mapped: OAuth2User): Promise<TokenPair> {
    const user = (await this.deps.stores.users.findByEmail(mapped.email)) ?? (await this.create(mapper, mapped));
    return this.deps.accounts.pairFor(user);
  }

  private async create(mapper: OAuth2MapperConfig, mapped: OAuth2User): Promise<User> {
    if (!mapper.allowUserCreation) throw new OAuth2MappingError(`User not found: ${mapped.email}`);
    const tenantId = await this.tenantId(mapped.tenantName);
    const caller = tenantAdminOf(tenantId);
    const customerId = mapped.customerName ? await this.customerId(caller, mapped.customerName) : null;
    const dashboardId = mapped.defaultDashboardName ? await this.dashboardId(tenantId, customerId, mapped.defaultDashboardName) : null;
    const additionalInfo: Record<string, unknown> = {};
    if (dashboardId) {
      additionalInfo.defaultDashboardId = dashboardId;
      additionalInfo.defaultDashboardFullscreen = mapped.alwaysFullScreen;
    }
    const user = await this.deps.users.save(caller, {
      email: mapped.email,
      authority: customerId ? 'CUSTOMER_USER' : 'TENANT_ADMIN',
      firstName: mapped.firstName,
      lastName: mapped.lastName,
      ...(customerId ? { customerId: { entityType: 'CUSTOMER', id: customerId } } : {}),
      additionalInfo,
    }, false);
    if (mapper.activateUser) await this.deps.accounts.setCredentialsEnabled(user, true);
    return user;
  }

  private async tenantId(title: string): Promise<string> {
    const page = await this.deps.stores.tenants.findPage({ page: 0, pageSize: 100, textSearch: title });
    const found = page.data.find((t) => t.title === title);
    return found ? found.id.id : (await this.deps.tenants.save({ title })).id.id;
  }

  private async customerId(caller: SecurityUser, title: string): Promise<string> {
    const found = await this.deps.stores.customers.findByTitle(caller.tenantId, title);
    return found ? found.id.id : (await this.deps.customers.save(caller, { title })).id.id;
  }

  /** The tenant's first dashboard of that title (for a customer user: one assigned to its customer). */
  private async dashboardId(tenantId: string, customerId: string | null, title: string): Promise<string | null> {
    const filter = customerId ? { tenantId, customerId } : { tenantId };
    const page = await this.deps.stores.dashboards.findInfoPage(filter, { page: 0, pageSize: 100, textSearch: title });
    return page.data.find((d) => d.title === title)?.id.id ?? null;
  }
}
