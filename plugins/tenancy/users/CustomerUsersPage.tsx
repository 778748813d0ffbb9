import { type RoutePageProps } from '@tessera/sdk';
import { UsersTable } from './UsersTable';

/** Users of one customer, for its tenant admin. */
export default function CustomerUsersPage({ params }: RoutePageProps) {
  const customerId = params.customerId ?? '';
  return (
    <div className="tb-page">
      <UsersTable
        key={customerId}
        title="user.customer-users"
        listPath={`/api/customer/${encodeURIComponent(customerId)}/users`}
        authority="CUSTOMER_USER"
        customerId={{ entityType: 'CUSTOMER', id: customerId }}
      />
    </div>
  );
}
