/**
 * A small in-process cache for read models that many shoppers ask for at once (product pages,
 * product lists). Entries are fresh for `ttlMs`; after that, for `staleMs` more, the old value is
 * still served while one background load replaces it (stale-while-revalidate), so no shopper waits
 * for a slow list query once it has been loaded. When full, the least recently used go first. It
 * holds promises, so concurrent misses for one key share one database round trip. Each process
 * has its own cache: after a change, every process shows it within the TTL (plus one refresh).
 */
interface Entry<Value> {
  at: number;
  value: Promise<Value>;
  refreshing: boolean;
}

export function createTtlCache<Value>(settings: {
  ttlMs: number;
  staleMs?: number;
  maxEntries: number;
  now?: () => number;
}) {
  const now = settings.now ?? Date.now;
  const staleMs = settings.staleMs ?? 0;
  const entries = new Map<string, Entry<Value>>();

  function store(key: string, value: Promise<Value>): Entry<Value> {
    const entry = { at: now(), value, refreshing: false };
    entries.set(key, entry);
    // A failed load is never kept.
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    while (entries.size > settings.maxEntries) entries.delete(entries.keys().next().value as string);
    return entry;
  }

  return {
    get(key: string, load: () => Promise<Value>, options: { fresh?: boolean } = {}): Promise<Value> {
      const hit = entries.get(key);
      entries.delete(key); // re-inserted below: the most recently used come last
      const age = hit ? now() - hit.at : Infinity;
      if (hit && !options.fresh && age < settings.ttlMs + staleMs) {
        entries.set(key, hit);
        if (age >= settings.ttlMs && !hit.refreshing) {
          hit.refreshing = true;
          const next = load();
          next.then(
            () => {
              if (entries.get(key) === hit) store(key, next);
            },
            () => {
              hit.refreshing = false; // try again on the next request; keep serving the old value
            },
          );
        }
        return hit.value;
      }
      return store(key, load()).value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
