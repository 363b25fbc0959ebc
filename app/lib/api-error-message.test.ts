import { describe, expect, it } from 'vitest';
import de from '../../core/i18n/de.json';
import en from '../../core/i18n/en.json';
import { createTranslator } from '../../core/i18n/translator';
import { createNotificationStore } from './notification-store';
import { apiErrorMessage, cartEventMessage, showApiError } from './api-error-message';

const german = createTranslator('de', de);
const english = createTranslator('en', en);

describe('messages with amounts', () => {
  it('shows amounts in cents as money of the page language', () => {
    const error = { key: 'coupon.minimumOrderValueNotReached', message: '', values: { minimumCents: 3000 } };
    expect(apiErrorMessage(german, error)).toBe('Dieser Gutschein gilt ab einem Bestellwert von 30,00\u00a0€.');
    expect(apiErrorMessage(english, error)).toBe('This coupon needs a minimum order value of €30.00.');
  });
});

describe('cartEventMessage', () => {
  it('explains why a coupon left the cart', () => {
    const event = { type: 'coupon.removed', reason: 'minimumOrderValueNotReached', minimumCents: 3000 };
    expect(cartEventMessage(german, event)).toEqual({
      type: 'warning',
      message:
        'Der Mindestbestellwert von 30,00\u00a0€ für Ihren Gutschein ist nicht mehr erreicht. Wir haben den Gutschein entfernt.',
    });
    expect(cartEventMessage(english, { type: 'coupon.removed', reason: 'expired' })?.message).toBe(
      'Your coupon is no longer valid and has been removed from the cart.',
    );
  });

  it('tells about removed items and overselling, and ignores events only code needs', () => {
    expect(cartEventMessage(german, { type: 'cart.itemsRemoved', count: 1 })?.type).toBe('warning');
    expect(cartEventMessage(german, { type: 'cart.oversell', variationId: 1 })?.type).toBe('neutral');
    expect(cartEventMessage(german, { type: 'AfterBasketChanged' })).toBeNull();
  });

  it('says when a quantity was set to the stock or to the maximum, as warnings', () => {
    expect(cartEventMessage(german, { type: 'cart.quantityCappedAtStock', quantity: 4 })).toEqual({
      type: 'warning',
      message: 'Mehr haben wir davon nicht auf Lager: Die Menge ist jetzt 4 Stück.',
    });
    expect(cartEventMessage(english, { type: 'cart.reachedMaximumQuantity', maximum: 100 })).toEqual({
      type: 'warning',
      message: 'You can order at most 100 of this item.',
    });
  });
});

describe('showApiError', () => {
  it('shows the quantity limit as a warning and other refusals as errors', () => {
    const store = createNotificationStore();
    showApiError(german, { key: 'cart.reachedMaximumQuantity', message: '', values: { maximum: 100 } }, store);
    showApiError(german, { key: 'cart.notEnoughStock', message: '' }, store);
    const sent = store.getSnapshot();
    expect(sent.map((notification) => notification.type).sort()).toEqual(['negative', 'warning']);
    expect(sent.find((notification) => notification.type === 'warning')!.message).toBe(
      'Von diesem Artikel können Sie höchstens 100 Stück bestellen.',
    );
  });
});
