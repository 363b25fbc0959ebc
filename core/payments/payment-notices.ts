import { isApiError } from '../api/errors';

/**
 * The §8 payment messages the checkout shows after a trip to Mollie, or when a payment could not
 * be started (`?payment=<notice>`; texts under storefrontError.payment.*).
 */
export const paymentNotices = [
  'notPaid',
  'failed',
  'canceled',
  'expired',
  'notFound',
  'providerUnavailable',
  'unknownProviderResponse',
  'orderAfterPaymentFailed',
  'orderPaymentUnderWay',
  'cardRejected',
  'applePayRejected',
] as const;
export type PaymentNotice = (typeof paymentNotices)[number];

export const isPaymentNotice = (value: string | null): value is PaymentNotice =>
  value !== null && (paymentNotices as readonly string[]).includes(value);

/** The notice for a payment that could not be started or asked about. */
export function providerNoticeOf(
  error: unknown,
): 'providerUnavailable' | 'unknownProviderResponse' | 'orderPaymentUnderWay' | 'cardRejected' | 'applePayRejected' {
  if (isApiError(error) && error.key === 'payment.orderPaymentUnderWay') return 'orderPaymentUnderWay';
  if (isApiError(error) && error.key === 'payment.cardRejected') return 'cardRejected';
  if (isApiError(error) && error.key === 'payment.applePayRejected') return 'applePayRejected';
  return isApiError(error) && error.key === 'payment.providerUnavailable'
    ? 'providerUnavailable'
    : 'unknownProviderResponse';
}
