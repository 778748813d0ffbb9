import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import UserGroup from '@spectrum-icons/workflow/UserGroup';
import { type EntityId, httpServiceRef, useService } from '@tessera/sdk';
import { contactFields, EntityTable, type EntityTableConfig } from '@tessera/ui';
import { type ContactEntity, contactValues, formatDate, getPage, withContact } from '../api';

interface TenantInfo extends ContactEntity {
  tenantProfileId: EntityId;
  tenantProfileName?: string;
}

/** The system admin's tenants, each with its profile; row action: the tenant's admins. */
export default function TenantsPage() {
  const http = useService(httpServiceRef);
  const navigate = useNavigate();
  const config = useMemo<EntityTableConfig<TenantInfo>>(() => ({
    entityType: 'TENANT',
    title: 'tenant.tenants',
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    fetchPage: (link) => getPage<TenantInfo>(http, '/api/tenantInfos', link),
    idOf: (tenant) => tenant.id.id,
    nameOf: (tenant) => tenant.title,
    deleteEntity: async (tenant) => { await http.delete(`/api/tenant/${tenant.id.id}`); },
    columns: [
      { key: 'createdTime', title: 'common.created-time', width: '190px', value: (x) => formatDate(x.createdTime) },
      { key: 'title', title: 'tenant.title', value: (x) => x.title },
      { key: 'tenantProfileName', title: 'tenant-profile.tenant-profile', value: (x) => x.tenantProfileName ?? '' },
      { key: 'email', title: 'contact.email', value: (x) => x.email ?? '' },
      { key: 'country', title: 'contact.country', value: (x) => x.country ?? '', hiddenByDefault: true },
    ],
    rowActions: [
      { id: 'admins', label: 'tenant.manage-tenant-admins', icon: UserGroup, onAction: (x) => navigate(`/tenants/${x.id.id}/users`) },
    ],
    form: {
      addTitle: 'tenant.add',
      definition: {
        fields: [
          { key: 'title', label: 'tenant.title', type: 'text', required: true, requiredMessage: 'tenant.title-required', maxLength: 255 },
          // Left empty, the server gives a new tenant the default profile.
          { key: 'tenantProfile', label: 'tenant-profile.tenant-profile', type: 'entity', entityType: 'TENANT_PROFILE' },
          { key: 'description', label: 'common.description', type: 'textarea', maxLength: 1024 },
          ...contactFields,
        ],
      },
      toValues: (tenant) => ({
        ...contactValues(tenant),
        tenantProfile: tenant ? { id: tenant.tenantProfileId, name: tenant.tenantProfileName ?? '' } : null,
      }),
      save: (values, existing) => http.post<TenantInfo>('/api/tenant', {
        ...withContact(existing, values),
        tenantProfileId: (values.tenantProfile as { id: EntityId } | null)?.id,
      }),
    },
  }), [http, navigate]);

  return (
    <div className="tb-page">
      <EntityTable config={config} />
    </div>
  );
}
