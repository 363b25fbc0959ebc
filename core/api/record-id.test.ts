import { describe, expect, it } from 'vitest';
import { recordId } from './record-id';

describe('a record id in a call', () => {
  it('takes a whole number or its digits, and nothing that only looks like one', () => {
    expect(recordId.parse(12)).toBe(12);
    expect(recordId.parse('12')).toBe(12);
    for (const bad of [true, [2], '1e3', ' 3', 0, -1, 1.5, 2_147_483_648, null, '']) {
      expect(recordId.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
