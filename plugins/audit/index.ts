import { definePlugin, type PluginManifest } from '@tessera/sdk';
import FileTxt from '@spectrum-icons/workflow/DocumentOutline';
import GraphTrend from '@spectrum-icons/workflow/GraphTrend';
import manifest from './manifest.json';
import { registerSection } from '../shared/registerSection';
import { comingSoon } from '../shared/comingSoon';

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    registerSection(ctx, {
      id: 'tessera.audit.logs', path: 'auditLogs', title: 'audit-log.audit-logs', order: 140,
      authorities: ['TENANT_ADMIN'], icon: FileTxt, searchable: true, component: comingSoon,
    });
    registerSection(ctx, {
      id: 'tessera.audit.usage', path: 'usage', title: 'api-usage.api-usage', order: 150,
      authorities: ['TENANT_ADMIN'], icon: GraphTrend, component: comingSoon,
    });
  },
});
