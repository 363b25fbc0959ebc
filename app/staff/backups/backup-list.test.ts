import { describe, expect, it } from 'vitest';
import { readableSize } from './backup-list';

describe('a backup file size for people', () => {
  it('uses B, kB, MB and GB with the decimal sign of the language', () => {
    expect(readableSize(512, 'de')).toBe('512 B');
    expect(readableSize(101_930, 'de')).toBe('101,9 kB');
    expect(readableSize(101_930, 'en')).toBe('101.9 kB');
    expect(readableSize(24_500_000, 'de')).toBe('24,5 MB');
    expect(readableSize(3_000_000_000, 'en')).toBe('3 GB');
  });
});
