import { pageMeta } from '../lib/page-meta';
import { useEffect, useRef } from 'react';
import { data, Form, redirect, redirectDocument, useNavigation, useSubmit } from 'react-router';
import { ApiError, isApiError } from '../../core/api/errors';
import { FormAlert } from '../components/form-field';
import { LocalizedLink } from '../components/localized-link';
import { CartSummary } from '../features/cart/cart-summary';
import { AddressFields, addressFormFields, type AddressValues } from '../features/account/address-fields';
import { addressCallInput } from '../features/account/address-call-input';
import { AddressLines } from '../features/checkout/address-lines';
import { checkoutFields, idField, legalConsents, type CheckoutFields } from '../features/checkout/checkout-form';
import { providerNoticeOf, startBasketPayment, startOrderPayment } from '../features/checkout/mollie-payment-start';
import { formatMoney } from '../../core/i18n/format';
import { useLocale } from '../i18n/use-locale';
import type { TranslationKey } from '../../core/i18n/translator';
import { useTranslation } from '../i18n/use-translation';
import { localizedFor } from '../lib/account-routes';
import { typedValues } from '../lib/form-result';
import { shopEvents } from '../lib/shop-events';
import { shopContext, type ShopRequestContext } from '../shop-context';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('checkout.title'),
  robots: 'noindex, nofollow',
}));

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * /checkout (spec §2, §4): only with something in the cart (else back to the cart with a notice)
 * and for a customer or a guest with an e-mail (else the login, which offers "order as guest").
 */
async function requireCheckout(shop: ShopRequestContext, request: Request, options: { allowEmpty?: boolean } = {}) {
  const session = await shop.call('getSession', {});
  const backToCart = () => redirect(`${localizedFor(request, '/cart')}?notice=emptyCheckout`);
  // Spec §2: an empty cart is refused first, before anyone is asked to log in for nothing.
  if (session.basket.itemQuantity === 0 && !options.allowEmpty) throw backToCart();
  if (!session.isAuthorized && !session.isGuest) {
    throw redirect(
      `${localizedFor(request, '/login')}?redirect=${encodeURIComponent(localizedFor(request, '/checkout'))}`,
    );
  }
  const checkout = await shop.call('getCheckout', {});
  if (checkout.cart.items.length === 0 && !options.allowEmpty) throw backToCart();
  return { session, checkout };
}

/**
 * Back from Mollie without the money (order first): the order is kept and waits for its payment,
 * so the checkout offers to pay it again. Null when the URL names no such order.
 */
async function unpaidOrderOf(shop: ShopRequestContext, url: URL) {
  const orderId = Number(url.searchParams.get('orderId'));
  const accessKey = url.searchParams.get('accessKey') ?? '';
  if (!Number.isInteger(orderId) || orderId <= 0 || !accessKey) return null;
  try {
    const order = await shop.call('getOrder', { orderId, accessKey });
    if (order.paymentMethodKey !== 'mollie' || order.paymentStatusKey !== 'unpaid' || order.order.statusId !== 3) {
      return null;
    }
    const { providers } = await shop.call('getPaymentProviders', { orderId, accessKey });
    return { orderId, accessKey, paymentMethodId: order.paymentMethodId, totals: order.totals, providers };
  } catch (error) {
    if (isApiError(error) && error.status < 500) return null;
    throw error;
  }
}

/** The §8 payment messages a return from Mollie may bring (`?payment=`). */
const paymentNotices = [
  'notPaid',
  'failed',
  'canceled',
  'expired',
  'notFound',
  'providerUnavailable',
  'unknownProviderResponse',
  'orderAfterPaymentFailed',
] as const;

