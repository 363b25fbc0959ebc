import { redirect } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import { addressTypes } from '../../../core/customers/address-types';
import { orderStatus } from '../../../core/order-status';
import { isPaymentNotice } from '../../../core/payments/payment-notices';
import { localizedFor, loginPathFor } from '../../lib/account-routes';
import { formId } from '../../lib/form-values';
import type { ShopRequestContext } from '../../shop-context';
import type { UnpaidOrder } from './payment-retry';
import type { CardFieldsSettings } from '../../../core/payments/mollie-components';

/**
 * What the checkout page loads (spec §2, §4): only with something in the cart (else back to the
 * cart with a notice) and for a customer or a guest with an e-mail (else the login, which offers
 * "order as guest"). Back from Mollie without the money, it offers to pay the order again.
 */
export async function loadCheckoutPage(shop: ShopRequestContext, request: Request) {
  const url = new URL(request.url);
  const unpaidOrder = await unpaidOrderOf(shop, url);
  const session = await shop.call('getSession', {});
  const backToCart = () => redirect(`${localizedFor(request, '/cart')}?notice=emptyCheckout`);
  // Spec §2: an empty cart is refused first, before anyone is asked to log in for nothing.
  if (session.basket.itemQuantity === 0 && !unpaidOrder) throw backToCart();
  if (!session.isAuthorized && !session.isGuest) {
    throw redirect(loginPathFor(request, localizedFor(request, '/checkout')));
  }
  const [checkout, billingBook, deliveryBook, countries, mollie] = await Promise.all([
    shop.call('getCheckout', {}),
    session.isAuthorized ? shop.call('getAddresses', { typeId: addressTypes.billing }) : [],
    session.isAuthorized ? shop.call('getAddresses', { typeId: addressTypes.delivery }) : [],
    shop.call('getCountries', {}),
    shop.call('getMollieSettings', {}),
  ]);
  if (checkout.cart.items.length === 0 && !unpaidOrder) throw backToCart();
  return {
    checkout,
    billingBook,
    deliveryBook,
    countries,
    countryNames: Object.fromEntries(countries.map((country) => [country.id, country.name])) as Record<number, string>,
    isGuest: !session.isAuthorized,
    // One key per rendering of the form: submitting it twice places one order.
    idempotencyKey: crypto.randomUUID(),
    unpaidOrder,
    paymentNotice: paymentNoticeOf(url),
    cardFields: cardFieldsOf(mollie),
    applePayStandIn: mollie.applePayScript,
  };
}

/** Null when the URL names no order of this visitor that waits for a Mollie payment. */
async function unpaidOrderOf(shop: ShopRequestContext, url: URL): Promise<UnpaidOrder | null> {
  const orderId = formId(url.searchParams.get('orderId'));
  const accessKey = url.searchParams.get('accessKey') ?? '';
  if (orderId === null || !accessKey) return null;
  try {
    const order = await shop.call('getOrder', { orderId, accessKey });
    if (
      order.paymentMethodKey !== 'mollie' ||
      order.paymentStatusKey !== 'unpaid' ||
      order.order.statusId !== orderStatus.waitingForPayment
    ) {
      return null;
    }
    const { providers } = await shop.call('getPaymentProviders', { orderId, accessKey });
    return {
      orderId,
      accessKey,
      paymentMethodId: order.paymentMethodId,
      totalGross: order.totals.totalGross,
      providers,
    };
  } catch (error) {
    if (isApiError(error) && error.status < 500) return null;
    throw error;
  }
}

/** The §8 payment message a return from Mollie brings (`?payment=`). */
function paymentNoticeOf(url: URL) {
  const key = url.searchParams.get('payment');
  if (!isPaymentNotice(key)) return null;
  return { key, paymentId: url.searchParams.get('mollie_payment_id') ?? '' };
}

/** Mollie Components' settings for the card fields, or null (the card is typed on Mollie's page). */
function cardFieldsOf(mollie: {
  mollieComponents: boolean;
  componentsScript: string | null;
  profileId: string | null;
  testmode: boolean;
}): CardFieldsSettings | null {
  if (!mollie.mollieComponents || !mollie.componentsScript || !mollie.profileId) return null;
  return { scriptUrl: mollie.componentsScript, profileId: mollie.profileId, testmode: mollie.testmode };
}
