import { CustomerStore } from './CustomerStore';
import type { Db } from './database';
import { DeviceProfileStore } from './DeviceProfileStore';
import { DeviceStore } from './DeviceStore';
import { SettingsStore } from './SettingsStore';
import { TenantStore } from './TenantStore';
import { UserCredentialsStore } from './UserCredentialsStore';
import { UserStore } from './UserStore';

/** Every data-access module; routes receive this and never see SQL. */
export interface Stores {
  tenants: TenantStore;
  customers: CustomerStore;
  users: UserStore;
  credentials: UserCredentialsStore;
  deviceProfiles: DeviceProfileStore;
  devices: DeviceStore;
  settings: SettingsStore;
}

export function createStores(db: Db): Stores {
  return {
    tenants: new TenantStore(db),
    customers: new CustomerStore(db),
    users: new UserStore(db),
    credentials: new UserCredentialsStore(db),
    deviceProfiles: new DeviceProfileStore(db),
    devices: new DeviceStore(db),
    settings: new SettingsStore(db),
  };
}
