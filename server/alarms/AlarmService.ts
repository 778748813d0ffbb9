import type { EntityEvents } from '../ruleEngine/entityEvents/EntityEvents';
import { requireReadable } from '../entities/entityAccess';
import { ApiError } from '../http/errors';
import { loadEntity } from '../http/loadEntity';
import { parsePageLink } from '../http/pageLink';
import { badField, pathUuid } from '../http/validate';
import type { SecurityUser } from '../security/SecurityUser';
import { ALARM_PAGE, isAcknowledged, isCleared, type Alarm, type AlarmStatus } from '../store/AlarmStore';
import type { Stores } from '../store/createStores';
import { factKey, isRelatableType, type EntityFacts, type RelatableType } from '../store/EntityDirectoryStore';
import type { PageData } from '../store/paging';
import { canReadAlarm, canWriteAlarm, customerScope, hasAlarms } from './alarmAccess';
import { alarmInput, alarmListQuery, statusQuery } from './alarmInput';
import type { AlarmEventBus } from './AlarmEventBus';
import type { AlarmChangeKind, AlarmInfo } from './types';
import { AlarmWriter, mergeAlarm, newAlarm } from './AlarmWriter';

/*
 * Alarms REST (contract §10, §12): save with merge into the latest uncleared alarm of
 * the same originator and type, acknowledge and clear (idempotent), delete, and the
 * per-entity and per-caller lists. Every change is announced on the alarm bus. The
 * writes themselves are AlarmWriter's, which the rule engine shares.
 */

export class AlarmService {
  private readonly writer: AlarmWriter;

  constructor(
    private readonly stores: Stores,
    private readonly bus: AlarmEventBus,
    private readonly events?: EntityEvents,
  ) {
    this.writer = new AlarmWriter(stores, bus);
  }

  private requireAlarms(user: SecurityUser): void {
    if (!hasAlarms(user)) throw ApiError.forbidden();
  }

  private async readable(user: SecurityUser, rawId: string): Promise<Alarm> {
    this.requireAlarms(user);
    return loadEntity(rawId, (id) => this.stores.alarms.findById(id), (alarm) => canReadAlarm(user, alarm), 'Alarm');
  }

  private async writable(user: SecurityUser, rawId: string): Promise<Alarm> {
    this.requireAlarms(user);
    return loadEntity(rawId, (id) => this.stores.alarms.findById(id), (alarm) => canWriteAlarm(user, alarm), 'Alarm');
  }

  /** GET /api/alarm/{id}. */
  async get(user: SecurityUser, rawId: string): Promise<Alarm> {
    return this.readable(user, rawId);
  }

  /** GET /api/alarm/info/{id}. */
  async getInfo(user: SecurityUser, rawId: string): Promise<AlarmInfo> {
    const [info] = await this.infos([await this.readable(user, rawId)], true);
    return info!;
  }

  /** POST /api/alarm: creates, merges into the open alarm of the same originator and type, or updates by id. */
  async save(user: SecurityUser, body: unknown): Promise<Alarm> {
    this.requireAlarms(user);
    if (user.isPublic) throw ApiError.forbidden();
    const input = alarmInput(body);
    if (input.id !== undefined) {
      const existing = await this.writable(user, input.id);
      const [facts] = await requireReadable(this.stores, user, [existing.originator as { entityType: RelatableType; id: string }]);
      return this.writer.store('UPDATED', mergeAlarm(existing, input, facts!), facts!);
    }
    const [facts] = await requireReadable(this.stores, user, [input.originator]);
    const latest = await this.stores.alarms.findLatest(user.tenantId, input.originator.id, input.type);
    if (latest && !isCleared(latest.status)) {
      if (!canWriteAlarm(user, latest)) throw ApiError.forbidden();
      return this.writer.store('UPDATED', mergeAlarm(latest, input, facts!), facts!);
    }
    return this.writer.store('CREATED', newAlarm(user.tenantId, input, facts!), facts!);
  }

  /** POST /api/alarm/{id}/ack: a second acknowledgement changes nothing. */
  async acknowledge(user: SecurityUser, rawId: string): Promise<void> {
    const done = await this.transition(user, rawId, 'ACKNOWLEDGED', isAcknowledged, (alarm) => ({
      ...alarm,
      status: isCleared(alarm.status) ? 'CLEARED_ACK' : 'ACTIVE_ACK',
      ackTs: Date.now(),
    }));
    if (done) this.events?.alarmAction(done, 'ALARM_ACK', user);
  }

