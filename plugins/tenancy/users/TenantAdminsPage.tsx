import { type RoutePageProps } from '@tessera/sdk';
import { UsersTable } from './UsersTable';

/** Administrators of one tenant, for the system admin. */
export default function TenantAdminsPage({ params }: RoutePageProps) {
  const tenantId = params.tenantId ?? '';
  return (
    <div className="tb-page">
      <UsersTable
        key={tenantId}
        title="user.tenant-admins"
        listPath={`/api/tenant/${encodeURIComponent(tenantId)}/users`}
        authority="TENANT_ADMIN"
        tenantId={{ entityType: 'TENANT', id: tenantId }}
      />
    </div>
  );
}
