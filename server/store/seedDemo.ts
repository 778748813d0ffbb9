import { THERMOSTAT_DEVICE_TYPE, THERMOSTATS_DASHBOARD_TITLE, thermostatsDashboardConfiguration } from '../demo/thermostatsDashboard';
import { hashPassword } from '../security/passwords';
import { createStores } from './createStores';
import { inTransaction, type Db } from './database';
import { defaultDeviceProfileData } from './DeviceProfileStore';
import { ensureSystemDefaults } from './seedSystem';

export const DEMO_ACCOUNTS = {
  sysadmin: { email: 'sysadmin@tessera.io', password: 'sysadmin' },
  tenant: { email: 'tenant@tessera.io', password: 'tenant' },
  customer: { email: 'customer@tessera.io', password: 'customer' },
} as const;

/** The seeded devices, by name; the device simulator (server/demo) looks them up. */
export const DEMO_DEVICE_NAMES = ['Thermostat T1', 'Thermostat T2', 'Weather Station W1'] as const;

// The alarm ThingsBoard's demo thermostat profile ships with, so alarm screens have something to show.
function temperatureCondition(operation: 'GREATER' | 'LESS_OR_EQUAL') {
  return {
    condition: [
      {
        key: { type: 'TIME_SERIES', key: 'temperature' },
        valueType: 'NUMERIC',
        value: null,
        predicate: {
          type: 'NUMERIC',
          operation,
          value: {
            defaultValue: 25,
            userValue: null,
            dynamicValue: { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'temperatureAlarmThreshold', inherit: false },
          },
        },
      },
    ],
    spec: { type: 'SIMPLE' },
  };
}

function thermostatProfileData() {
  const rule = (operation: 'GREATER' | 'LESS_OR_EQUAL') => ({
    condition: temperatureCondition(operation),
    schedule: null,
    alarmDetails: 'Current temperature = ${temperature}',
    dashboardId: null,
  });
  return {
    ...defaultDeviceProfileData(),
    alarms: [
      {
        id: 'highTemperatureAlarmID',
        alarmType: 'High Temperature',
        createRules: { MAJOR: rule('GREATER') },
        clearRule: rule('LESS_OR_EQUAL'),
        propagate: false,
        propagateToOwner: false,
        propagateToTenant: false,
        propagateRelationTypes: null,
      },
    ],
  };
}

/**
 * First-start demo data: one tenant with an admin, a customer with a user, three
 * devices, an asset containing one of them, and the 'Thermostats' dashboard shared
 * with the customer. Skipped once any user exists, and
 * all-or-nothing, so a crash mid-seed cannot leave a half-seeded database that is
 * then never completed.
 * Returns whether it seeded.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const [sysadminHash, tenantHash, customerHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.sysadmin.password),
    hashPassword(DEMO_ACCOUNTS.tenant.password),
    hashPassword(DEMO_ACCOUNTS.customer.password),
  ]);

  return inTransaction(db, async (trx) => {
    const stores = createStores(trx);
    if ((await stores.users.count()) > 0) return false;
    await ensureSystemDefaults(stores);
    const tenantProfile = (await stores.tenantProfiles.findDefault())!;
    const active = (passwordHash: string) => ({ enabled: true, passwordHash });

    await stores.users.create(
      { email: DEMO_ACCOUNTS.sysadmin.email, authority: 'SYS_ADMIN', firstName: 'System', lastName: 'Administrator' },
      active(sysadminHash),
    );

    const tenant = await stores.tenants.create({
      title: 'Tessera Demo',
      region: 'Global',
      tenantProfileId: tenantProfile.id.id,
      email: DEMO_ACCOUNTS.tenant.email,
    });
    const tenantId = tenant.id.id;
    await stores.users.create(
      { tenantId, email: DEMO_ACCOUNTS.tenant.email, authority: 'TENANT_ADMIN', firstName: 'Tenant', lastName: 'Administrator' },
      active(tenantHash),
    );

    // The demo tenant's Public customer exists from the start (the public-link demos and tests use it).
    await stores.customers.findOrCreatePublicCustomer(tenantId);
    const customer = await stores.customers.create({ tenantId, title: 'Demo Customer', email: DEMO_ACCOUNTS.customer.email });
    await stores.users.create(
      {
        tenantId,
        customerId: customer.id.id,
        email: DEMO_ACCOUNTS.customer.email,
        authority: 'CUSTOMER_USER',
        firstName: 'Customer',
        lastName: 'User',
      },
      active(customerHash),
    );

    // Created with the tenant, as for every tenant.
    const defaultProfile = (await stores.deviceProfiles.findDefault(tenantId))!;
    const thermostatProfile = await stores.deviceProfiles.create({
      tenantId,
      name: THERMOSTAT_DEVICE_TYPE,
      description: 'Thermostat device profile',
      profileData: thermostatProfileData(),
    });

    const info = (description: string) => ({ gateway: false, overwriteActivityTime: false, description });
    const thermostatT1 = await stores.devices.create({
      tenantId,
      customerId: customer.id.id,
      name: DEMO_DEVICE_NAMES[0],
      type: thermostatProfile.name,
      label: 'Living room',
      deviceProfileId: thermostatProfile.id.id,
      additionalInfo: info('Demo thermostat assigned to Demo Customer'),
    });
    await stores.devices.create({
      tenantId,
      name: DEMO_DEVICE_NAMES[1],
      type: thermostatProfile.name,
      label: 'Office',
      deviceProfileId: thermostatProfile.id.id,
      additionalInfo: info('Demo thermostat'),
    });
    await stores.devices.create({
      tenantId,
      name: DEMO_DEVICE_NAMES[2],
      type: defaultProfile.name,
      label: 'Roof',
      deviceProfileId: defaultProfile.id.id,
      additionalInfo: info('Demo weather station'),
    });

    // Something for the relations tab and relation queries to show from the first start.
    const building = await stores.assets.create({
      tenantId,
      name: 'Building A',
      type: 'building',
      additionalInfo: { description: 'Demo building' },
    });
    await stores.relations.save({ from: building.id, to: thermostatT1.id, type: 'Contains', typeGroup: 'COMMON', additionalInfo: null });

    // Live from the first start: the device simulator (server/demo) feeds these thermostats.
    const dashboard = await stores.dashboards.create(tenantId, {
      title: THERMOSTATS_DASHBOARD_TITLE,
      image: null,
      mobileHide: false,
      mobileOrder: null,
      configuration: thermostatsDashboardConfiguration(thermostatT1.id.id),
    });
    await stores.dashboards.addCustomers(dashboard.id.id, [customer.id.id]);
    return true;
  });
}
