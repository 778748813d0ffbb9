import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { DAY, HOUR, MINUTE, SECOND, WEEK } from '../../core/timewindow/constants';
import { completeTimewindow, defaultTimewindow, timewindowLength } from '../../core/timewindow/defaults';
import { durationText, timewindowLabel, type Translate } from '../../core/timewindow/label';
import { aggregationIntervalBounds, timewindowChanged, timewindowControlDisabled, timewindowFormError } from '../../core/timewindow/panelModel';
import { resolveSubscriptionTimewindow, shiftTimewindow } from '../../core/timewindow/subscriptionWindow';
import { type FullTimewindow } from '../../core/timewindow/types';

const NOW = Date.UTC(2024, 4, 15, 7, 30, 15, 400); // Wednesday
const opts = { nowMs: NOW, maxDatapoints: 500, browserZone: 'UTC' };

describe('defaults (seed 001 §9)', () => {
  it('realtime last minute at 1 s, quick CURRENT_DAY; history last minute with fixed last 24 h; AVG half the max', () => {
    const tw = defaultTimewindow(NOW, 500);
    expect(tw.selectedTab).toBe(0);
    expect(tw.realtime).toEqual({ realtimeType: 0, interval: SECOND, timewindowMs: MINUTE, quickInterval: 'CURRENT_DAY' });
    expect(tw.history).toEqual({
      historyType: 0, interval: SECOND, timewindowMs: MINUTE, fixedTimewindow: { startTimeMs: NOW - DAY, endTimeMs: NOW }, quickInterval: 'CURRENT_DAY',
    });
    expect(tw.aggregation).toEqual({ type: 'AVG', limit: 250 });
    expect(defaultTimewindow(NOW, 5).aggregation.limit).toBe(4);
    expect([tw.hideInterval, tw.hideAggregation, tw.hideAggInterval, tw.hideTimezone]).toEqual([false, false, false, false]);
  });
});

describe('completing a stored time window', () => {
  it('fills the minimal dashboard window of the contract', () => {
    const tw = completeTimewindow({ realtime: { timewindowMs: 60000 } }, NOW, 500);
    expect(tw.selectedTab).toBe(0);
    expect(tw.realtime.timewindowMs).toBe(60000);
    expect(tw.aggregation.type).toBe('AVG');
  });
  it('keeps stored values and a zone, and ignores unknown enum values', () => {
    const tw = completeTimewindow({
      selectedTab: 1, hideTimezone: true, timezone: 'Europe/Kyiv',
      history: { historyType: 2, quickInterval: 'PREVIOUS_MONTH', interval: 5000 },
      aggregation: { type: 'BOGUS' as 'AVG', limit: 1000 },
    }, NOW, 500);
    expect(tw).toMatchObject({ selectedTab: 1, hideTimezone: true, timezone: 'Europe/Kyiv', aggregation: { type: 'AVG', limit: 1000 } });
    expect(tw.history).toMatchObject({ historyType: 2, quickInterval: 'PREVIOUS_MONTH', interval: 5000, timewindowMs: MINUTE });
  });
  it('reads a missing history type from what is present', () => {
    expect(completeTimewindow({ history: { timewindowMs: HOUR } }, NOW, 500).history.historyType).toBe(0);
    expect(completeTimewindow({ history: { quickInterval: 'YESTERDAY' } }, NOW, 500).history.historyType).toBe(2);
    const fixed = completeTimewindow({ history: { fixedTimewindow: { startTimeMs: 1, endTimeMs: 2 } } }, NOW, 500);
    expect(fixed.history.historyType).toBe(1);
    expect(fixed.selectedTab).toBe(1);
    expect(completeTimewindow(null, NOW, 500)).toEqual(defaultTimewindow(NOW, 500));
  });
  it('knows the window length when no clock is needed', () => {
    const tw = defaultTimewindow(NOW, 500);
    expect(timewindowLength(tw)).toBe(MINUTE);
    expect(timewindowLength({ ...tw, realtime: { ...tw.realtime, realtimeType: 1 } })).toBeNull();
    expect(timewindowLength({ ...tw, selectedTab: 1, history: { ...tw.history, historyType: 1 } })).toBe(DAY);
  });
});

const make = (patch: (tw: FullTimewindow) => void): FullTimewindow => {
  const tw = defaultTimewindow(NOW, 500);
  patch(tw);
  return tw;
};

