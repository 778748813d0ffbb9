import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import CheckmarkCircle from '@spectrum-icons/workflow/CheckmarkCircle';
import { type EntityId, httpServiceRef, useService } from '@tessera/sdk';
import { EntityTable, type EntityTableConfig, type FormField } from '@tessera/ui';
import { formatDate, getPage } from '../api';

/** Entity limits of a tenant profile; 0 means unlimited. */
export const LIMITS = ['maxDevices', 'maxAssets', 'maxCustomers', 'maxUsers', 'maxDashboards', 'maxRuleChains'] as const;

interface TenantProfile {
  id: EntityId;
  createdTime: number;
  name: string;
  description?: string | null;
  default: boolean;
  profileData?: { configuration?: Record<string, unknown> & { type?: string } } | null;
}

/** The system admin's tenant profiles with their limits; one is the default. */
export default function TenantProfilesPage() {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const config = useMemo<EntityTableConfig<TenantProfile>>(() => ({
    entityType: 'TENANT_PROFILE',
    title: 'tenant-profile.tenant-profiles',
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    fetchPage: (link) => getPage<TenantProfile>(http, '/api/tenantProfiles', link),
    idOf: (p) => p.id.id,
    nameOf: (p) => p.name,
    deleteEntity: async (p) => { await http.delete(`/api/tenantProfile/${p.id.id}`); },
    isDeletable: (p) => !p.default,
    columns: [
      { key: 'createdTime', title: 'common.created-time', width: '190px', value: (p) => formatDate(p.createdTime) },
      { key: 'name', title: 'tenant-profile.name', value: (p) => p.name },
      { key: 'description', title: 'common.description', sortProperty: false, value: (p) => p.description ?? '' },
      { key: 'isDefault', title: 'tenant-profile.default', sortProperty: false, width: '110px', value: (p) => (p.default ? t('common.yes') : '') },
    ],
    rowActions: [
      {
        id: 'default', label: 'tenant-profile.set-default', icon: CheckmarkCircle, isVisible: (p) => !p.default,
        onAction: async (p, table) => {
          await http.post(`/api/tenantProfile/${p.id.id}/default`);
          table.reload();
        },
      },
    ],
    form: {
      addTitle: 'tenant-profile.add',
      definition: {
        fields: [
          { key: 'name', label: 'tenant-profile.name', type: 'text', required: true, requiredMessage: 'tenant-profile.name-required', maxLength: 255 },
          { key: 'description', label: 'common.description', type: 'textarea', maxLength: 1024 },
          ...LIMITS.map((key): FormField => ({ key, label: `tenant-profile.${key}`, type: 'number', min: 0, half: true })),
        ],
      },
      toValues: (p) => ({
        name: p?.name ?? '', description: p?.description ?? '',
        ...Object.fromEntries(LIMITS.map((key) => [key, Number(p?.profileData?.configuration?.[key] ?? 0)])),
      }),
      save: (values, existing) => http.post<TenantProfile>('/api/tenantProfile', {
        ...(existing ?? { default: false }),
        name: String(values.name).trim(),
        description: String(values.description ?? ''),
        profileData: {
          ...(existing?.profileData ?? {}),
          configuration: {
            ...(existing?.profileData?.configuration ?? { type: 'DEFAULT' }),
            ...Object.fromEntries(LIMITS.map((key) => [key, Number(values[key] ?? 0) || 0])),
          },
        },
      }),
    },
  }), [http, t]);
  return (
    <div className="tb-page">
      <EntityTable config={config} />
    </div>
  );
}
