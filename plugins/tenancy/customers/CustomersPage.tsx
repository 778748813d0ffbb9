import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import UserGroup from '@spectrum-icons/workflow/UserGroup';
import Box from '@spectrum-icons/workflow/Box';
import Devices from '@spectrum-icons/workflow/Devices';
import Dashboard from '@spectrum-icons/workflow/Dashboard';
import Servers from '@spectrum-icons/workflow/Servers';
import { authServiceRef, httpServiceRef, useService } from '@tessera/sdk';
import { contactFields, EntityTable, type EntityTableConfig } from '@tessera/ui';
import { contactValues, type Customer, formatDate, getPage, withContact } from '../api';
import { CUSTOMER_ENTITY_KINDS } from './customerEntityKinds';

/** The tenant admin's customers; the Public customer is listed but read-only. */
const MANAGE_ICONS = { assets: Box, devices: Devices, dashboards: Dashboard, edges: Servers };

export default function CustomersPage() {
  const http = useService(httpServiceRef);
  const edgesEnabled = useService(authServiceRef).edgesEnabled;
  const navigate = useNavigate();
  const config = useMemo<EntityTableConfig<Customer>>(() => {
    const isPublic = (c: Customer) => c.additionalInfo?.isPublic === true;
    return {
      entityType: 'CUSTOMER',
      title: 'customer.customers',
      defaultSort: { property: 'createdTime', direction: 'DESC' },
      fetchPage: (link) => getPage<Customer>(http, '/api/customers', link),
      idOf: (c) => c.id.id,
      nameOf: (c) => c.title,
      deleteEntity: async (c) => { await http.delete(`/api/customer/${c.id.id}`); },
      isDeletable: (c) => !isPublic(c),
      columns: [
        { key: 'createdTime', title: 'common.created-time', width: '190px', value: (c) => formatDate(c.createdTime) },
        { key: 'title', title: 'customer.title', value: (c) => c.title },
        { key: 'email', title: 'contact.email', value: (c) => c.email ?? '' },
        { key: 'country', title: 'contact.country', value: (c) => c.country ?? '' },
        { key: 'city', title: 'contact.city', value: (c) => c.city ?? '', hiddenByDefault: true },
      ],
      rowActions: [
        {
          id: 'users', label: 'customer.manage-users', icon: UserGroup, isVisible: (c) => !isPublic(c),
          onAction: (c) => navigate(`/customers/${c.id.id}/users`),
        },
        // ThingsBoard 3.3's customer row actions; the Public customer holds what is public, so it has them too.
        ...CUSTOMER_ENTITY_KINDS.filter((kind) => kind.segment !== 'edges' || edgesEnabled).map((kind) => ({
          id: kind.segment, label: kind.manage, icon: MANAGE_ICONS[kind.segment],
          onAction: (c: Customer) => navigate(`/customers/${c.id.id}/${kind.segment}`),
        })),
      ],
      form: {
        addTitle: 'customer.add',
        definition: {
          fields: [
            { key: 'title', label: 'customer.title', type: 'text', required: true, requiredMessage: 'customer.title-required', maxLength: 255 },
            { key: 'description', label: 'common.description', type: 'textarea', maxLength: 1024 },
            ...contactFields,
          ],
        },
        toValues: contactValues,
        isReadOnly: isPublic,
        save: (values, existing) => http.post<Customer>('/api/customer', withContact(existing, values)),
      },
    };
  }, [http, navigate, edgesEnabled]);
  return (
    <div className="tb-page">
      <EntityTable config={config} />
    </div>
  );
}