describe('resolved subscription window (seed 001 §4)', () => {
  it('realtime last interval: now + server diff - length, aligned down to the interval', () => {
    const w = resolveSubscriptionTimewindow(defaultTimewindow(NOW, 500), { ...opts, serverTimeDiffMs: 250 });
    expect(w.startTs).toBe(Date.UTC(2024, 4, 15, 7, 29, 15));
    expect(w).toMatchObject({ endTs: null, realtimeWindowMs: MINUTE, timeWindow: MINUTE, interval: SECOND, agg: 'AVG', limit: 60, tsOffset: 0 });
  });
  it('realtime with NONE keeps the exact start, one second and the stored limit', () => {
    const w = resolveSubscriptionTimewindow(make((tw) => { tw.aggregation = { type: 'NONE', limit: 300 }; }), opts);
    expect(w).toMatchObject({ startTs: NOW - MINUTE, interval: SECOND, agg: 'NONE', limit: 300 });
  });
  it('realtime interval bounds: a 1 s interval on a day becomes window/500 in whole seconds', () => {
    const w = resolveSubscriptionTimewindow(make((tw) => { tw.realtime.timewindowMs = DAY; }), opts);
    expect(w.interval).toBe(173_000);
    expect(w.limit).toBe(Math.ceil(DAY / 173_000));
    expect(w.startTs % 173_000).toBe(0);
  });
  it('realtime quick interval starts at the zone day start and slides over a day', () => {
    const w = resolveSubscriptionTimewindow(make((tw) => {
      tw.realtime.realtimeType = 1; tw.realtime.interval = HOUR; tw.timezone = 'Europe/Kyiv';
    }), opts);
    expect(w).toMatchObject({ startTs: Date.UTC(2024, 4, 14, 21), realtimeWindowMs: DAY, quickInterval: 'CURRENT_DAY', interval: HOUR, limit: 24 });
    expect(w.tsOffset).toBe(3 * HOUR);
    expect(w.timezone).toBe('Europe/Kyiv');
  });
  it('history last interval ends now', () => {
    const w = resolveSubscriptionTimewindow(make((tw) => { tw.selectedTab = 1; tw.history.timewindowMs = HOUR; tw.history.interval = MINUTE; }), opts);
    expect(w).toMatchObject({ startTs: NOW - HOUR, endTs: NOW, realtimeWindowMs: null, timeWindow: HOUR, interval: MINUTE, limit: 60 });
  });
  it('history quick interval is the calendar period in the zone', () => {
    const w = resolveSubscriptionTimewindow(make((tw) => {
      tw.selectedTab = 1; tw.history.historyType = 2; tw.history.quickInterval = 'PREVIOUS_WEEK_ISO'; tw.history.interval = 0;
    }), opts);
    expect(w).toMatchObject({ startTs: Date.UTC(2024, 4, 6), endTs: Date.UTC(2024, 4, 13), timeWindow: WEEK });
    expect(w.interval).toBe(HOUR); // week/200 = 50.4 min -> nearest choice
    expect(w.limit).toBe(168);
  });
  it('history fixed period is used as is', () => {
    const w = resolveSubscriptionTimewindow(make((tw) => {
      tw.selectedTab = 1; tw.history.historyType = 1; tw.history.fixedTimewindow = { startTimeMs: 1_000_000, endTimeMs: 1_000_000 + 10 * MINUTE };
      tw.history.interval = 10 * MINUTE; tw.aggregation.type = 'MAX';
    }), opts);
    expect(w).toMatchObject({ startTs: 1_000_000, endTs: 1_000_000 + 10 * MINUTE, interval: 85_000, limit: 8 });
  });
});

describe('window shifting (seed 001 §4)', () => {
  const w = resolveSubscriptionTimewindow(make((tw) => { tw.selectedTab = 1; tw.history.timewindowMs = HOUR; }), opts);
  it('previous interval ends where the window starts', () => {
    expect(shiftTimewindow(w, 'previousInterval')).toEqual({ startTs: NOW - 2 * HOUR, endTs: NOW - HOUR });
  });
  it('a custom interval must be positive and finite, otherwise it is the previous interval', () => {
    expect(shiftTimewindow(w, 'customInterval', DAY)).toEqual({ startTs: NOW - HOUR - DAY, endTs: NOW - DAY });
    expect(shiftTimewindow(w, 'customInterval', -5)).toEqual(shiftTimewindow(w, 'previousInterval'));
    expect(shiftTimewindow(w, 'customInterval', Number.POSITIVE_INFINITY)).toEqual(shiftTimewindow(w, 'previousInterval'));
  });
  it('one calendar unit back', () => {
    expect(shiftTimewindow(w, 'days')).toEqual({ startTs: NOW - HOUR - DAY, endTs: NOW - DAY });
    const month = shiftTimewindow(w, 'months');
    expect(DateTime.fromMillis(month.startTs, { zone: 'UTC' }).toISO()).toBe('2024-04-15T06:30:15.400Z');
    const rt = resolveSubscriptionTimewindow(defaultTimewindow(NOW, 500), opts);
    expect(shiftTimewindow(rt, 'previousInterval').endTs).toBe(rt.startTs);
  });
});

