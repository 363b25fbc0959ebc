import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStore } from './notification-store';

describe('notification store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps at most five notifications and drops the oldest', () => {
    const store = createNotificationStore();
    for (let i = 1; i <= 7; i++) store.send({ type: 'negative', message: `Fehler ${i}` });
    expect(store.getSnapshot().map((n) => n.message)).toEqual([
      'Fehler 3',
      'Fehler 4',
      'Fehler 5',
      'Fehler 6',
      'Fehler 7',
    ]);
  });

  it('dismisses positive notifications after 5 seconds', () => {
    const store = createNotificationStore();
    store.send({ type: 'positive', message: 'Gespeichert' });
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('honours a given timeout and persistent notifications', () => {
    const store = createNotificationStore();
    store.send({ type: 'neutral', message: 'kurz', dismissTimeout: 1000 });
    store.send({ type: 'warning', message: 'bleibt', persist: true });
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot().map((n) => n.message)).toEqual(['bleibt']);
  });

  it('never dismisses negative notifications by itself', () => {
    const store = createNotificationStore();
    const notification = store.send({ type: 'negative', message: 'Zahlung fehlgeschlagen', dismissTimeout: 10 });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    notification.dismiss();
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('tells subscribers about changes', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.send({ type: 'secondary', message: 'Info' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
