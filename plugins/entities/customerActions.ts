import Link from '@spectrum-icons/workflow/Link';
import LinkOff from '@spectrum-icons/workflow/LinkOff';
import Globe from '@spectrum-icons/workflow/Globe';
import { type HttpService } from '@tessera/sdk';
import { type EntityRowAction } from '@tessera/ui';
import { type CustomerOwned, isAssigned, type OwnedKind } from './api';

/**
 * Row actions of entities a tenant admin hands to customers: assign (through a dialog the
 * page shows), unassign, and make public (assign to the tenant's Public customer).
 */
export function customerActions<T extends CustomerOwned>(
  http: HttpService,
  kind: OwnedKind,
  openAssign: (entity: T, reload: () => void) => void,
): EntityRowAction<T>[] {
  return [
    {
      id: 'assign', label: 'entity-action.assign-to-customer', icon: Link, isVisible: (e) => !isAssigned(e),
      onAction: (e, table) => openAssign(e, table.reload),
    },
    {
      id: 'public', label: 'entity-action.make-public', icon: Globe, isVisible: (e) => !isAssigned(e),
      onAction: async (e, table) => {
        await http.post(`/api/customer/public/${kind}/${e.id.id}`);
        table.reload();
      },
    },
    {
      id: 'unassign', label: 'entity-action.unassign-from-customer', icon: LinkOff, isVisible: isAssigned,
      onAction: async (e, table) => {
        await http.delete(`/api/customer/${kind}/${e.id.id}`);
        table.reload();
      },
    },
  ];
}
