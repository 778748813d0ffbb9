import { isAcknowledged, isCleared, type Alarm } from '../store/AlarmStore';
import type { Stores } from '../store/createStores';
import { isRelatableType, factKey, type EntityFacts } from '../store/EntityDirectoryStore';
import { entityId, newId, NULL_UUID, type EntityId } from '../store/ids';
import type { AlarmInput } from './alarmInput';
import type { AlarmEventBus } from './AlarmEventBus';
import type { AlarmChangeKind } from './types';

/*
 * How an alarm is written, whoever asks: the REST API (after its permission checks)
 * and the rule engine (create/clear alarm nodes, device profile alarm rules). One place
 * computes propagation, keeps entity_alarm in step and announces the change on the
 * alarm bus, so the WebSocket sees rule-engine alarms exactly like REST ones.
 */

/** How far propagation climbs the relation graph; guards against very deep graphs. */
const MAX_PROPAGATION_LEVELS = 32;

/** The saved fields of a new alarm, without id; `originator` may be of any entity type. */
export type NewAlarmInput = Omit<AlarmInput, 'id' | 'originator'> & { originator: EntityId };

export class AlarmWriter {
  constructor(
    private readonly stores: Stores,
    private readonly bus: AlarmEventBus,
  ) {}

  /**
   * The originator's owner facts; an entity the directory cannot tell (another type, or
   * gone) reads as a tenant-level entity of `tenantId`.
   */
  async originatorFacts(tenantId: string, originator: EntityId): Promise<EntityFacts> {
    if (isRelatableType(originator.entityType)) {
      const facts = await this.stores.entityDirectory.findFacts([{ entityType: originator.entityType, id: originator.id }]);
      const found = facts.get(factKey(originator.entityType, originator.id));
      if (found) return found;
    }
    return { entityType: 'TENANT', id: originator.id, tenantId, customerId: NULL_UUID, name: '' };
  }

  /**
   * ThingsBoard's createOrUpdateAlarm without an id: merges into the latest uncleared
   * alarm of the same originator and type, else creates a new one.
   */
  async createOrMerge(tenantId: string, input: NewAlarmInput, facts?: EntityFacts): Promise<{ alarm: Alarm; created: boolean }> {
    const originator = facts ?? (await this.originatorFacts(tenantId, input.originator));
    const latest = await this.stores.alarms.findLatest(tenantId, input.originator.id, input.type);
    if (latest && !isCleared(latest.status)) return { alarm: await this.store('UPDATED', mergeAlarm(latest, input, originator), originator), created: false };
    return { alarm: await this.store('CREATED', newAlarm(tenantId, input, originator), originator), created: true };
  }

  /** Saves an existing alarm as given (severity, details, propagation ...), announced as UPDATED. */
  async update(alarm: Alarm, facts?: EntityFacts): Promise<Alarm> {
    const originator = facts ?? (await this.originatorFacts(alarm.tenantId.id, alarm.originator));
    return this.store('UPDATED', alarm, originator);
  }

  /**
   * Clears the alarm (keeping its acknowledgement), optionally with new details; undefined
   * when it was cleared already, as a second clear changes nothing.
   */
  async clear(alarm: Alarm, changes: { details?: unknown; clearTs?: number } = {}): Promise<Alarm | undefined> {
    if (isCleared(alarm.status)) return undefined;
    return this.transition('CLEARED', {
      ...alarm,
      status: isAcknowledged(alarm.status) ? 'CLEARED_ACK' : 'CLEARED_UNACK',
      clearTs: changes.clearTs ?? Date.now(),
      ...(changes.details !== undefined ? { details: changes.details } : {}),
    });
  }

  /**
   * Stores a change that does not move the alarm (status, severity, details, times): the
   * entities it shows on stay as they are, which spares the propagation walk.
   */
  async transition(kind: AlarmChangeKind, changed: Alarm): Promise<Alarm> {
    await this.stores.alarms.save(changed);
    this.bus.emit({ kind, tenantId: changed.tenantId.id, alarm: changed, shownOn: await this.stores.alarms.findShownOn(changed.id.id) });
    return changed;
  }

