import { ApiError } from '../../../core/api/errors';
import type { ShopRequestContext } from '../../shop-context';

/**
 * Starting a Mollie payment from a page action, in the peer's order of calls (spec §7). Each
 * call is idempotent, so a retry after a lost answer never opens a second payment. The answer is
 * the hosted checkout address the shopper is sent to.
 */

/** Order first, and every retry for an unpaid order: create, attach, name our records, go. */
export async function startOrderPayment(
  shop: ShopRequestContext,
  order: { orderId: number; accessKey?: string; paymentId?: number },
): Promise<string> {
  const created = await shop.call('doCreateMolliePaymentFromOrder', {
    orderId: order.orderId,
    options: { accessKey: order.accessKey, paymentId: order.paymentId },
  });
  await shop.call('doAttachMolliePaymentToOrder', { orderId: order.orderId, molliePaymentId: created.id });
  return checkoutAddressOf(await shop.call('doPatchMolliePayment', { molliePaymentId: created.id }));
}

/** Payment first: pay the confirmed cart; the order is placed when Mollie reports the money. */
export async function startBasketPayment(
  shop: ShopRequestContext,
  options: {
    idempotencyKey: string;
    legalConsents: { terms: boolean; cancellationRights: boolean; privacy: boolean };
  },
): Promise<string> {
  const created = await shop.call('doCreateMolliePaymentFromBasket', { options });
  await shop.call('doCreatePlentyPaymentFromMolliePayment', { paymentId: created.id });
  return checkoutAddressOf(await shop.call('doPatchMolliePayment', { molliePaymentId: created.id }));
}

function checkoutAddressOf(payment: { checkoutUrl: string | null }): string {
  // An open payment always has one; without it Mollie answered something we do not understand.
  if (!payment.checkoutUrl) {
    throw new ApiError({
      status: 502,
      key: 'payment.unknownProviderResponse',
      message: 'Mollie gave no checkout address for an open payment.',
    });
  }
  return payment.checkoutUrl;
}

/** The checkout's §8 notice (`?payment=`) for a payment that could not be started or asked about. */
export function providerNoticeOf(error: ApiError): 'providerUnavailable' | 'unknownProviderResponse' {
  return error.key === 'payment.providerUnavailable' ? 'providerUnavailable' : 'unknownProviderResponse';
}
