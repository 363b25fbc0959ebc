/**
 * A signal that something shoppers see has changed (an editor saved a page): every cache of this
 * process that holds it listens and forgets. Several processes: each one's caches expire on their
 * own (catalog cache 30 s, page cache a few seconds) until PostgreSQL notifications carry the
 * signal across processes (issue 19, scale-out).
 */
export function createChangeSignal() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(): void {
      for (const listener of listeners) listener();
    },
  };
}

export type ChangeSignal = ReturnType<typeof createChangeSignal>;
