import { type Authority, definePlugin, type PluginManifest, SETTINGS_MENU_GROUP_ID } from '@tessera/sdk';
import Settings from '@spectrum-icons/workflow/Settings';
import Email from '@spectrum-icons/workflow/Email';
import Chat from '@spectrum-icons/workflow/Chat';
import Shield from '@spectrum-icons/workflow/Shield';
import Key from '@spectrum-icons/workflow/Key';
import Homepage from '@spectrum-icons/workflow/Homepage';
import Folder from '@spectrum-icons/workflow/Folder';
import manifest from './manifest.json';

const lazy = {
  general: { load: () => import('./general/GeneralSettingsPage') },
  'outgoing-mail': { load: () => import('./mail/MailSettingsPage') },
  'security-settings': { load: () => import('./security/SecuritySettingsPage') },
  oauth2: { load: () => import('./oauth2/OAuth2SettingsPage') },
  'sms-provider': { load: () => import('./sms/SmsProviderPage') },
  home: { load: () => import('./home/HomeSettingsPage') },
  'resources-library': { load: () => import('./resources/ResourcesPage') },
} as const;

const SYS: Authority[] = ['SYS_ADMIN'];

const pages = [
  { id: 'general', title: 'admin.general', order: 10, authorities: SYS, icon: Settings },
  { id: 'outgoing-mail', title: 'admin.outgoing-mail', order: 20, authorities: SYS, icon: Email },
  { id: 'sms-provider', title: 'admin.sms-provider', order: 30, authorities: SYS, icon: Chat },
  { id: 'security-settings', title: 'admin.security-settings', order: 40, authorities: SYS, icon: Shield },
  { id: 'oauth2', title: 'admin.oauth2.oauth2', order: 50, authorities: SYS, icon: Key },
  { id: 'home', title: 'admin.home-settings', order: 60, authorities: ['TENANT_ADMIN'] as Authority[], icon: Homepage },
  { id: 'resources-library', title: 'resource.resources-library', order: 70, authorities: ['SYS_ADMIN', 'TENANT_ADMIN'] as Authority[], icon: Folder },
];

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    ctx.menu.register({
      id: SETTINGS_MENU_GROUP_ID, title: 'admin.system-settings', path: '/settings', icon: Settings, order: 200,
      authorities: ['SYS_ADMIN', 'TENANT_ADMIN'],
    });
    ctx.routes.register({
      id: 'tessera.settings.index', path: 'settings', title: 'admin.system-settings', authorities: ['SYS_ADMIN', 'TENANT_ADMIN'],
      breadcrumb: { icon: Settings }, component: { load: () => import('./SettingsIndex') },
    });
    for (const page of pages) {
      ctx.settingsPages.register({ ...page, id: `tessera.settings.${page.id}`, path: page.id, component: lazy[page.id as keyof typeof lazy] });
    }
  },
});
