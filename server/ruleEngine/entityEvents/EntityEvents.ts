import type { SecurityUser } from '../../security/SecurityUser';
import { NULL_UUID, type EntityId } from '../../store/ids';
import type { Alarm } from '../../store/AlarmStore';
import type { Rpc } from '../../store/RpcStore';
import type { AttributeScope, KvEntry, TsKv } from '../../store/TelemetryStore';
import { entriesJson, pointsByTs } from '../../telemetry/kvTyping';
import type { RuleEngine } from '../engine/RuleEngine';
import type { EntityChangeBus, EntityChangeKind } from '../EntityChangeBus';
import { newMsg } from '../msg/TbMsg';

/*
 * Entity events into the rule engine, as ThingsBoard 3.3's entity actions push them
 * (catalogue §2): REST saves, deletions and assignments, REST telemetry writes and
 * persistent RPC status changes become messages of the entity's tenant. Saves and
 * deletions are announced on the change bus first, so the engine and the nodes that
 * cache the entity (chains, profiles, device-to-profile) read it afresh before the
 * message runs. Callers call these after their transaction committed; nothing waits for
 * the engine (a full queue is logged, as for every fire-and-forget message).
 */

/** The acting user: metadata userId and userName (the e-mail), and its customer. */
export type Actor = Pick<SecurityUser, 'userId' | 'email' | 'customerId'>;

/** An entity as the REST API returns it; tenants have no tenantId, only some have a customer. */
export interface EventEntity {
  id: EntityId;
  tenantId?: EntityId;
  customerId?: EntityId;
  name?: string;
  type?: string;
  deviceProfileId?: EntityId;
}

/** The customer of an assignment (its title is ThingsBoard's customer name). */
export interface AssignedCustomer {
  id: EntityId;
  title: string;
}

/** The edge of an edge assignment. */
export interface AssignedEdge {
  id: EntityId;
  name: string;
}

type Metadata = Record<string, string>;

const isSet = (id: string | undefined): id is string => id !== undefined && id !== NULL_UUID;

/** The tenant whose chains hear about the entity; a tenant is its own. */
function tenantOf(entity: EventEntity): string | undefined {
  const tenantId = entity.id.entityType === 'TENANT' ? entity.id.id : entity.tenantId?.id;
  return isSet(tenantId) ? tenantId : undefined;
}

/** The message's customer: the entity's (a customer is its own), else the acting user's. */
function customerOf(entity: EventEntity | undefined, user: Actor | undefined): string | undefined {
  const own = entity?.id.entityType === 'CUSTOMER' ? entity.id.id : entity?.customerId?.id;
  if (isSet(own)) return own;
  return isSet(user?.customerId) ? user.customerId : undefined;
}

/** `{"timeseries":[{"ts":N,"values":{...}}]}`, one element per timestamp. */
function timeseriesJson(points: readonly TsKv[]): string {
  return `{"timeseries":[${[...pointsByTs(points)].map(([ts, entries]) => `{"ts":${ts},"values":${entriesJson(entries)}}`).join(',')}]}`;
}

/** The entity JSON; a dashboard's configuration is left out (ThingsBoard sends it as ""). */
function entityJson(entity: EventEntity): string {
  return JSON.stringify(entity.id.entityType === 'DASHBOARD' ? { ...entity, configuration: '' } : entity);
}

export class EntityEvents {
  constructor(
    private readonly engine: RuleEngine,
    private readonly changes: EntityChangeBus,
  ) {}

  created(entity: EventEntity, user?: Actor): void {
    this.entityAction(entity, 'CREATED', 'ENTITY_CREATED', user);
  }

  updated(entity: EventEntity, user?: Actor): void {
    this.entityAction(entity, 'UPDATED', 'ENTITY_UPDATED', user);
  }

  deleted(entity: EventEntity, user?: Actor): void {
    this.entityAction(entity, 'DELETED', 'ENTITY_DELETED', user);
  }

  /** created or updated, as the save went. */
  saved(entity: EventEntity, created: boolean, user?: Actor): void {
    if (created) this.created(entity, user);
    else this.updated(entity, user);
  }

  /** `entity` as it is after the assignment. */
  assigned(entity: EventEntity, customer: AssignedCustomer, user?: Actor): void {
    this.announce(entity, 'UPDATED');
    this.entityMsg(entity, 'ENTITY_ASSIGNED', user, { assignedCustomerId: customer.id.id, assignedCustomerName: customer.title });
  }

  unassigned(entity: EventEntity, customer: AssignedCustomer, user?: Actor): void {
    this.announce(entity, 'UPDATED');
    this.entityMsg(entity, 'ENTITY_UNASSIGNED', user, { unassignedCustomerId: customer.id.id, unassignedCustomerName: customer.title });
  }

  assignedToEdge(entity: EventEntity, edge: AssignedEdge, user?: Actor): void {
    this.entityMsg(entity, 'ENTITY_ASSIGNED_TO_EDGE', user, { assignedEdgeId: edge.id.id, assignedEdgeName: edge.name });
  }