const t: Translate = (key, options) => {
  const o = options ?? {};
  const plural = (word: string) => `${o.count} ${word}${o.count === 1 ? '' : 's'}`;
  const map: Record<string, () => string> = {
    'timewindow.days': () => plural('day'), 'timewindow.hours': () => plural('hour'),
    'timewindow.minutes': () => plural('minute'), 'timewindow.seconds': () => plural('second'),
    'timewindow.realtime': () => 'Realtime', 'timewindow.history': () => 'History', 'timewindow.last-prefix': () => 'last',
    'timewindow.period': () => `from ${o.startTime} to ${o.endTime}`, 'timewindow.quick.current-day': () => 'Current day',
  };
  return map[key]?.() ?? key;
};

describe('time window label (seed 001 §4)', () => {
  it('says the duration in its non-zero units', () => {
    expect(durationText(MINUTE, t)).toBe('1 minute');
    expect(durationText(DAY + 2 * HOUR + 30 * SECOND, t)).toBe('1 day 2 hours 30 seconds');
    expect(durationText(0, t)).toBe('0 seconds');
  });
  it('realtime last, realtime quick, history period, and the zone abbreviation', () => {
    expect(timewindowLabel(defaultTimewindow(NOW, 500), t, NOW)).toBe('Realtime - last 1 minute');
    expect(timewindowLabel(make((tw) => { tw.realtime.realtimeType = 1; }), t, NOW)).toBe('Realtime - Current day');
    expect(timewindowLabel(make((tw) => {
      tw.selectedTab = 1; tw.history.historyType = 1; tw.timezone = 'UTC';
      tw.history.fixedTimewindow = { startTimeMs: Date.UTC(2024, 0, 2, 3, 4, 5), endTimeMs: Date.UTC(2024, 0, 3, 3, 4, 5) };
    }), t, NOW)).toBe('History - from 2024-01-02 03:04:05 to 2024-01-03 03:04:05 UTC');
    expect(timewindowLabel(make((tw) => { tw.selectedTab = 1; tw.history.timewindowMs = 2 * HOUR; }), t, NOW)).toBe('History - last 2 hours');
  });
});

describe('panel form rules', () => {
  it('requires only the inputs of the selected tab and type', () => {
    expect(timewindowFormError(defaultTimewindow(NOW, 500), 500, NOW)).toBeNull();
    expect(timewindowFormError(make((tw) => { tw.realtime.timewindowMs = 0; }), 500, NOW)).toBe('timewindow.interval-required');
    expect(timewindowFormError(make((tw) => { tw.history.timewindowMs = 0; }), 500, NOW)).toBeNull();
    expect(timewindowFormError(make((tw) => { tw.selectedTab = 1; tw.history.historyType = 1; tw.history.fixedTimewindow.endTimeMs = tw.history.fixedTimewindow.startTimeMs; }), 500, NOW))
      .toBe('timewindow.period-invalid');
  });
  it('checks the NONE limit against 7 and the maximum', () => {
    expect(timewindowFormError(make((tw) => { tw.aggregation = { type: 'NONE', limit: 6 }; }), 500, NOW)).toBe('aggregation.limit-range');
    expect(timewindowFormError(make((tw) => { tw.aggregation = { type: 'NONE', limit: 501 }; }), 500, NOW)).toBe('aggregation.limit-range');
    expect(timewindowFormError(make((tw) => { tw.aggregation = { type: 'NONE', limit: 500 }; }), 500, NOW)).toBeNull();
  });
  it('derives grouping bounds from the window, a quick interval length, or a day', () => {
    expect(aggregationIntervalBounds(defaultTimewindow(NOW, 500))).toEqual({ min: SECOND, max: 8000 });
    expect(aggregationIntervalBounds(make((tw) => { tw.realtime.realtimeType = 1; }))).toEqual({ min: 173_000, max: 12_342_000 });
  });
  it('ignores the label when telling changes', () => {
    const a = defaultTimewindow(NOW, 500);
    expect(timewindowChanged(a, { ...a, displayValue: 'x' })).toBe(false);
    expect(timewindowChanged(a, { ...a, hideInterval: true })).toBe(true);
  });
});

describe('button disabled rule (seed 001 §5)', () => {
  const hidden = make((tw) => { tw.hideInterval = true; tw.hideAggregation = true; tw.hideAggInterval = true; });
  it('is disabled when told, or in view mode with interval and aggregation all hidden', () => {
    expect(timewindowControlDisabled(defaultTimewindow(NOW, 500), { isDisabled: true })).toBe(true);
    expect(timewindowControlDisabled(hidden, {})).toBe(true);
    expect(timewindowControlDisabled(hidden, { isEdit: true })).toBe(false);
    expect(timewindowControlDisabled(make((tw) => { tw.hideInterval = true; tw.hideAggregation = true; }), {})).toBe(false);
  });
});
