import { useRef } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { formatMoney } from '../../core/i18n/format';
import type { TranslationKey } from '../../core/i18n/translator';
import { FormAlert } from '../components/form-field';
import { CartSummary } from '../features/cart/cart-summary';
import { VatNotice } from '../features/checkout/vat-notice';
import { CardFields } from '../features/checkout/card-fields';
import { ApplePayAlert, useCheckoutPaymentFields } from '../features/checkout/payment-fields';
import { useBeginCheckoutEvent, useFocusFirstError } from '../features/checkout/checkout-page-effects';
import { checkoutAction, type CheckoutFailure } from '../features/checkout/checkout-action';
import { BillingAddressSection, DeliveryAddressSection } from '../features/checkout/checkout-addresses';
import {
  AdditionalInformation,
  LegalConsents,
  PaymentMethods,
  ShippingMethods,
} from '../features/checkout/checkout-choices';
import { loadCheckoutPage } from '../features/checkout/checkout-loader';
import { ParcelStationFinder, PreferredDeliveryFields } from '../features/checkout/delivery-options';
import { sectionClass } from '../features/checkout/checkout-section';
import { PaymentNotice, UnpaidOrderPayment } from '../features/checkout/payment-retry';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { translationRoute } from '../i18n/translation-route';
import { formId } from '../lib/form-values';
import { pageMeta } from '../lib/page-meta';
import { shopContext } from '../shop-context';
import type { Route } from './+types/checkout';

export { shouldRevalidate } from '../features/checkout/checkout-revalidation';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('checkout.title'),
  robots: 'noindex, nofollow',
}));

/** /checkout (spec §2, §4): what it loads and who may see it, in checkout-loader.ts. */
export const loader = ({ context, request }: Route.LoaderArgs) => loadCheckoutPage(context.get(shopContext), request);

/** The form becomes one doSubmitCheckout call (checkout-action.ts). */
export const action = ({ context, request }: Route.ActionArgs) => checkoutAction(context.get(shopContext), request);

export type { CheckoutFailure };

/** Texts beyond the layout's the checkout needs: DHL preferred delivery and the finder (ADR 0011). */
const translations = translationRoute(['delivery', 'vat']);
export const handle = translations.handle;
export const clientMiddleware = translations.clientMiddleware;

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { checkout, isGuest, idempotencyKey, unpaidOrder } = loaderData;
  const { cart } = checkout;
  const money = (cents: number) => formatMoney(cents, cart.currency, locale);
  const failure = actionData && !actionData.ok ? actionData : null;
  const stationAnswer = actionData && actionData.ok ? actionData : null;
  // What a guest typed into the address forms, after a refusal or a finder button.
  const typedDelivery = failure ?? stationAnswer;
  const errors = failure?.fieldErrors ?? {};
  const typed = failure?.values;
  const busy = useNavigation().state !== 'idle';
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);

  useBeginCheckoutEvent(cart);
  useFocusFirstError(formRef, failure);
  const chosenPaymentId = typed ? formId(typed.paymentMethodId) : checkout.paymentMethodId;
  const { cardFields, applePayStandIn } = loaderData;
  const payment = useCheckoutPaymentFields({ checkout, chosenPaymentId, locale, cardFields, applePayStandIn });

  // With JavaScript a changed choice is applied at once (totals follow); without, the
  // "apply" button does the same.
  const applyNow = () => {
    if (!formRef.current) return;
    const form = new FormData(formRef.current);
    form.set('intent', 'update');
    void submit(form, { method: 'post', preventScrollReset: true });
  };
  const addressProps = { isGuest, countries: loaderData.countries, countryNames: loaderData.countryNames, errors };

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
        <Form
          method="post"
          ref={formRef}
          onSubmit={payment.onSubmit}
          noValidate
          className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
        >
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <input type="hidden" name="shownTotal" value={cart.basketAmount} />
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
              <p className="mt-2 wrap-anywhere">{t('checkout.emailNote', { email: checkout.email ?? '' })}</p>
            </section>

            <BillingAddressSection
              {...addressProps}
              saved={checkout.billingAddress}
              book={loaderData.billingBook}
              chosenId={typed ? formId(typed.billingAddressId) : (checkout.billingAddress?.id ?? null)}
              typed={failure?.address ?? stationAnswer?.address ?? undefined}
              busy={busy}
              onChange={applyNow}
            />
            <VatNotice vat={checkout.vat} />
            <DeliveryAddressSection
              {...addressProps}
              saved={checkout.deliveryAddress}
              book={loaderData.deliveryBook}
              chosenId={typed ? formId(typed.deliveryAddressId) : (checkout.deliveryAddress?.id ?? null)}
              typed={
                typedDelivery
                  ? { values: typedDelivery.delivery ?? {}, separate: typedDelivery.delivery !== null }
                  : undefined
              }
              onChange={applyNow}
            />
            <ShippingMethods checkout={checkout} error={errors.shippingProfileId} money={money} onChange={applyNow} />
            {checkout.delivery.preferredDeliveryOffered ? (
              <PreferredDeliveryFields
                delivery={checkout.delivery}
                typed={typed}
                errors={errors}
                money={money}
                onChange={applyNow}
              />
            ) : null}
            {checkout.delivery.parcelStationsOffered ? (
              <ParcelStationFinder
                delivery={checkout.delivery}
                stations={stationAnswer?.stations ?? failure?.stations}
                typed={typed ?? stationAnswer?.values}
                errors={errors}
              />
            ) : null}
            <PaymentMethods
              checkout={{ ...checkout, paymentProviders: payment.providers }}
              chosenId={chosenPaymentId}
              error={errors.paymentMethodId}
              onChange={applyNow}
            />
            <CardFields {...payment.card} />
            <ApplePayAlert error={payment.applePay.error} />
            <AdditionalInformation checkout={checkout} typed={typed} />

            <noscript>
              <button type="submit" name="intent" value="update" className="button-secondary">
                {t('checkout.apply')}
              </button>
            </noscript>
          </div>

          <div className="space-y-6">
            <CartSummary cart={cart} money={money} />
            <LegalConsents typed={typed} errors={errors} />
            <button
              type="submit"
              name="intent"
              value="order"
              className="button-primary w-full"
              disabled={busy || payment.busy}
            >
              {t('checkout.placeOrder')}
            </button>
          </div>
        </Form>
      )}
    </>
  );
}
