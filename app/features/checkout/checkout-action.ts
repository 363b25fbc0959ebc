import { data, redirect } from 'react-router';
import { ApiError, isApiError } from '../../../core/api/errors';
import { localizedFor, loginPathFor } from '../../lib/account-routes';
import { errorStatus, formFailure, type FormFailure } from '../../lib/form-result';
import { formId, typedValues } from '../../lib/form-values';
import { throwRefusalPage } from '../../lib/refusal-page';
import type { ShopRequestContext } from '../../shop-context';
import type { AddressValues } from '../account/address-fields';
import { addressCallInput } from '../account/address-call-input';
import { legalConsentsOf } from './legal-consents';
import { pageAfterOrderStep } from './checkout-next';
import type { Calls } from '../../../core/call-registry.server';
import type { CallOutput } from '../../../core/api/registry';
import { choicesOf, deliveryPrefix, readCheckoutForm, stationSearchOf, type CheckoutFields } from './checkout-form';

/**
 * The checkout page's action: the form becomes one doSubmitCheckout call (a guest's typed
 * addresses are saved first), and its answer a page to go to. Refusals come back as the form's
 * failure, with every field as typed.
 */

export interface CheckoutFailure extends FormFailure<CheckoutFields> {
  address: AddressValues | null;
  delivery: AddressValues | null;
  /** The finder's results, kept when choosing a station was refused (a missing post number). */
  stations?: StationSearchResult;
}

/** The parcel-station finder's answer, shown under its search (issue 22). */
export type StationSearchResult = CallOutput<Calls['getParcelStations']>;
/** A finder button's answer: the search's stations, and everything as typed (a guest's addresses too). */
export type StationSearchAnswer = {
  ok: true;
  stations?: StationSearchResult;
  values: CheckoutFields;
  address: AddressValues | null;
  delivery: AddressValues | null;
};

/** Refusals of the checkout that belong to a field although the call names none. */
const fieldOfKey: Record<string, string> = {
  'checkout.shippingMethodUnavailable': 'shippingProfileId',
  'checkout.noShippingMethods': 'shippingProfileId',
  'checkout.paymentMethodUnavailable': 'paymentMethodId',
  'checkout.billingAddressRequired': 'billingAddressId',
  'address.notFound': 'billingAddressId',
  'delivery.notAvailable': 'preferredDay',
  'checkout.preferredDayUnavailable': 'preferredDay',
  'checkout.parcelStationUnavailable': 'stationPostalCode',
  'parcelFinder.noResults': 'stationPostalCode',
  'parcelFinder.noValidServices': 'stationPostalCode',
  'parcelFinder.unavailable': 'stationPostalCode',
  'parcelFinder.postNumberRequired': 'postNumber',
};

/** The wishes' and the finder's fields as the calls name them (the last part of the path). */
const formFieldOf: Record<string, string> = {
  day: 'preferredDay',
  name: 'neighbourName',
  address: 'neighbourAddress',
  postalCode: 'stationPostalCode',
  city: 'stationCity',
  locationId: 'parcelStationId',
};

