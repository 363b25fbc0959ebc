import { pageMeta } from '../lib/page-meta';
import { translationRoute } from '../i18n/translation-route';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { LocalizedLink } from '../components/localized-link';
import { EmptyListState, PageErrorAlert } from '../components/page-notices';
import { cartAction, type CartActionResult } from '../features/cart/cart-action';
import { cartPageData, cartPageShouldRevalidate } from '../features/cart/cart-page-data';
import { useShownCart } from '../features/cart/use-shown-cart';
import { CartLines } from '../features/cart/cart-lines';
import { CartSummary } from '../features/cart/cart-summary';
import { CouponForm } from '../features/cart/coupon-form';
import { ShippingCountryForm } from '../features/cart/shipping-country-form';
import { formatMoney } from '../../core/i18n/format';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { apiErrorMessage, cartEventMessage, warningErrorKeys, type CartEvent } from '../lib/api-error-message';
import { emitBackendEvents, shopEvents } from '../lib/shop-events';
import { cartLineItem, commercePayload } from '../features/analytics/commerce-payload';
import type { CartLine } from '../../core/cart/cart-view.server';
import { formMessage } from '../lib/form-result';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('cart.title'),
  robots: 'noindex, follow',
}));

/** Texts beyond core this page needs (ADR 0011). */
const translations = translationRoute(['checkout']);
export const handle = translations.handle;
export const clientMiddleware = translations.clientMiddleware;

/** The cart is personal: never kept by a shared cache (DESIGN §5). */
export const loader = ({ context, request }: Route.LoaderArgs) => cartPageData(context, request);

/** One action for every cart change (cart-action.ts); its answer is the cart the page shows next. */
export const action = ({ context, request }: Route.ActionArgs) => cartAction(context, request);

export const shouldRevalidate = cartPageShouldRevalidate;

/** The code the shopper typed before a refusal, to keep it in the field. */
function typedCouponCode(result: CartActionResult | undefined): string | undefined {
  return result && !result.ok ? result.values.couponCode : undefined;
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const { countries } = loaderData;
  const cart = useShownCart(loaderData.cart, actionData);
  const shippingCountry = countries.find((country) => country.id === cart.shippingCountryId);
  const money = (cents: number) => formatMoney(cents, cart.currency, locale);
  const busy = navigation.state !== 'idle';
  const couponIntent = actionData?.intent === 'coupon' || actionData?.intent === 'removeCoupon';
  const refusal = actionData && !actionData.ok ? formMessage(actionData) : null;
  const failure = refusal ? apiErrorMessage(i18n, { ...refusal, message: '' }) : null;
  // Spec §8: the quantity limit is a warning among the notices, not an error.
  const limitWarning = refusal !== null && warningErrorKeys.includes(refusal.key);
  // The line a remove is under way for, taken while the cart still shows it (for the event).
  const removing = useRef<CartLine | null>(null);
  useEffect(() => {
    const form = navigation.formData;
    if (form?.get('intent') !== 'delete') return;
    removing.current = cart.items.find((line) => line.id === Number(form.get('cartItemId'))) ?? null;
    // Read when a remove is sent; the cart it refers to is the one shown then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigation.formData]);
  useEffect(() => {
    if (!actionData?.ok) return;
    if (actionData.intent === 'delete') {
      const removed = removing.current ? [cartLineItem(removing.current)] : [];
      shopEvents.emit('frontend:removeFromCart', commercePayload(cart.currency, removed));
    }
    emitBackendEvents(actionData.events);
    // Only a new answer counts, not a cart read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actionData]);
  // Notices of what happened on the way: from this page's last change and from reading the cart.
  const notices = [...(actionData?.ok ? actionData.events : []), ...(cart.apiEvents as CartEvent[])]
    .map((event) => cartEventMessage(i18n, event))
    .filter((notice) => notice !== null);
  if (limitWarning && failure) notices.push({ type: 'warning', message: failure });
  if (loaderData.emptyCheckout && cart.items.length === 0)
    notices.push({ type: 'neutral', message: t('checkout.emptyCartNotice') });

  return (
    <>
      <h1 className="mb-6 text-3xl font-semibold">{t('cart.title')}</h1>
      {failure && !couponIntent && !limitWarning ? <PageErrorAlert>{failure}</PageErrorAlert> : null}
      <div role="status">
        {notices.map((notice) => (
          <p key={notice.message} className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
            {notice.message}
          </p>
        ))}
      </div>
      {cart.items.length === 0 ? (
        <EmptyListState message={t('cart.empty')}>
          <LocalizedLink to="/" className="button-secondary">
            {t('cart.home')}
          </LocalizedLink>
        </EmptyListState>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <CartLines cart={cart} busy={busy} money={money} />
          <CartSummary cart={cart} money={money} shippingCountryName={shippingCountry?.name}>
            <LocalizedLink to="/checkout" className="button-primary mt-4 block w-full text-center">
              {t('checkout.toCheckout')}
            </LocalizedLink>
            <ShippingCountryForm
              countries={countries}
              shippingCountryId={cart.shippingCountryId}
              shipsToCountry={cart.shipsToCountry}
              busy={busy}
            />
            <CouponForm
              appliedCode={cart.couponCode}
              busy={busy}
              error={couponIntent && failure ? failure : undefined}
              typedCode={typedCouponCode(actionData)}
              notice={
                couponIntent && actionData?.ok
                  ? t(actionData.intent === 'coupon' ? 'coupon.couponApplied' : 'coupon.couponRemoved')
                  : undefined
              }
            />
            <Form method="post" className="mt-6">
              <input type="hidden" name="intent" value="clear" />
              <button type="submit" className="text-sm underline" disabled={busy}>
                {t('cart.clear')}
              </button>
            </Form>
          </CartSummary>
        </div>
      )}
    </>
  );
}
