import { pageMeta } from '../lib/page-meta';
import { translationRoute } from '../i18n/translation-route';
import { useEffect } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { isApiError } from '../../core/api/errors';
import { localizePath, splitLocalePath } from '../../core/i18n/locales';
import { LocalizedLink } from '../components/localized-link';
import { EmptyListState, PageErrorAlert } from '../components/page-notices';
import { integerField, orderParamsFromForm, orderPropertyFilesFromForm } from '../features/cart/cart-form-data';
import { CartLines } from '../features/cart/cart-lines';
import { CartSummary } from '../features/cart/cart-summary';
import { CouponForm } from '../features/cart/coupon-form';
import { ShippingCountryForm } from '../features/cart/shipping-country-form';
import { formatMoney } from '../../core/i18n/format';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { apiErrorMessage, cartEventMessage, warningErrorKeys, type CartEvent } from '../lib/api-error-message';
import { emitBackendEvents, shopEvents } from '../lib/shop-events';
import { shopContext, type ShopRequestContext } from '../shop-context';
import type { CartView } from '../../core/cart/cart-view.server';
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
export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const [cart, countries] = await Promise.all([shop.call('getCart', {}), shop.call('getCountries', {})]);
  // Sent back from the checkout with an empty cart (spec: reject-empty-checkout guard).
  const emptyCheckout = new URL(request.url).searchParams.get('notice') === 'emptyCheckout';
  return { cart, countries, emptyCheckout };
}

/**
 * What a cart form answers: success with the events of the change (a coupon removed because the
 * cart fell below its minimum…), or the refusal's key and values. `couponCode` is what was typed.
 */
export type CartActionResult =
  | { ok: true; intent: string; events: CartEvent[]; cart?: CartView }
  | {
      ok: false;
      intent: string;
      error: { key: string; values: Record<string, string | number> };
      couponCode?: string;
    };

/**
 * Files chosen on the product page go to the cart's upload first; each becomes the value of its
 * order property. A file the shop refuses stops the add with the upload's message.
 */
async function uploadOrderPropertyFiles(shop: ShopRequestContext, form: FormData) {
  const params: Array<{ propertyId: number; value: string }> = [];
  // One after the other: the first upload of a new visitor creates the cart the others join.
  for (const { propertyId, file } of orderPropertyFilesFromForm(form)) {
    const uploaded = await shop.call('doUploadOrderPropertyFile', {
      fileName: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    params.push({ propertyId, value: uploaded.value });
  }
  return params;
}

/** The cart calls a form's `intent` stands for. */
async function runIntent(shop: ShopRequestContext, intent: string, form: FormData) {
  const couponCode = String(form.get('couponCode') ?? '').slice(0, 200);
  switch (intent) {
    case 'add':
      return shop.call('doAddCartItem', {
        productId: integerField(form, 'productId'),
        quantity: integerField(form, 'quantity'),
        basketItemOrderParams: [...orderParamsFromForm(form), ...(await uploadOrderPropertyFiles(shop, form))],
      });
    case 'quantity':
      return shop.call('setCartItemQuantity', {
        productId: integerField(form, 'productId'),
        cartItemId: integerField(form, 'cartItemId'),
        quantity: integerField(form, 'quantity'),
      });
    case 'delete':
      return shop.call('deleteCartItem', { cartItemId: integerField(form, 'cartItemId') });
    case 'clear':
      return shop.call('deleteCart', {});
    case 'country':
      return shop.call('setShippingCountry', { shippingCountryId: integerField(form, 'shippingCountryId') });
    case 'coupon':
      return shop.call('doAddCoupon', { couponCode });
    case 'removeCoupon':
      return shop.call('deleteCoupon', { couponCode });
    default:
      return null;
  }
}

/**
 * One action for every cart change, switched on `intent`. Forms work without JavaScript: an add
 * from a product page then continues to the cart; with JavaScript (the form sends `js=1`) the
 * shopper stays where they are.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  try {
    const cart = await runIntent(shop, intent, form);
    if (cart === null) {
      return data({ ok: false, intent, error: { key: 'validation', values: {} } } satisfies CartActionResult, 400);
    }
    if (intent === 'add' && form.get('js') !== '1') {
      const { locale, prefixed } = splitLocalePath(new URL(request.url).pathname);
      return redirect(localizePath('/cart', locale, { germanPrefix: prefixed && locale === 'de' }), 303);
    }
    // An add answers the whole cart for the mini cart; the cart page reads it again anyway.
    const { apiEvents, ...changed } = cart;
    return {
      ok: true,
      intent,
      events: apiEvents as CartEvent[],
      ...(intent === 'add' ? { cart: changed } : {}),
    } satisfies CartActionResult;
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    const couponCode = intent === 'coupon' ? String(form.get('couponCode') ?? '').slice(0, 64) : undefined;
    return data(
      { ok: false, intent, error: { key: error.key, values: error.values }, couponCode } satisfies CartActionResult,
      error.status,
    );
  }
}

/** The code the shopper typed before a refusal, to keep it in the field. */
function typedCouponCode(result: unknown): string | undefined {
  const code = (result as { couponCode?: unknown } | undefined)?.couponCode;
  return typeof code === 'string' ? code : undefined;
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const { cart, countries } = loaderData;
  const shippingCountry = countries.find((country) => country.id === cart.shippingCountryId);
  const money = (cents: number) => formatMoney(cents, cart.currency, locale);
  const busy = navigation.state !== 'idle';
  const couponIntent = actionData?.intent === 'coupon' || actionData?.intent === 'removeCoupon';
  const refusal = actionData && !actionData.ok ? actionData.error : null;
  const failure = refusal ? apiErrorMessage(i18n, { ...refusal, message: '' }) : null;
  // Spec §8: the quantity limit is a warning among the notices, not an error.
  const limitWarning = refusal !== null && warningErrorKeys.includes(refusal.key);
  // Notices of what happened on the way: from this page's last change and from reading the cart.
  useEffect(() => {
    if (!actionData?.ok) return;
    if (actionData.intent === 'delete') shopEvents.emit('frontend:removeFromCart', {});
    emitBackendEvents(actionData.events);
  }, [actionData]);
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
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
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
