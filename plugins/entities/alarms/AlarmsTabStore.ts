import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { type Disposable, type EntityId, type HttpService } from '@tessera/sdk';
import {
  completeTimewindow, DAY, EntityTableStore, type FullTimewindow, RealtimeWindowType,
  resolveSubscriptionTimewindow, TimewindowType,
} from '@tessera/ui';
import { type AlarmAction, applyAlarmAction, fetchAlarmPage, isAllowed } from './alarmApi';
import { type AlarmSeverity } from './severity';
import { type AlarmFilter, type AlarmInfo, type AlarmSearchStatus } from './types';

/** No aggregation: the window only bounds the alarms' created time. */
const WINDOW_LIMIT = 1000;

/** ThingsBoard's alarm table default: realtime, the last day. */
export const defaultAlarmTimewindow = (nowMs: number): FullTimewindow => completeTimewindow({
  selectedTab: TimewindowType.REALTIME,
  realtime: { realtimeType: RealtimeWindowType.LAST_INTERVAL, timewindowMs: DAY },
  aggregation: { type: 'NONE', limit: WINDOW_LIMIT },
}, nowMs, WINDOW_LIMIT);

export interface AlarmsTabDeps {
  http: HttpService;
  entityId: EntityId;
  /** The clock a realtime window slides with. */
  now?: () => number;
}

/**
 * The alarms of one entity: the entity table store (server paging, sorting, text search,
 * selection, stale answers dropped) fed by the status, severity and time window filters,
 * plus acknowledging and clearing. A realtime window is resolved again on every read.
 */
export class AlarmsTabStore implements Disposable {
  searchStatus: AlarmSearchStatus = 'ANY';
  /** Empty means every severity. */
  severities: readonly AlarmSeverity[] = [];
  timewindow: FullTimewindow;
  /** Added to times shown, for a window in another time zone than the browser's. */
  tsOffset = 0;
  /** A periodic refresh is reading: the tab shows no progress for it. */
  background = false;
  readonly table: EntityTableStore<AlarmInfo>;
  private readonly now: () => number;

  constructor(private readonly deps: AlarmsTabDeps) {
    this.now = deps.now ?? Date.now;
    this.timewindow = defaultAlarmTimewindow(this.now());
    this.table = new EntityTableStore<AlarmInfo>({
      fetchPage: (link) => fetchAlarmPage(deps.http, deps.entityId, link, this.filter()),
      idOf: (alarm) => alarm.id.id,
      defaultSort: { property: 'createdTime', direction: 'DESC' },
    });
    makeObservable(this, {
      searchStatus: observable, severities: observableRef, timewindow: observableRef, tsOffset: observable, background: observable,
      setSearchStatus: action, setSeverities: action, setTimewindow: action,
    });
  }

  /** The filter of the next read: the window resolved against the clock now. */
  filter(): AlarmFilter {
    const window = resolveSubscriptionTimewindow(this.timewindow, { nowMs: this.now(), maxDatapoints: WINDOW_LIMIT });
    runInAction(() => { this.tsOffset = window.tsOffset; });
    return { searchStatus: this.searchStatus, severities: this.severities, startTime: window.startTs, endTime: window.endTs };
  }

  setSearchStatus(status: AlarmSearchStatus): void {
    this.searchStatus = status;
    this.table.setPage(0);
  }

  setSeverities(severities: readonly AlarmSeverity[]): void {
    this.severities = severities;
    this.table.setPage(0);
  }

  setTimewindow(timewindow: FullTimewindow): void {
    this.timewindow = timewindow;
    this.table.setPage(0);
  }

  /** The periodic refresh: reads the page again, quietly, unless a read is under way. */
  async refresh(): Promise<void> {
    if (this.table.loading) return;
    runInAction(() => { this.background = true; });
    try {
      await this.table.load();
    } finally {
      runInAction(() => { this.background = false; });
    }
  }

  /**
   * Acknowledges or clears the alarms that allow it, one by one; stops at the first failure
   * (the HTTP service shows it), then reads the page again either way.
   */
  async apply(kind: AlarmAction, alarms: readonly AlarmInfo[]): Promise<void> {
    try {
      for (const alarm of alarms.filter((a) => isAllowed(kind, a))) {
        await applyAlarmAction(this.deps.http, kind, alarm);
        runInAction(() => this.table.selected.delete(alarm.id.id));
      }
    } finally {
      await this.table.load();
    }
  }

  dispose(): void {
    this.table.dispose();
  }
}
