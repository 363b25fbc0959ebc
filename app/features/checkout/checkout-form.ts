import { addressFormFields, type AddressValues } from '../account/address-fields';
import { formId, typedValues } from '../../lib/form-values';

/**
 * The checkout page's one form: every choice (addresses, shipping, payment, additional info) and
 * the legal consents. "update" applies the choices (and recalculates); "saveAddress" keeps a
 * guest's typed address; "order" applies everything and places the order.
 */
export const checkoutFields = [
  'billingAddressId',
  'deliveryAddressId',
  'shippingProfileId',
  'paymentMethodId',
  'orderContactWish',
  'orderCustomerSign',
  'shippingPrivacyHintAccepted',
  // DHL preferred delivery (issue 22): shown when the delivery can have it.
  'preferredDeliveryShown',
  'preferredDay',
  'deliveryWish',
  'dropOffPlace',
  'neighbourName',
  'neighbourAddress',
  // The parcel-station finder: the search, the station chosen and the post number.
  'stationPostalCode',
  'stationCity',
  'parcelStationId',
  'postNumber',
  'terms',
  'cancellationRights',
  'privacy',
  'idempotencyKey',
  // The total the page showed: an order whose choices change it is shown again first.
  'shownTotal',
] as const;

export type CheckoutFields = Record<(typeof checkoutFields)[number], string>;

/** Names of the guest's delivery address fields (the billing address has the plain names). */
export const deliveryPrefix = 'delivery-';

/** The posted checkout form, as typed (so a refusal can show it again). */
export interface CheckoutForm {
  intent: string;
  values: CheckoutFields;
  /** A guest's billing address as typed; null when the form had none (a customer's). */
  address: AddressValues | null;
  /** A guest's separate delivery address as typed; null for "same as billing". */
  delivery: AddressValues | null;
  /** The payment fields' tokens (card-fields.tsx, apple-pay.ts); kept apart from the values, never shown again. */
  cardToken: string;
  applePayPaymentToken: string;
}

export function readCheckoutForm(form: FormData): CheckoutForm {
  const delivery = Object.fromEntries(
    addressFormFields.map((name) => [name, String(form.get(`${deliveryPrefix}${name}`) ?? '').slice(0, 1000)]),
  ) as AddressValues;
  return {
    intent: String(form.get('intent') ?? ''),
    values: typedValues(form, [...checkoutFields]),
    address: form.has('firstName') ? typedValues(form, [...addressFormFields]) : null,
    delivery: form.get('separateDelivery') === '1' ? delivery : null,
    cardToken: String(form.get('cardToken') ?? '')
      .trim()
      .slice(0, 1000),
    applePayPaymentToken: String(form.get('applePayPaymentToken') ?? '')
      .trim()
      .slice(0, 20_000),
  };
}

/** The form's choices as doSubmitCheckout takes them (a choice left empty stays as it was). */
export function choicesOf(values: CheckoutFields) {
  const billing = formId(values.billingAddressId);
  const shipping = formId(values.shippingProfileId);
  const payment = formId(values.paymentMethodId);
  return {
    ...(billing === null ? {} : { billingAddressId: billing }),
    // No delivery address chosen: delivery to the billing address.
    deliveryAddressId: formId(values.deliveryAddressId) ?? 0,
    ...(shipping === null ? {} : { shippingProfileId: shipping }),
    ...(payment === null ? {} : { paymentMethodId: payment }),
    orderContactWish: values.orderContactWish,
    orderCustomerSign: values.orderCustomerSign,
    shippingPrivacyHintAccepted: values.shippingPrivacyHintAccepted === '1',
    ...(values.preferredDeliveryShown === '1' ? { preferredDelivery: preferredDeliveryOf(values) } : {}),
  };
}

/** The wishes as typed: a day (or none), and the drop-off place or the neighbour the radio chose. */
function preferredDeliveryOf(values: CheckoutFields) {
  return {
    ...(values.preferredDay ? { day: values.preferredDay } : {}),
    ...(values.deliveryWish === 'place' ? { dropOffPlace: values.dropOffPlace } : {}),
    ...(values.deliveryWish === 'neighbour'
      ? { neighbour: { name: values.neighbourName, address: values.neighbourAddress } }
      : {}),
  };
}

/** The finder's search as getParcelStations takes it. */
export const stationSearchOf = (values: CheckoutFields) => ({
  postalCode: values.stationPostalCode.trim(),
  city: values.stationCity.trim(),
});
