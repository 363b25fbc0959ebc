import type { CallContext } from '../api/context';
import { isApiError } from '../api/errors';
import { orderToPay } from '../orders/order-access.server';
import { providerNoticeOf, type PaymentNotice } from '../payments/payment-notices';
import { startBasketPayment, startOrderPayment, switchToMollieMethod } from '../payments/start-payment.server';
import { applyCheckoutChoices, type CheckoutChoices } from './checkout-choices.server';
import { orderOfCheckout, placeCheckoutOrder, type OrderRequest } from './checkout-order.server';
import { checkoutProblem } from './checkout.server';
import type { PaymentTokens } from '../payments/mollie-payments.server';

/** The payment fields' tokens sent with the order click (only those it has). */
const tokensOf = ({ cardToken, applePayPaymentToken }: PaymentTokens): PaymentTokens => ({
  ...(cardToken ? { cardToken } : {}),
  ...(applePayPaymentToken ? { applePayPaymentToken } : {}),
});

/**
 * The checkout's submission as one operation (spec §4 checkout, §7 the payment calls): apply the
 * shopper's choices, place the order, start its payment for the configured flow, and say where the
 * shopper goes next. The page maps the form to this and the answer to a redirect.
 */

export type CheckoutNext =
  /** Choices applied; the checkout shows itself again with the new totals. */
  | { next: 'checkout' }
  /** Placed (prepayment, or nothing left to pay): the confirmation page. */
  | { next: 'confirmation'; orderId: number; accessKey: string }
  /** Off to Mollie's hosted page. */
  | { next: 'payment'; paymentUrl: string }
  /** The order stands but Mollie could not start: the checkout offers to pay it again. */
  | { next: 'paymentRetry'; orderId: number; accessKey: string; notice: PaymentNotice };

export async function submitCheckout(
  ctx: CallContext,
  input: { choices: CheckoutChoices; order?: OrderRequest & PaymentTokens & { shownTotal?: number } },
): Promise<CheckoutNext> {
  const checkout = await applyCheckoutChoices(ctx, input.choices);
  if (checkout.cartId === null || checkout.cart.items.length === 0) {
    throw checkoutProblem('emptyCart', 'The cart is empty.', undefined, 409);
  }
  if (!input.order) return { next: 'checkout' };
  // The choices sent with the order changed what it costs (a VAT id abroad, another country's
  // shipping): the shopper sees the new total before anything is ordered (§ 312j BGB).
  if (input.order.shownTotal !== undefined && input.order.shownTotal !== checkout.cart.basketAmount) {
    throw checkoutProblem('totalChanged', 'The total has changed; please check it and order again.', undefined, 409);
  }

  const payment = checkout.paymentProviders.find((provider) => provider.id === checkout.paymentMethodId);
  const paysWithMollie = payment?.key === 'mollie';
  if (paysWithMollie && ctx.services.config.MOLLIE_FLOW === 'payment-first') {
    // Payment first: the money comes before the order; Mollie's report places it.
    const snapshot = orderOfCheckout(ctx, checkout, input.order.legalConsents);
    return {
      next: 'payment',
      paymentUrl: await startBasketPayment(ctx, snapshot, input.order.idempotencyKey, tokensOf(input.order)),
    };
  }
  return nextAfterPlacing(ctx, await placeCheckoutOrder(ctx, input.order, checkout), tokensOf(input.order));
}

/**
 * Where the shopper goes once an order is placed (from the checkout or an accepted offer): to
 * Mollie while a Mollie order waits for its money (with the payment fields' token, if any),
 * else to the confirmation.
 */
export async function nextAfterPlacing(
  ctx: CallContext,
  placed: { order: { id: number }; accessKey: string; paymentMethodKey: string; paymentStatusKey: string },
  tokens?: PaymentTokens,
): Promise<CheckoutNext> {
  const confirmation = { next: 'confirmation', orderId: placed.order.id, accessKey: placed.accessKey } as const;
  if (placed.paymentMethodKey !== 'mollie' || placed.paymentStatusKey !== 'unpaid') return confirmation;
  return payOrder(ctx, confirmation, () => orderToPay(ctx, placed.order.id), tokens);
}

/** The retry of an unpaid order: with the same or another Mollie method offered for it. */
export async function payOrderAgain(
  ctx: CallContext,
  input: { orderId: number; accessKey: string; paymentId: number },
): Promise<CheckoutNext> {
  const order = await orderToPay(ctx, input.orderId, input.accessKey);
  const confirmation = { next: 'confirmation', orderId: order.id, accessKey: order.accessKey } as const;
  // Paid meanwhile (another tab): the order's page.
  if (order.paymentStatus !== 'unpaid') return confirmation;
  return payOrder(ctx, confirmation, () => switchToMollieMethod(ctx, order, input.paymentId));
}

async function payOrder(
  ctx: CallContext,
  placed: { orderId: number; accessKey: string },
  orderToStart: () => ReturnType<typeof orderToPay>,
  tokens?: PaymentTokens,
): Promise<CheckoutNext> {
  try {
    return { next: 'payment', paymentUrl: await startOrderPayment(ctx, await orderToStart(), tokens) };
  } catch (error) {
    // A method refused for this order is the shopper's to fix; anything else is Mollie's.
    if (!isApiError(error) || error.key === 'checkout.paymentMethodUnavailable') throw error;
    if (error.key === 'payment.alreadyPaid') return { next: 'confirmation', ...placed };
    // `placed` is the confirmation step: its `next` must not win over the retry.
    return {
      orderId: placed.orderId,
      accessKey: placed.accessKey,
      next: 'paymentRetry',
      notice: providerNoticeOf(error),
    };
  }
}
