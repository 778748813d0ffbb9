import { definePlugin, type PluginManifest, type ShellEnvironment } from '@tessera/sdk';
import Servers from '@spectrum-icons/workflow/Servers';
import Hammer from '@spectrum-icons/workflow/Hammer';
import Flowchart from '@spectrum-icons/workflow/DataMapping';
import manifest from './manifest.json';
import { registerSection } from '../shared/registerSection';
import { comingSoon } from '../shared/comingSoon';

const edgesEnabled = (env: ShellEnvironment) => env.edgesEnabled;

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    registerSection(ctx, {
      id: 'tessera.edges.instances', path: 'edgeInstances', title: 'edge.edge-instances', order: 100,
      authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'], icon: Servers, visible: edgesEnabled, searchable: true,
      component: { load: () => import('./EdgesPage') },
    });
    registerSection(ctx, {
      id: 'tessera.edges.management', path: 'edgeManagement', title: 'edge.management', order: 110,
      authorities: ['TENANT_ADMIN'], icon: Hammer, visible: edgesEnabled, component: comingSoon,
    });
    registerSection(ctx, {
      id: 'tessera.edges.rule-chains', path: 'edgeManagement/ruleChains', title: 'edge.rulechain-templates', order: 10,
      authorities: ['TENANT_ADMIN'], icon: Flowchart, visible: edgesEnabled, parentId: 'tessera.edges.management.menu',
      searchable: true, component: { load: () => import('./EdgeRuleChainsPage') },
    });
    ctx.entityTabs.register({
      id: 'tessera.edges.assigned-entities', title: 'edge.assigned-entities', order: 40, entityTypes: ['EDGE'],
      component: { load: () => import('./AssignedEntitiesTab').then((m) => ({ default: m.AssignedEntitiesTab })) },
    });
    ctx.entityTabs.register({
      id: 'tessera.edges.events', title: 'edge.events', order: 45, entityTypes: ['EDGE'], authorities: ['TENANT_ADMIN'],
      component: { load: () => import('./EdgeEventsTab').then((m) => ({ default: m.EdgeEventsTab })) },
    });
  },
});