function paymentNoticeOf(url: URL) {
  const key = url.searchParams.get('payment') as (typeof paymentNotices)[number] | null;
  if (!key || !paymentNotices.includes(key)) return null;
  return { key, paymentId: url.searchParams.get('mollie_payment_id') ?? '' };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const url = new URL(request.url);
  const unpaidOrder = await unpaidOrderOf(shop, url);
  const { session, checkout } = await requireCheckout(shop, request, { allowEmpty: unpaidOrder !== null });
  const [billingBook, deliveryBook, countries] = await Promise.all([
    session.isAuthorized ? shop.call('getAddresses', { typeId: 1 }) : [],
    session.isAuthorized ? shop.call('getAddresses', { typeId: 2 }) : [],
    shop.call('getCountries', {}),
  ]);
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
  };
}

export type CheckoutActionResult = {
  ok: false;
  fieldErrors: Record<string, string>;
  formError: { key: string; values: Record<string, string | number> } | null;
  values: CheckoutFields;
  /** The guest's address as typed. */
  address: AddressValues;
  /** The guest's separate delivery address as typed (fields named with deliveryPrefix). */
  delivery: AddressValues;
  separateDelivery: boolean;
};

/** Names of the guest's delivery address fields (the billing address has the plain names). */
const deliveryPrefix = 'delivery-';

/**
 * Saves a guest's delivery address. Its refusals name the prefixed fields, so each message shows
 * at the delivery form's field and not at the billing form's field of the same name.
 */
