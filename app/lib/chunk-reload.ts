/**
 * Spec §8: when a code chunk fails to load (typically after a new release replaced the hashed
 * files), the page reloads to get the new ones – at most once per 10 seconds per path, so a
 * chunk that is really gone cannot cause a reload loop.
 */
export const chunkReloadGuardMs = 10_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** Decides whether to reload now, remembering the attempt in `storage` (sessionStorage in the browser). */
export function shouldReloadForChunkError(
  path: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number = Date.now(),
): boolean {
  const key = `chunk-reload:${path}`;
  const last = storage.getItem(key);
  if (last !== null && now - Number(last) < chunkReloadGuardMs) return false;
  storage.setItem(key, String(now));
  return true;
}