  unassignedFromEdge(entity: EventEntity, edge: AssignedEdge, user?: Actor): void {
    this.entityMsg(entity, 'ENTITY_UNASSIGNED_FROM_EDGE', user, { unassignedEdgeId: edge.id.id, unassignedEdgeName: edge.name });
  }

  /** Attributes saved through REST: data the saved attributes, metadata their scope. */
  attributesUpdated(tenantId: string, entityId: EntityId, scope: AttributeScope, entries: readonly KvEntry[], user?: Actor): void {
    this.telemetryMsg(tenantId, entityId, 'ATTRIBUTES_UPDATED', entriesJson(entries), user, { scope });
  }

  attributesDeleted(tenantId: string, entityId: EntityId, scope: AttributeScope, keys: readonly string[], user?: Actor): void {
    this.telemetryMsg(tenantId, entityId, 'ATTRIBUTES_DELETED', JSON.stringify({ attributes: keys }), user, { scope });
  }

  /** Points saved through REST, grouped by timestamp. */
  timeseriesUpdated(tenantId: string, entityId: EntityId, points: readonly TsKv[], user?: Actor): void {
    this.telemetryMsg(tenantId, entityId, 'TIMESERIES_UPDATED', timeseriesJson(points), user, {});
  }

  timeseriesDeleted(tenantId: string, entityId: EntityId, keys: readonly string[], user?: Actor): void {
    this.telemetryMsg(tenantId, entityId, 'TIMESERIES_DELETED', JSON.stringify({ timeseries: keys }), user, {});
  }

  /** A persistent RPC changed status (RPC_QUEUED ... RPC_DELETED); the device is the originator. */
  rpcStatus(rpc: Rpc, status: string = rpc.status): void {
    this.push(rpc.tenantId.id, rpc.deviceId, `RPC_${status}`, JSON.stringify({ ...rpc, status }), {}, undefined);
  }

  /** An alarm acknowledged, cleared or deleted through REST: the alarm JSON from its originator (ThingsBoard's AlarmController). */
  alarmAction(alarm: Alarm, type: 'ALARM_ACK' | 'ALARM_CLEAR' | 'ALARM_DELETE', user?: Actor): void {
    const customerId = isSet(alarm.customerId.id) ? alarm.customerId.id : undefined;
    const metadata: Metadata = user ? { userId: user.userId, userName: user.email } : {};
    if (customerId) metadata.customerId = customerId;
    this.push(alarm.tenantId.id, alarm.originator, type, JSON.stringify(alarm), metadata, customerId);
  }

  // --- internals ---

  private entityAction(entity: EventEntity, kind: EntityChangeKind, type: string, user: Actor | undefined): void {
    this.announce(entity, kind);
    // Tenants announce the change only: ThingsBoard sends no message for them, and a deleted one has no chains.
    if (entity.id.entityType !== 'TENANT') this.entityMsg(entity, type, user, {});
  }

  private announce(entity: EventEntity, kind: EntityChangeKind): void {
    const tenantId = tenantOf(entity);
    if (tenantId) this.changes.emit({ tenantId, entityId: entity.id, kind });
  }

  private entityMsg(entity: EventEntity, type: string, user: Actor | undefined, extra: Metadata): void {
    const tenantId = tenantOf(entity);
    if (!tenantId) return;
    const metadata: Metadata = { ...this.userMetadata(entity, user), ...extra };
    if (entity.id.entityType === 'DEVICE') {
      metadata.deviceName = entity.name ?? '';
      metadata.deviceType = entity.type ?? '';
    }
    this.push(tenantId, entity.id, type, entityJson(entity), metadata, customerOf(entity, user), entity.deviceProfileId?.id);
  }

  private telemetryMsg(tenantId: string, entityId: EntityId, type: string, data: string, user: Actor | undefined, extra: Metadata): void {
    this.push(tenantId, entityId, type, data, { ...this.userMetadata(undefined, user), ...extra }, customerOf(undefined, user));
  }

  private userMetadata(entity: EventEntity | undefined, user: Actor | undefined): Metadata {
    const metadata: Metadata = user ? { userId: user.userId, userName: user.email } : {};
    const customerId = customerOf(entity, user);
    if (customerId) metadata.customerId = customerId;
    return metadata;
  }

  /** `deviceProfileId`: a device's profile, so even a deleted device's message finds its chain. */
  private push(tenantId: string, originator: EntityId, type: string, data: string, metadata: Metadata, customerId: string | undefined, deviceProfileId?: string): void {
    if (!isSet(tenantId)) return;
    const msg = newMsg({ type, originator, data, metadata, customerId });
    this.engine
      .submit(tenantId, msg, { deviceProfileId })
      .catch((error: unknown) => this.engine.services.log.warn({ err: error, msgType: type }, 'rule engine message dropped'));
  }
}
