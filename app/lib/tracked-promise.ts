/** A promise React's `use` reads synchronously once it has settled (it checks `status`). */
export type TrackedPromise<Value> = Promise<Value> & { status?: 'fulfilled'; value?: Value };

/**
 * Loads once and remembers: a lazily loaded chunk that renders synchronously once it is there
 * (page views, the consent banner). A failed load (a deploy replaced the chunk) is forgotten, so
 * the next render tries again.
 */
export function trackedLoader<Value>(load: () => Promise<Value>): () => TrackedPromise<Value> {
  let current: TrackedPromise<Value> | undefined;
  return () => {
    if (!current) {
      const loading: TrackedPromise<Value> = load().then((value) => {
        loading.status = 'fulfilled';
        loading.value = value;
        return value;
      });
      loading.catch(() => (current = undefined));
      current = loading;
    }
    return current;
  };
}