  /** Stores the alarm with its propagation targets and announces it. */
  async store(kind: AlarmChangeKind, alarm: Alarm, originator: EntityFacts): Promise<Alarm> {
    const shownOn = await this.propagationTargets(alarm, originator);
    await this.stores.alarms.save(alarm, shownOn);
    this.bus.emit({ kind, tenantId: alarm.tenantId.id, alarm, shownOn });
    return alarm;
  }

  /**
   * The originator, then (propagate) every entity above it by COMMON relations of the
   * given types (any type when none), its owner (propagateToOwner: the customer, or
   * the tenant when unassigned) and its tenant (propagateToTenant).
   */
  private async propagationTargets(alarm: Alarm, originator: EntityFacts): Promise<EntityId[]> {
    const targets = new Map<string, EntityId>([[alarm.originator.id, alarm.originator]]);
    if (alarm.propagate) {
      const types = new Set(alarm.propagateRelationTypes);
      let frontier: EntityId[] = [alarm.originator];
      for (let level = 0; level < MAX_PROPAGATION_LEVELS && frontier.length > 0; level++) {
        const relations = await this.stores.relations.findByEnds('TO', frontier, 'COMMON');
        frontier = [];
        for (const relation of relations) {
          if (types.size > 0 && !types.has(relation.type)) continue;
          if (targets.has(relation.from.id)) continue;
          targets.set(relation.from.id, relation.from);
          frontier.push(relation.from);
        }
      }
    }
    const tenant = entityId('TENANT', alarm.tenantId.id);
    if (alarm.propagateToOwner) {
      const owner = originator.entityType !== 'CUSTOMER' && originator.customerId !== NULL_UUID ? entityId('CUSTOMER', originator.customerId) : tenant;
      targets.set(owner.id, owner);
    }
    if (alarm.propagateToTenant) targets.set(tenant.id, tenant);
    return [...targets.values()];
  }
}

/** A new alarm of `tenantId` from its saved fields; start defaults to now, end to start. */
export function newAlarm(tenantId: string, input: NewAlarmInput, originator: EntityFacts): Alarm {
  const now = Date.now();
  const startTs = input.startTs || now;
  return {
    id: entityId('ALARM', newId()),
    createdTime: now,
    tenantId: entityId('TENANT', tenantId),
    customerId: entityId('CUSTOMER', originator.customerId),
    name: input.type,
    type: input.type,
    originator: entityId(input.originator.entityType, input.originator.id),
    severity: input.severity,
    status: input.status,
    startTs,
    endTs: input.endTs || startTs,
    ackTs: input.ackTs,
    clearTs: input.clearTs,
    details: input.details,
    propagate: input.propagate,
    propagateToOwner: input.propagateToOwner,
    propagateToTenant: input.propagateToTenant,
    propagateRelationTypes: input.propagateRelationTypes,
  };
}

/**
 * ThingsBoard's merge of a save into an existing alarm: the time span widens, severity,
 * details and propagation follow the save (flags only ever switch on, relation types
 * accumulate), and status, acknowledgement and clearing stay as they are.
 */
export function mergeAlarm(existing: Alarm, input: Omit<NewAlarmInput, 'originator'>, originator: EntityFacts): Alarm {
  const startTs = input.startTs || Date.now();
  const endTs = Math.max(existing.endTs, startTs, input.endTs);
  return {
    ...existing,
    startTs: Math.min(existing.startTs, startTs),
    endTs,
    severity: input.severity,
    details: input.details,
    customerId: entityId('CUSTOMER', originator.customerId),
    propagate: existing.propagate || input.propagate,
    propagateToOwner: existing.propagateToOwner || input.propagateToOwner,
    propagateToTenant: existing.propagateToTenant || input.propagateToTenant,
    propagateRelationTypes: [...new Set([...existing.propagateRelationTypes, ...input.propagateRelationTypes])],
  };
}
