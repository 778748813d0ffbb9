import { type Authority, definePlugin, type EntityType, type PluginManifest } from '@tessera/sdk';
import Box from '@spectrum-icons/workflow/Box';
import Devices from '@spectrum-icons/workflow/Devices';
import DataSettings from '@spectrum-icons/workflow/DataSettings';
import UploadToCloud from '@spectrum-icons/workflow/UploadToCloud';
import ViewDetail from '@spectrum-icons/workflow/ViewDetail';
import manifest from './manifest.json';
import { registerSection } from '../shared/registerSection';

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    registerSection(ctx, {
      id: 'tessera.entities.assets', path: 'assets', title: 'asset.assets', order: 50,
      authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'], icon: Box, searchable: true,
      component: { load: () => import('./assets/AssetsPage') },
    });
    registerSection(ctx, {
      id: 'tessera.entities.devices', path: 'devices', title: 'device.devices', order: 60,
      authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'], icon: Devices, searchable: true,
      component: { load: () => import('./devices/DevicesPage') },
    });
    registerSection(ctx, {
      id: 'tessera.entities.device-profiles', path: 'deviceProfiles', title: 'device-profile.device-profiles', order: 70,
      authorities: ['TENANT_ADMIN'], icon: DataSettings, searchable: true,
      component: { load: () => import('./device-profiles/DeviceProfilesPage') },
    });
    registerSection(ctx, {
      id: 'tessera.entities.ota-updates', path: 'otaUpdates', title: 'ota-update.ota-updates', order: 80,
      authorities: ['TENANT_ADMIN'], icon: UploadToCloud, searchable: true,
      component: { load: () => import('./ota/OtaUpdatesPage') },
    });
    registerSection(ctx, {
      id: 'tessera.entities.entity-views', path: 'entityViews', title: 'entity-view.entity-views', order: 90,
      authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'], icon: ViewDetail, searchable: true,
      component: { load: () => import('./entity-views/EntityViewsPage') },
    });
    ctx.entityTabs.register({
      id: 'tessera.entities.relations', title: 'relation.relations', order: 50,
      entityTypes: ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'EDGE', 'USER'],
      // The system administrator sees tenants' users but none of their relations.
      authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'],
      component: { load: () => import('./relations/RelationsTab').then((m) => ({ default: m.RelationsTab })) },
    });
    ctx.entityTabs.register({
      id: 'tessera.entities.alarms', title: 'alarm.alarms', order: 45,
      entityTypes: ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'EDGE'],
      // The system administrator has no alarms (contract §12).
      authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'],
      component: { load: () => import('./alarms/AlarmsTab').then((m) => ({ default: m.AlarmsTab })) },
    });
    const telemetryTabs = { entityTypes: ['DEVICE', 'ASSET', 'ENTITY_VIEW'] as EntityType[], authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'] as Authority[] };
    // ThingsBoard 3.3 shows attributes and latest telemetry for customers (to their tenant) and tenants (to the system administrator) too.
    const ownerTabs = {
      entityTypes: [...telemetryTabs.entityTypes, 'CUSTOMER', 'TENANT'] as EntityType[],
      authorities: ['SYS_ADMIN', ...telemetryTabs.authorities] as Authority[],
    };
    ctx.entityTabs.register({
      ...ownerTabs, id: 'tessera.entities.attributes', title: 'attribute.attributes', order: 20,
      component: { load: () => import('./telemetry/AttributesTab').then((m) => ({ default: m.AttributesTab })) },
    });
    ctx.entityTabs.register({
      id: 'tessera.entities.events', title: 'event.events', order: 47,
      entityTypes: ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'TENANT'],
      // As the server allows: the system administrator reads tenants' events, a tenant admin its own entities'.
      authorities: ['SYS_ADMIN', 'TENANT_ADMIN'],
      component: { load: () => import('./events/EventsTab').then((m) => ({ default: m.EventsTab })) },
    });
    ctx.entityTabs.register({
      ...ownerTabs, id: 'tessera.entities.latest-telemetry', title: 'attribute.latest-telemetry', order: 30,
      component: { load: () => import('./telemetry/LatestTelemetryTab').then((m) => ({ default: m.LatestTelemetryTab })) },
    });
    ctx.entityTabs.register({
      ...telemetryTabs, id: 'tessera.entities.raw-data', title: 'attribute.raw-data', order: 40,
      component: { load: () => import('./telemetry/RawDataTab').then((m) => ({ default: m.RawDataTab })) },
    });
  },
});
