import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';

/** Every leaf key of a translation tree, dotted ("header.search.label"). */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [childPath, childValue] of leaves(value, path)) result.set(childPath, childValue);
    } else {
      result.set(path, value);
    }
  }
  return result;
}

describe('translations', () => {
  const german = leaves(de);
  const english = leaves(en);

  it('de.json and en.json have identical key trees', () => {
    expect([...english.keys()].sort()).toEqual([...german.keys()].sort());
  });

  it('has no empty or non-text values', () => {
    for (const [file, values] of [
      ['de.json', german],
      ['en.json', english],
    ] as const) {
      for (const [key, value] of values) {
        expect(typeof value, `${file} ${key}`).toBe('string');
        expect((value as string).trim(), `${file} ${key}`).not.toBe('');
      }
    }
  });

  it('uses the same interpolation placeholders in both languages', () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    for (const [key, value] of german) {
      expect(placeholders(english.get(key)), key).toEqual(placeholders(value));
    }
  });

  it('has a storefrontError translation for every error key of the transport', async () => {
    const { transportErrorKeys } = await import('../api/errors');
    for (const key of transportErrorKeys) {
      expect(german.has(`storefrontError.${key}`), key).toBe(true);
    }
  });

  it('has a message for every coupon answer (spec §8 Coupon)', async () => {
    const { couponMessageKeys } = await import('../coupons/coupon-rules');
    for (const key of couponMessageKeys) {
      expect(german.has(`storefrontError.coupon.${key}`), key).toBe(true);
      expect(english.has(`storefrontError.coupon.${key}`), key).toBe(true);
    }
  });
});
