import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReloadForChunkError } from './chunk-reload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('chunk load failures', () => {
  it('recognises the browsers’ messages for a missing module chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/home-abc.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once per 10 seconds per path', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError('/en', storage, 1_000)).toBe(true);
    expect(shouldReloadForChunkError('/en', storage, 5_000)).toBe(false);
    expect(shouldReloadForChunkError('/shipping', storage, 5_000)).toBe(true);
    expect(shouldReloadForChunkError('/en', storage, 11_001)).toBe(true);
  });
});
