import { eq } from 'drizzle-orm';
import type { MolliePayment } from '../adapters/mollie/mollie-client.server';
import type { CallContext } from '../api/context';
import { ApiError } from '../api/errors';
import { withMolliePayment } from '../sessions/checkout-state';
import { paymentProvidersForOrder } from './payment-providers.server';
import { paymentMethodById, paymentTextKey } from './payment-methods';
import { orders } from '../db/order-schema';
import { shopText } from '../i18n/shop-texts';
import type { OrderRow } from '../orders/order-access.server';
import {
  createPaymentForBasket,
  createPaymentForOrder,
  patchPaymentReturn,
  paymentReturnOf,
  type PaymentRow,
  type PaymentTokens,
} from './mollie-payments.server';
import type { PlaceOrderSnapshot } from './order-snapshot';

/**
 * Starting a Mollie payment and sending the shopper to Mollie's hosted page (docs/payments.md).
 * Each step is idempotent, so a retry after a lost answer never opens a second payment.
 */

/** Only this session may look at and retry the payments it started. */
export const rememberPayment = (ctx: CallContext, row: PaymentRow) =>
  ctx.session.update((data) => withMolliePayment(data, row.molliePaymentId));

/**
 * Another Mollie method for an unpaid order (the retry form): only one offered for the order's
 * amount and country.
 */
export async function switchToMollieMethod(ctx: CallContext, order: OrderRow, paymentId: number): Promise<OrderRow> {
  if (paymentId === order.paymentMethodId) return order;
  const offered = await paymentProvidersForOrder(ctx, order);
  const method = paymentMethodById(paymentId);
  if (!method || method.key !== 'mollie' || !offered.some((provider) => provider.id === paymentId)) {
    throw new ApiError({
      status: 409,
      key: 'checkout.paymentMethodUnavailable',
      message: 'This payment method is not available for this order.',
      cause: [{ field: 'paymentMethodId', message: 'unavailable', code: 'paymentMethodUnavailable' }],
    });
  }
  const [switched] = await ctx.services.db
    .update(orders)
    .set({
      paymentMethodId: method.id,
      paymentMethodKey: method.key,
      paymentMethodName: shopText(order.language, paymentTextKey(method, 'name')),
    })
    .where(eq(orders.id, order.id))
    .returning();
  return switched ?? order;
}

/**
 * The hosted page's address (or, for a card typed on the checkout, the bank's 3-D Secure check).
 * A payment Mollie decided at once (a card needing no check) has none: back to the return page.
 */
function checkoutAddressOf(payment: MolliePayment): string {
  const address = payment._links.checkout?.href ?? (payment.status === 'open' ? undefined : payment.redirectUrl);
  if (!address) {
    throw new ApiError({
      status: 502,
      key: 'payment.unknownProviderResponse',
      message: 'Mollie gave no checkout address for an open payment.',
    });
  }
  return address;
}

/**
 * Where the shopper goes once a payment is started: Mollie's page, after the return address is
 * made to name the payment. A payment Mollie decided at once (Apple Pay with the device's token)
 * can no longer be changed: the shopper goes straight to the return page, which applies it.
 */
async function pageAfterStart(ctx: CallContext, row: PaymentRow): Promise<string> {
  if (row.checkoutUrl === null) {
    return (await paymentReturnOf(ctx.services, row, ctx.locale)).redirectUrl;
  }
  return checkoutAddressOf(await patchPaymentReturn(ctx.services, row, ctx.locale));
}

/** Order first, and every retry: a payment for the unpaid order; answers Mollie's page address. */
export async function startOrderPayment(ctx: CallContext, order: OrderRow, tokens?: PaymentTokens): Promise<string> {
  const row = await createPaymentForOrder(ctx.services, order, tokens);
  await rememberPayment(ctx, row);
  return pageAfterStart(ctx, row);
}

/** Payment first: pay the confirmed cart; the order is placed when Mollie reports the money. */
export async function startBasketPayment(
  ctx: CallContext,
  snapshot: PlaceOrderSnapshot,
  idempotencyKey: string,
  tokens?: PaymentTokens,
): Promise<string> {
  const row = await createPaymentForBasket(ctx.services, snapshot, idempotencyKey, tokens);
  await rememberPayment(ctx, row);
  return pageAfterStart(ctx, row);
}
