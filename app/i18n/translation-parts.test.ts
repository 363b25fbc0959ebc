import { describe, expect, it } from 'vitest';
import de from '../../core/i18n/de.json';
import { mergeTranslations, translationPart, translationParts } from './translation-parts';

describe('translation parts', () => {
  it('core and the browser parts together hold every text the browser may need, and no server text', () => {
    const merged = translationPart(de, 'core');
    for (const part of Object.keys(translationParts)) {
      if (part !== 'server') mergeTranslations(merged, translationPart(de, part as 'account'));
    }
    const expected = structuredClone(de) as Record<string, unknown>;
    for (const namespace of translationParts.server) delete expected[namespace];
    expect(merged).toEqual(expected);
  });

  it('core leaves out the parts, down to a group of a shared namespace', () => {
    const core = translationPart(de, 'core') as Record<string, Record<string, unknown>>;
    expect(core.mail).toBeUndefined();
    expect(core.checkout).toBeUndefined();
    expect(core.storefrontError!.order).toBeUndefined();
    expect(core.storefrontError!.cart).toBeDefined();
    const checkout = translationPart(de, 'checkout') as Record<string, Record<string, unknown>>;
    expect(Object.keys(checkout.storefrontError!)).toEqual(['checkout', 'order', 'payment', 'coupon']);
    // Down to single texts: a code's refusals go with the checkout, "coupon removed" stays in core.
    expect(core.storefrontError!.coupon).toEqual({
      removedMinimumOrderValue: de.storefrontError.coupon.removedMinimumOrderValue,
      removedNoMatchingItem: de.storefrontError.coupon.removedNoMatchingItem,
      removed: de.storefrontError.coupon.removed,
    });
  });
});