  /** POST /api/alarm/{id}/clear: a second clear changes nothing. */
  async clear(user: SecurityUser, rawId: string): Promise<void> {
    const done = await this.transition(user, rawId, 'CLEARED', isCleared, (alarm) => ({
      ...alarm,
      status: isAcknowledged(alarm.status) ? 'CLEARED_ACK' : 'CLEARED_UNACK',
      clearTs: Date.now(),
    }));
    if (done) this.events?.alarmAction(done, 'ALARM_CLEAR', user);
  }

  /** Applies `next` to a writable alarm unless it is `done` already (then nothing is stored or announced); answers the changed alarm. */
  private async transition(user: SecurityUser, rawId: string, kind: AlarmChangeKind, done: (status: AlarmStatus) => boolean, next: (alarm: Alarm) => Alarm): Promise<Alarm | undefined> {
    const alarm = await this.writable(user, rawId);
    if (done(alarm.status)) return undefined;
    const changed = next(alarm);
    await this.writer.transition(kind, changed);
    return changed;
  }

  /** DELETE /api/alarm/{id}. */
  async delete(user: SecurityUser, rawId: string): Promise<boolean> {
    const alarm = await this.writable(user, rawId);
    const shownOn = await this.stores.alarms.findShownOn(alarm.id.id);
    await this.stores.alarms.delete(alarm.id.id);
    this.bus.emit({ kind: 'DELETED', tenantId: alarm.tenantId.id, alarm, shownOn });
    this.events?.alarmAction(alarm, 'ALARM_DELETE', user);
    return true;
  }

  /** GET /api/alarm/{entityType}/{entityId}: alarms shown on the entity, originated or propagated. */
  async listByEntity(user: SecurityUser, rawType: string, rawId: string, query: unknown): Promise<PageData<AlarmInfo>> {
    const entity = await this.readableEntity(user, rawType, rawId);
    return this.list(user, entity.id, query);
  }

  /** GET /api/alarms: every alarm the caller may see. */
  async listAll(user: SecurityUser, query: unknown): Promise<PageData<AlarmInfo>> {
    this.requireAlarms(user);
    return this.list(user, undefined, query);
  }

  /** GET /api/alarm/highestSeverity/{entityType}/{entityId}: undefined when the entity has no matching alarm. */
  async highestSeverity(user: SecurityUser, rawType: string, rawId: string, query: unknown): Promise<string | undefined> {
    const entity = await this.readableEntity(user, rawType, rawId);
    return this.stores.alarms.findHighestSeverity({
      tenantId: user.tenantId,
      customerId: customerScope(user),
      entityId: entity.id,
      statuses: statusQuery(query),
    });
  }

  private async list(user: SecurityUser, entityIdFilter: string | undefined, query: unknown): Promise<PageData<AlarmInfo>> {
    const link = parsePageLink(query, ALARM_PAGE, 'springData');
    const options = alarmListQuery(query);
    const page = await this.stores.alarms.findPage(
      { tenantId: user.tenantId, customerId: customerScope(user), entityId: entityIdFilter, statuses: options.statuses, startTime: options.startTime, endTime: options.endTime },
      link,
    );
    return { ...page, data: await this.infos(page.data, options.fetchOriginator) };
  }

  private async readableEntity(user: SecurityUser, rawType: string, rawId: string): Promise<EntityFacts> {
    this.requireAlarms(user);
    if (!isRelatableType(rawType)) throw badField(`Unsupported entity type: ${rawType}`);
    const [facts] = await requireReadable(this.stores, user, [{ entityType: rawType, id: pathUuid(rawId) }]);
    return facts!;
  }

  /** The alarms with their originators' names (null when not fetched or no longer there). */
  async infos(alarms: Alarm[], fetchOriginator: boolean): Promise<AlarmInfo[]> {
    if (!fetchOriginator) return alarms.map((alarm) => ({ ...alarm, originatorName: null }));
    const refs = alarms.flatMap((alarm) => (isRelatableType(alarm.originator.entityType) ? [{ entityType: alarm.originator.entityType, id: alarm.originator.id }] : []));
    const facts = await this.stores.entityDirectory.findFacts(refs);
    return alarms.map((alarm) => ({ ...alarm, originatorName: facts.get(factKey(alarm.originator.entityType, alarm.originator.id))?.name ?? null }));
  }
}
