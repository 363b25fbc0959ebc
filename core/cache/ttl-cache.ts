/**
 * A small in-process cache for read models that many shoppers ask for at once (product pages,
 * product lists). Entries live `ttlMs`; when it is full the least recently used go first. It holds
 * promises, so concurrent misses for one key share one database round trip. Each process has its
 * own cache: after a change, every process shows it within the TTL.
 */
export function createTtlCache<Value>(settings: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = settings.now ?? Date.now;
  const entries = new Map<string, { at: number; value: Promise<Value> }>();
  return {
    get(key: string, load: () => Promise<Value>, options: { fresh?: boolean } = {}): Promise<Value> {
      const hit = entries.get(key);
      entries.delete(key); // re-inserted below: the most recently used come last
      if (hit && !options.fresh && now() - hit.at < settings.ttlMs) {
        entries.set(key, hit);
        return hit.value;
      }
      const value = load();
      entries.set(key, { at: now(), value });
      // A failed load is never kept.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > settings.maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
