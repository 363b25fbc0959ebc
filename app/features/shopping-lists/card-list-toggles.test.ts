import { describe, expect, it } from 'vitest';
import { parseCardToggle } from './card-list-toggles';

describe('a product card’s toggle value', () => {
  it('names the list, what to do and the variation', () => {
    expect(parseCardToggle('wishlist:add:123')).toEqual({ list: 'wishlist', intent: 'add', variationId: 123 });
    expect(parseCardToggle('comparison:remove:9')).toEqual({ list: 'comparison', intent: 'remove', variationId: 9 });
  });

  it('is nothing for anything else: other lists, zero, huge or signed numbers, control characters, no string', () => {
    for (const value of [
      'basket:add:1',
      'wishlist:toggle:1',
      'wishlist:add:0',
      'wishlist:add:-1',
      'wishlist:add:12345678901',
      'wishlist:add:1e3',
      'wishlist:add:1\n',
      'wishlist:add:\u00001',
      '',
      null,
      42,
    ]) {
      expect(parseCardToggle(value), JSON.stringify(value)).toBeNull();
    }
  });
});
