import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageSearchStore, SEARCH_DEBOUNCE_MS } from '../../core/services/PageSearchStore';
import { NotificationStore } from '../../core/services/NotificationStore';

describe('PageSearchStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('publishes the search text 150 ms after the last key', () => {
    const search = new PageSearchStore();
    search.setInput('t');
    vi.advanceTimersByTime(100);
    search.setInput('th');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(search.text).toBe('');
    vi.advanceTimersByTime(1);
    expect(search.text).toBe('th');
    expect(SEARCH_DEBOUNCE_MS).toBe(150);
  });

  it('clearing drops the pending text too', () => {
    const search = new PageSearchStore();
    search.setInput('abc');
    search.clear();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(search.text).toBe('');
    expect(search.input).toBe('');
  });
});

describe('NotificationStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ignores a duplicate of the current toast, replaces it with a new one, and hides after its duration', () => {
    const notifications = new NotificationStore();
    notifications.show({ message: 'Saved', type: 'success', duration: 1000 });
    const first = notifications.current;
    notifications.show({ message: 'Saved', type: 'success', duration: 1000 });
    expect(notifications.current).toBe(first);
    notifications.show({ message: 'Failed', type: 'error' });
    expect(notifications.current?.message).toBe('Failed');
    notifications.show({ message: 'Hello', type: 'info', duration: 500 });
    vi.advanceTimersByTime(500);
    expect(notifications.current).toBeNull();
  });
});
