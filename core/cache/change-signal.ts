/**
 * A signal that something shoppers see has changed (an editor saved a page): every cache of this
 * process that holds it listens and forgets. Other processes hear of it through PostgreSQL
 * (content-change-channel.server.ts), which fires this signal in each of them.
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