export async function checkoutAction(shop: ShopRequestContext, request: Request) {
  const form = await request.formData();
  if (String(form.get('intent')) === 'payOrder') return payOrderAgain(shop, request, form);
  const submission = readCheckoutForm(form);
  const { values } = submission;
  try {
    if (submission.address && (submission.intent === 'saveAddress' || submission.intent === 'order')) {
      await saveGuestAddresses(shop, submission.address, submission.delivery, values);
    }
    const next = await shop.call('doSubmitCheckout', {
      choices: choicesOf(values),
      ...(submission.intent === 'order'
        ? {
            order: {
              idempotencyKey: values.idempotencyKey,
              legalConsents: legalConsentsOf(values),
              ...(/^\d{1,10}$/.test(values.shownTotal) ? { shownTotal: Number(values.shownTotal) } : {}),
              ...(submission.cardToken ? { cardToken: submission.cardToken } : {}),
              ...(submission.applePayPaymentToken ? { applePayPaymentToken: submission.applePayPaymentToken } : {}),
            },
          }
        : {}),
    });
    if (finderIntents.includes(submission.intent)) {
      const stations = await parcelStationIntent(shop, submission.intent, values);
      const answer: StationSearchAnswer = {
        ok: true,
        stations,
        values,
        address: submission.address,
        delivery: submission.delivery,
      };
      return answer;
    }
    return pageAfterOrderStep(request, next);
  } catch (error) {
    throwRefusalPage(error, { login: loginPathFor(request, localizedFor(request, '/checkout')) });
    if (isApiError(error) && error.key === 'checkout.emptyCart') {
      throw redirect(`${localizedFor(request, '/cart')}?notice=emptyCheckout`);
    }
    // A refusal from Mollie (payment first) is shown like any refusal.
    const failure = formFailure(error, values, {
      fieldOfKey,
      showsFault: (key) => key.startsWith('payment.') || key === 'parcelFinder.unavailable',
    });
    failure.fieldErrors = Object.fromEntries(
      Object.entries(failure.fieldErrors).map(([field, message]) => [formFieldOf[field] ?? field, message]),
    );
    // A token the call refused has no field on the page: the shopper types the card again.
    if (failure.fieldErrors.cardToken || failure.fieldErrors.applePayPaymentToken) {
      const key = failure.fieldErrors.cardToken ? 'payment.cardRejected' : 'payment.applePayRejected';
      failure.formError ??= { key, values: {} };
    }
    const result: CheckoutFailure = { ...failure, address: submission.address, delivery: submission.delivery };
    // A refused choice of a station keeps the list it was chosen from.
    if (submission.intent === 'chooseStation') {
      result.stations = await shop.call('getParcelStations', stationSearchOf(values)).catch(() => undefined);
    }
    return data(result, errorStatus(error));
  }
}

/**
 * The finder's buttons (the choices were applied first, so nothing typed is lost): search, deliver
 * to the chosen station, or back to the delivery address.
 */
const finderIntents = ['findStations', 'chooseStation', 'removeStation'];

async function parcelStationIntent(
  shop: ShopRequestContext,
  intent: string,
  values: CheckoutFields,
): Promise<StationSearchResult | undefined> {
  if (intent === 'findStations') return shop.call('getParcelStations', stationSearchOf(values));
  if (intent === 'chooseStation') {
    await shop.call('setParcelStation', { locationId: values.parcelStationId, postNumber: values.postNumber });
  } else {
    await shop.call('setParcelStation', {});
  }
  return undefined;
}

/**
 * A guest types the billing address (and maybe a separate delivery address) on the checkout;
 * they are kept in the session's address book. The delivery address's refusals name the prefixed
 * fields, so each message shows at the delivery form's field, not the billing form's.
 */
async function saveGuestAddresses(
  shop: ShopRequestContext,
  address: AddressValues,
  delivery: AddressValues | null,
  values: CheckoutFields,
) {
  const saved = await shop.call('doSaveAddress', addressCallInput(address, 1, formId(values.billingAddressId)));
  values.billingAddressId = String(saved.id);
  if (!delivery) {
    values.deliveryAddressId = '';
    return;
  }
  try {
    const savedDelivery = await shop.call(
      'doSaveAddress',
      addressCallInput(delivery, 2, formId(values.deliveryAddressId)),
    );
    values.deliveryAddressId = String(savedDelivery.id);
  } catch (error) {
    if (!isApiError(error)) throw error;
    throw new ApiError({
      status: error.status,
      key: error.key,
      message: error.message,
      values: error.values,
      cause: error.causes.map((cause) => ({ ...cause, field: `${deliveryPrefix}${cause.field}` })),
    });
  }
}

/** Pays an order that waits for its money again (the retry form of an unpaid order). */
async function payOrderAgain(shop: ShopRequestContext, request: Request, form: FormData) {
  const fields = typedValues(form, ['orderId', 'accessKey', 'paymentMethodId']);
  const orderId = formId(fields.orderId);
  const paymentId = formId(fields.paymentMethodId);
  const back = `${localizedFor(request, '/checkout')}?${new URLSearchParams({ orderId: fields.orderId, accessKey: fields.accessKey })}`;
  if (orderId === null || paymentId === null || !fields.accessKey) return redirect(back, 303);
  try {
    return pageAfterOrderStep(
      request,
      await shop.call('doPayOrderAgain', { orderId, accessKey: fields.accessKey, paymentId }),
    );
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return redirect(back, 303);
  }
}