async function saveGuestDeliveryAddress(shop: ShopRequestContext, typed: AddressValues, addressId: number | null) {
  try {
    return (await shop.call('doSaveAddress', addressCallInput(typed, 2, addressId))).id;
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

/** The choices of the form, applied one after the other (each call checks its own choice). */
async function applyChoices(shop: ShopRequestContext, values: CheckoutFields) {
  const billing = idField(values.billingAddressId);
  if (billing !== null) await shop.call('setCheckoutAddress', { typeId: 1, addressId: billing });
  await shop.call('setCheckoutAddress', { typeId: 2, addressId: idField(values.deliveryAddressId) ?? 0 });
  const shipping = idField(values.shippingProfileId);
  if (shipping !== null) await shop.call('setShippingProvider', { shippingId: shipping });
  const payment = idField(values.paymentMethodId);
  if (payment !== null) await shop.call('setPaymentProvider', { paymentId: payment });
  await shop.call('doAdditionalInformation', {
    orderContactWish: values.orderContactWish,
    orderCustomerSign: values.orderCustomerSign,
    shippingPrivacyHintAccepted: values.shippingPrivacyHintAccepted === '1',
  });
}

/** Which field a refusal belongs to, so its message shows there. */
const fieldOfError: Record<string, string> = {
  'checkout.shippingMethodUnavailable': 'shippingProfileId',
  'checkout.noShippingMethods': 'shippingProfileId',
  'checkout.paymentMethodUnavailable': 'paymentMethodId',
  'checkout.billingAddressRequired': 'billingAddressId',
  'address.notFound': 'billingAddressId',
};

/** Pays an order that waits for its money again (the retry form of an unpaid order). */
async function payOrderAgain(shop: ShopRequestContext, request: Request, form: FormData) {
  const fields = typedValues(form, ['orderId', 'accessKey', 'paymentMethodId']);
  const orderId = idField(fields.orderId);
  const paymentId = idField(fields.paymentMethodId);
  const back = `${localizedFor(request, '/checkout')}?${new URLSearchParams({ orderId: fields.orderId, accessKey: fields.accessKey })}`;
  if (orderId === null || paymentId === null) return redirect(back, 303);
  try {
    return redirectDocument(await startOrderPayment(shop, { orderId, accessKey: fields.accessKey, paymentId }), 303);
  } catch (error) {
    if (!isApiError(error)) throw error;
    // Paid meanwhile (another tab), or Mollie unreachable: the order's page or the message.
    if (error.key === 'payment.alreadyPaid') {
      return redirect(localizedFor(request, `/confirmation/${orderId}/${fields.accessKey}`), 303);
    }
    const notice = providerNoticeOf(error);
    return redirect(`${back}&payment=${notice}`, 303);
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'payOrder') return payOrderAgain(shop, request, form);
  await requireCheckout(shop, request);
  const values = typedValues(form, [...checkoutFields]);
  const address = typedValues(form, [...addressFormFields]);
  const delivery = Object.fromEntries(
    addressFormFields.map((name) => [name, String(form.get(`${deliveryPrefix}${name}`) ?? '').slice(0, 1000)]),
  ) as AddressValues;
  try {
    // A guest types the billing address here; it is kept when they save it or order.
    if (form.has('firstName') && (intent === 'saveAddress' || intent === 'order')) {
      const saved = await shop.call('doSaveAddress', addressCallInput(address, 1, idField(values.billingAddressId)));
      values.billingAddressId = String(saved.id);
      // A separate delivery address, or (box unticked) delivery to the billing address.
      values.deliveryAddressId =
        form.get('separateDelivery') === '1'
          ? String(await saveGuestDeliveryAddress(shop, delivery, idField(values.deliveryAddressId)))
          : '';
    }
    await applyChoices(shop, values);
    if (intent !== 'order') return null;
    const legalConsents = {
      terms: values.terms === '1',
      cancellationRights: values.cancellationRights === '1',
      privacy: values.privacy === '1',
    };
    const { selected, providers } = await shop.call('getPaymentProviders', {});
    const paysWithMollie = providers.some((provider) => provider.id === selected && provider.key === 'mollie');
    if (paysWithMollie && (await shop.call('getMollieSettings', {})).preventOrderCreation) {
      return redirectDocument(
        await startBasketPayment(shop, { idempotencyKey: values.idempotencyKey, legalConsents }),
        303,
      );
    }
    const placed = await shop.call('doPlaceOrder', { idempotencyKey: values.idempotencyKey, legalConsents });
    const confirmation = localizedFor(request, `/confirmation/${placed.order.id}/${placed.accessKey}`);
    if (!paysWithMollie || placed.paymentStatusKey !== 'unpaid') return redirect(confirmation, 303);
    try {
      return redirectDocument(await startOrderPayment(shop, { orderId: placed.order.id }), 303);
    } catch (error) {
      if (!isApiError(error)) throw error;
      // The order stands; Mollie could not start: the checkout offers to pay it again.
      const notice = providerNoticeOf(error);
      const retry = new URLSearchParams({
        orderId: String(placed.order.id),
        accessKey: placed.accessKey,
        payment: notice,
      });
      return redirect(`${localizedFor(request, '/checkout')}?${retry}`, 303);
    }
  } catch (error) {
    // A refusal from Mollie is shown like any refusal; other server faults are the error page.
    if (!isApiError(error) || (error.status >= 500 && !error.key.startsWith('payment.'))) throw error;
    const fieldErrors: Record<string, string> = {};
    for (const cause of error.causes) {
      const field = cause.field.replace(/^legalConsents\./, '');
      // Address fields carry their own message keys (the shared address schema).
      fieldErrors[field] ??= /^errorMessages\./.test(cause.message) ? cause.message : `storefrontError.${error.key}`;
    }
    const field = fieldOfError[error.key];
    if (field) fieldErrors[field] ??= `storefrontError.${error.key}`;
    const result: CheckoutActionResult = {
      ok: false,
      fieldErrors,
      formError: Object.keys(fieldErrors).length > 0 ? null : { key: error.key, values: error.values },
      values,
      address,
      delivery,
      separateDelivery: form.get('separateDelivery') === '1',
    };
    return data(result, error.status);
  }
}

/** A saved address as the address form's values (a new one starts in Germany). */
function addressValuesOf(address: Route.ComponentProps['loaderData']['checkout']['billingAddress']): AddressValues {
  if (!address) return { countryId: '1' };
  return Object.fromEntries(
    addressFormFields.map((name) => {
      const value = address[name as keyof typeof address];
      return [name, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

/**
 * A guest's billing address: the form (filled with what was saved or typed) and a button to
 * save it; the order button saves it too. The saved address's id rides along, so saving again
 * changes it instead of adding another.
 */
function GuestBillingAddress({
  address,
  countries,
  typed,
  errors,
  busy,
}: {
  address: Route.ComponentProps['loaderData']['checkout']['billingAddress'];
  countries: Route.ComponentProps['loaderData']['countries'];
  typed?: AddressValues;
  errors: Record<string, string>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const saved = addressValuesOf(address);
  return (
    <div className="space-y-4">
      {address ? <input type="hidden" name="billingAddressId" value={address.id} /> : null}
      <AddressFields countries={countries} values={typed ?? saved} errors={errors} withPrimary={false} />
      <button type="submit" name="intent" value="saveAddress" className="button-secondary" disabled={busy}>
        {t('checkout.saveAddress')}
      </button>
    </div>
  );
}

/**
 * A guest's delivery address: "same as billing" unless the box is ticked, which shows a second
 * address form (a CSS sibling rule, so it also opens without JavaScript).
 */
function GuestDeliveryAddress({
  address,
  countries,
  typed,
  errors,
}: {
  address: Route.ComponentProps['loaderData']['checkout']['deliveryAddress'];
  countries: Route.ComponentProps['loaderData']['countries'];
  typed?: { values: AddressValues; separate: boolean };
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const saved = addressValuesOf(address);
  // The box is the only input of this fieldset that can be checked (selected options also
  // match :checked, hence input:checked): ticking it opens the form.
  return (
    <fieldset className={`group ${sectionClass}`}>
      <legend className={legendClass}>{t('checkout.deliveryAddress')}</legend>
      {address ? <input type="hidden" name="deliveryAddressId" value={address.id} /> : null}
      <label className="flex gap-3">
        <input
          type="checkbox"
          name="separateDelivery"
          value="1"
          defaultChecked={typed ? typed.separate : address !== null}
          className="mt-1"
        />
        {t('checkout.separateDelivery')}
      </label>
      <div className="mt-4 hidden group-has-[input:checked]:block">
        <AddressFields
          countries={countries}
          values={typed?.separate ? typed.values : saved}
          errors={errors}
          withPrimary={false}
          namePrefix={deliveryPrefix}
          autoCompleteSection="shipping"
        />
      </div>
    </fieldset>
  );
}

/** One address of a book as a choice of the checkout (a radio button labelled by the address). */
function AddressChoice({
  name,
  address,
  countryName,
  checked,
  invalid = false,
  onChange,
}: {
  name: 'billingAddressId' | 'deliveryAddressId';
  address: Parameters<typeof AddressLines>[0]['address'] & { id: number };
  countryName?: string;
  checked: boolean;
  invalid?: boolean;
  onChange: () => void;
}) {
  return (
    <li>
      <label className="flex gap-3">
        <input
          type="radio"
          name={name}
          value={address.id}
          defaultChecked={checked}
          onChange={onChange}
          data-invalid={invalid ? true : undefined}
          className="mt-1"
        />
        <AddressLines address={address} countryName={countryName} />
      </label>
    </li>
  );
}

/** A fieldset's error, named by the fieldset's aria-describedby. */
function FieldsetError({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation();
  return error ? (
    <p id={id} className="mt-2 text-sm font-medium text-red-800">
      {t(error as TranslationKey)}
    </p>
  ) : null;
}

const sectionClass = 'rounded-lg border border-slate-300 p-5';
const legendClass = 'px-1 text-lg font-semibold';

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { checkout, billingBook, deliveryBook, countries, countryNames, isGuest, idempotencyKey, unpaidOrder } =
    loaderData;
  const { cart } = checkout;
  const money = (cents: number) => formatMoney(cents, cart.currency, locale);
  const failure = actionData && !actionData.ok ? actionData : null;
  const errors = failure?.fieldErrors ?? {};
  const typed = failure?.values;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);

  // Spec: entering the checkout emits begin-checkout (once per visit of the page).
  useEffect(() => {
    shopEvents.emit('frontend:beginCheckout', { basketAmount: cart.basketAmount, currency: cart.currency });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // After a refusal the first field with an error gets focus (and so scrolls into view).
  useEffect(() => {
    if (!failure) return;
    const target =
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]') ??
      formRef.current?.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
    target?.scrollIntoView({ block: 'center' });
  }, [failure]);

  // With JavaScript a changed choice is applied at once (totals follow); without, the
  // "apply" button does the same.
  const applyNow = () => {
    if (!formRef.current) return;
    const form = new FormData(formRef.current);
    form.set('intent', 'update');
    void submit(form, { method: 'post', preventScrollReset: true });
  };

  const billingId = typed ? idField(typed.billingAddressId) : (checkout.billingAddress?.id ?? null);
  const deliveryId = typed ? idField(typed.deliveryAddressId) : (checkout.deliveryAddress?.id ?? null);
  const paymentId = typed ? idField(typed.paymentMethodId) : checkout.paymentMethodId;
  const checked = (name: (typeof legalConsents)[number]) => typed?.[name] === '1';
  const consentLinks: Record<(typeof legalConsents)[number], string> = {
    terms: '/terms-and-conditions',
    cancellationRights: '/cancellation-rights',
    privacy: '/privacy-policy',
  };

  return (
    <>
      {loaderData.paymentNotice ? <PaymentNotice notice={loaderData.paymentNotice} /> : null}
      {checkout.notices.map((notice) => (
        <div key={notice} className="mb-6">
          <FormAlert>{t(`storefrontError.checkout.${notice}`)}</FormAlert>
        </div>
      ))}
      {unpaidOrder ? <UnpaidOrderPayment order={unpaidOrder} money={money} busy={busy} /> : null}
      {cart.items.length === 0 ? null : (
        <Form method="post" ref={formRef} noValidate className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <div className="space-y-6">
            {failure?.formError ? (
              <div tabIndex={-1} role="alert">
                <FormAlert>
                  {t(`storefrontError.${failure.formError.key}` as TranslationKey, failure.formError.values)}
                </FormAlert>
              </div>
            ) : null}

            <section aria-labelledby="checkout-email" className={sectionClass}>
              <h2 id="checkout-email" className="text-lg font-semibold">
                {t('checkout.email')}
              </h2>
              <p className="mt-2">{t('checkout.emailNote', { email: checkout.email ?? '' })}</p>
            </section>

            <fieldset className={sectionClass} aria-describedby={errors.billingAddressId ? 'billing-error' : undefined}>
              <legend className={legendClass}>{t('checkout.billingAddress')}</legend>
              {isGuest ? (
                <GuestBillingAddress
                  address={checkout.billingAddress}
                  countries={countries}
                  typed={failure?.address}
                  errors={errors}
                  busy={busy}
                />
              ) : billingBook.length === 0 ? (
                <p>{t('checkout.noBillingAddress')}</p>
              ) : (
                <ul className="space-y-3">
                  {billingBook.map((address) => (
                    <AddressChoice
                      key={address.id}
                      name="billingAddressId"
                      address={address}
                      countryName={countryNames[address.countryId]}
                      checked={address.id === billingId}
                      invalid={Boolean(errors.billingAddressId)}
                      onChange={applyNow}
                    />
                  ))}
                </ul>
              )}
              <FieldsetError id="billing-error" error={errors.billingAddressId} />
              {isGuest ? null : (
                <LocalizedLink
                  to="/my-account/billing-details?edit=new"
                  className="mt-3 inline-block underline underline-offset-2"
                >
                  {t('checkout.manageAddresses')}
                </LocalizedLink>
              )}
            </fieldset>

            {isGuest ? (
              <GuestDeliveryAddress
                address={checkout.deliveryAddress}
                countries={countries}
                typed={failure ? { values: failure.delivery, separate: failure.separateDelivery } : undefined}
                errors={errors}
              />
            ) : (
              <fieldset className={sectionClass}>
                <legend className={legendClass}>{t('checkout.deliveryAddress')}</legend>
                <ul className="space-y-3">
                  <li>
                    <label className="flex gap-3">
                      <input
                        type="radio"
                        name="deliveryAddressId"
                        value="0"
                        defaultChecked={deliveryId === null}
                        onChange={applyNow}
                      />
                      {t('checkout.sameAsBilling')}
                    </label>
                  </li>
                  {deliveryBook.map((address) => (
                    <AddressChoice
                      key={address.id}
                      name="deliveryAddressId"
                      address={address}
                      countryName={countryNames[address.countryId]}
                      checked={address.id === deliveryId}
                      onChange={applyNow}
                    />
                  ))}
                </ul>
              </fieldset>
            )}

            <fieldset
              className={sectionClass}
              aria-describedby={errors.shippingProfileId ? 'shipping-error' : undefined}
            >
              <legend className={legendClass}>{t('checkout.shippingMethod')}</legend>
              {checkout.shippingProviders.length === 0 ? (
                <p>{t('storefrontError.checkout.noShippingMethods')}</p>
              ) : (
                <ul className="space-y-2">
                  {checkout.shippingProviders.map((provider) => (
                    <li key={provider.shippingProfileId}>
                      <label className="flex gap-3">
                        <input
                          type="radio"
                          name="shippingProfileId"
                          value={provider.shippingProfileId}
                          defaultChecked={provider.shippingProfileId === checkout.shippingProfileId}
                          onChange={applyNow}
                          data-invalid={errors.shippingProfileId ? true : undefined}
                        />
                        <span>
                          {provider.parcelServicePresetName} –{' '}
                          {provider.shippingAmount === 0 ? t('cart.freeShipping') : money(provider.shippingAmount)}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
              <FieldsetError id="shipping-error" error={errors.shippingProfileId} />
            </fieldset>

            <fieldset className={sectionClass} aria-describedby={errors.paymentMethodId ? 'payment-error' : undefined}>
              <legend className={legendClass}>{t('checkout.paymentMethod')}</legend>
              <ul className="space-y-3">
                {checkout.paymentProviders.map((provider) => (
                  <li key={provider.id}>
                    <label className="flex gap-3 font-medium">
                      <input
                        type="radio"
                        name="paymentMethodId"
                        value={provider.id}
                        defaultChecked={provider.id === paymentId}
                        onChange={applyNow}
                        data-invalid={errors.paymentMethodId ? true : undefined}
                        aria-describedby={`payment-${provider.id}-description`}
                        className="mt-1"
                      />
                      {provider.name}
                    </label>
                    <p id={`payment-${provider.id}-description`} className="ml-7 text-sm text-slate-700">
                      {provider.description}
                    </p>
                  </li>
                ))}
              </ul>
              <FieldsetError id="payment-error" error={errors.paymentMethodId} />
              {checkout.simulatedPayments ? (
                <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                  {t('checkout.simulatedPayments')}
                </p>
              ) : null}
            </fieldset>

            <fieldset className={`${sectionClass} space-y-4`}>
              <legend className={legendClass}>{t('checkout.additionalInformation')}</legend>
              <div>
                <label htmlFor="orderContactWish" className="font-medium">
                  {t('checkout.contactWish')} <span className="font-normal text-slate-700">{t('form.optional')}</span>
                </label>
                <textarea
                  id="orderContactWish"
                  name="orderContactWish"
                  maxLength={500}
                  rows={3}
                  defaultValue={typed?.orderContactWish ?? checkout.additionalInformation.orderContactWish}
                  className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
                />
              </div>
              <div>
                <label htmlFor="orderCustomerSign" className="font-medium">
                  {t('checkout.customerSign')} <span className="font-normal text-slate-700">{t('form.optional')}</span>
                </label>
                <input
                  id="orderCustomerSign"
                  name="orderCustomerSign"
                  maxLength={100}
                  defaultValue={typed?.orderCustomerSign ?? checkout.additionalInformation.orderCustomerSign}
                  className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
                />
              </div>
              <label className="flex gap-3">
                <input
                  type="checkbox"
                  name="shippingPrivacyHintAccepted"
                  value="1"
                  defaultChecked={
                    typed
                      ? typed.shippingPrivacyHintAccepted === '1'
                      : checkout.additionalInformation.shippingPrivacyHintAccepted
                  }
                  className="mt-1"
                />
                <span>{t('checkout.shippingPrivacy')}</span>
              </label>
            </fieldset>

            <noscript>
              <button type="submit" name="intent" value="update" className="button-secondary">
                {t('checkout.apply')}
              </button>
            </noscript>
          </div>

          <div className="space-y-6">
            <CartSummary cart={cart} money={money} />
            <fieldset className="space-y-3">
              <legend className="mb-2 font-semibold">{t('checkout.consents')}</legend>
              {legalConsents.map((name) => (
                <div key={name}>
                  <label className="flex gap-3">
                    <input
                      type="checkbox"
                      name={name}
                      value="1"
                      required
                      defaultChecked={checked(name)}
                      aria-invalid={errors[name] ? true : undefined}
                      aria-describedby={errors[name] ? `${name}-error` : undefined}
                      className="mt-1"
                    />
                    <span>{t(`checkout.consent.${name}`)}</span>
                  </label>
                  <LocalizedLink
                    to={consentLinks[name]}
                    target="_blank"
                    className="ml-7 text-sm underline underline-offset-2"
                  >
                    {t(`checkout.consentLink.${name}`)}
                  </LocalizedLink>
                  <FieldsetError id={`${name}-error`} error={errors[name]} />
                </div>
              ))}
            </fieldset>
            <button type="submit" name="intent" value="order" className="button-primary w-full" disabled={busy}>
              {t('checkout.placeOrder')}
            </button>
          </div>
        </Form>
      )}
    </>
  );
}

/** A §8 payment message after coming back from Mollie; focused so screen readers announce it. */
function PaymentNotice({ notice }: { notice: { key: string; paymentId: string } }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="mb-6">
      <FormAlert>
        {t(`storefrontError.payment.${notice.key}` as TranslationKey, { paymentId: notice.paymentId })}
      </FormAlert>
    </div>
  );
}

/** The retry of an order that waits for its payment: choose a Mollie method and pay again. */
function UnpaidOrderPayment({
  order,
  money,
  busy,
}: {
  order: NonNullable<Route.ComponentProps['loaderData']['unpaidOrder']>;
  money: (cents: number) => string;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="unpaid-order" className={`${sectionClass} mb-8 space-y-4`}>
      <h2 id="unpaid-order" className="text-lg font-semibold">
        {t('checkout.paymentRetry.title', { orderId: order.orderId })}
      </h2>
      <p>{t('checkout.paymentRetry.text')}</p>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="orderId" value={order.orderId} />
        <input type="hidden" name="accessKey" value={order.accessKey} />
        <fieldset>
          <legend className="font-medium">{t('checkout.paymentMethod')}</legend>
          <ul className="mt-2 space-y-2">
            {order.providers.map((provider) => (
              <li key={provider.id}>
                <label className="flex gap-3">
                  <input
                    type="radio"
                    name="paymentMethodId"
                    value={provider.id}
                    defaultChecked={provider.id === order.paymentMethodId}
                    className="mt-1"
                  />
                  {provider.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <p className="font-semibold">
          {t('cart.total')}: {money(order.totals.totalGross)}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" name="intent" value="payOrder" className="button-primary" disabled={busy}>
            {t('checkout.payNow')}
          </button>
          <LocalizedLink
            to={`/confirmation/${order.orderId}/${order.accessKey}`}
            className="underline underline-offset-2"
          >
            {t('checkout.paymentRetry.showOrder')}
          </LocalizedLink>
        </div>
      </Form>
    </section>
  );
}
