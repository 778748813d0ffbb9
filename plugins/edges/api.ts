import { type EntityId, type HttpService, type NotificationService } from '@tessera/sdk';
import { type CustomerOwned } from '../entities/api';

/** EdgeInfo as the contract returns it (§2): an owned entity plus its cloud connection. */
export interface EdgeInfo extends CustomerOwned {
  rootRuleChainId?: EntityId | null;
  routingKey: string;
  secret: string;
  edgeLicenseKey?: string | null;
  cloudEndpoint: string;
}

/** EdgeEvent as GET /api/edge/{edgeId}/events returns it: the entity id is a bare uuid. */
export interface EdgeEvent {
  id: { id: string };
  createdTime: number;
  type: string;
  action: string;
  entityId: string | null;
  uid: string | null;
  body: unknown;
}

/** Edge event status (seed 001 section 3.6). */
export type EdgeEventStatus = 'DEPLOYED' | 'PENDING';

/**
 * No edge service runs in Tessera, so no edge ever acknowledges an event: every event
 * stays pending. Kept as a function so a connected edge could change the rule in one place.
 */
export const edgeEventStatus = (_event: EdgeEvent): EdgeEventStatus => 'PENDING';

/** Asks the server to queue a full sync of the edge and confirms it with a toast. */
export async function syncEdge(http: HttpService, notify: NotificationService, edgeId: string, message: string): Promise<void> {
  await http.post(`/api/edge/sync/${edgeId}`);
  notify.show({ message, type: 'success', duration: 3000 });
}
