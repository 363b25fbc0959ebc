import { data, Form, redirect, useNavigation } from 'react-router';
import { isApiError } from '../../core/api/errors';
import { normalizeQuantityRule } from '../../core/catalog/order-quantity';
import { productPath } from '../../core/catalog/product-url';
import { localizePath, splitLocalePath } from '../../core/i18n/locales';
import { LocalizedLink } from '../components/localized-link';
import { PageMeta } from '../components/page-meta';
import { QuantityStepper } from '../components/quantity-stepper';
import { integerField, orderParamsFromForm } from '../features/cart/cart-form-data';
import { formatMoney } from '../i18n/format';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { shopContext } from '../shop-context';
import type { Route } from './+types/cart';

/** The cart is personal: never kept by a shared cache (DESIGN §5). */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context }: Route.LoaderArgs) {
  return { cart: await context.get(shopContext).call('getCart', {}) };
}

/** What a cart form answers when the cart refused the change: the message key and its values. */
export type CartActionResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; error: { key: string; values: Record<string, string | number> } };

/**
 * One action for every cart change, switched on `intent` (add, quantity, delete, clear). Forms
 * work without JavaScript: an add from a product page then continues to the cart; with JavaScript
 * (the form sends `js=1`) the shopper stays where they are.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  try {
    if (intent === 'add') {
      await shop.call('doAddCartItem', {
        productId: integerField(form, 'productId'),
        quantity: integerField(form, 'quantity'),
        basketItemOrderParams: orderParamsFromForm(form),
      });
      if (form.get('js') !== '1') {
        const { locale, prefixed } = splitLocalePath(new URL(request.url).pathname);
        return redirect(localizePath('/cart', locale, { germanPrefix: prefixed && locale === 'de' }), 303);
      }
    } else if (intent === 'quantity') {
      await shop.call('setCartItemQuantity', {
        productId: integerField(form, 'productId'),
        cartItemId: integerField(form, 'cartItemId'),
        quantity: integerField(form, 'quantity'),
      });
    } else if (intent === 'delete') {
      await shop.call('deleteCartItem', { cartItemId: integerField(form, 'cartItemId') });
    } else if (intent === 'clear') {
      await shop.call('deleteCart', {});
    } else {
      return data({ ok: false, intent, error: { key: 'validation', values: {} } } satisfies CartActionResult, 400);
    }
    return { ok: true, intent } satisfies CartActionResult;
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return data(
      { ok: false, intent, error: { key: error.key, values: error.values } } satisfies CartActionResult,
      error.status,
    );
  }
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const { cart } = loaderData;
  const money = (cents: number) => formatMoney(cents, cart.currency, locale);
  const busy = navigation.state !== 'idle';

  return (
    <>
      <PageMeta title={t('cart.title')} robots="noindex, follow" />
      <h1 className="mb-6 text-3xl font-semibold">{t('cart.title')}</h1>
      {actionData && !actionData.ok ? (
        <p role="alert" className="mb-6 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          {t(`storefrontError.${actionData.error.key}` as 'storefrontError.unknownError', actionData.error.values)}
        </p>
      ) : null}
      {cart.items.length === 0 ? (
        <div className="rounded-lg border border-slate-200 p-8 text-center">
          <p className="text-lg">{t('cart.empty')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <LocalizedLink to="/alle-spiegel" className="button-primary">
              {t('cart.browse')}
            </LocalizedLink>
            <LocalizedLink to="/" className="button-secondary">
              {t('cart.home')}
            </LocalizedLink>
          </div>
        </div>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <ul aria-label={t('cart.items')} className="divide-y divide-slate-200 border-y border-slate-200">
            {cart.items.map((item) => (
              <li key={item.id} className="flex gap-4 py-5">
                {item.variation.image ? (
                  <img
                    src={item.variation.image.url}
                    width={96}
                    height={96}
                    alt=""
                    className="size-24 shrink-0 rounded bg-slate-100"
                  />
                ) : null}
                <div className="min-w-0 flex-1 space-y-2">
                  <h2 className="font-semibold">
                    <LocalizedLink
                      to={productPath(item.variation.urlPath, item.variation.itemId, item.variationId)}
                      className="underline-offset-2 hover:underline"
                    >
                      {item.variation.name}
                    </LocalizedLink>
                  </h2>
                  {item.variation.attributes.length + item.basketItemOrderParams.length > 0 ? (
                    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
                      {item.variation.attributes.map((attribute) => (
                        <div key={attribute.name} className="contents">
                          <dt>{attribute.name}:</dt>
                          <dd>{attribute.value}</dd>
                        </div>
                      ))}
                      {item.basketItemOrderParams.map((param) => (
                        <div key={param.propertyId} className="contents">
                          <dt>{param.name}:</dt>
                          <dd>
                            {param.type === 'empty' ? t('cart.yes') : param.value}
                            {param.price > 0 ? ` (+ ${money(param.price)})` : ''}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  <p className="text-sm text-slate-700">{t('cart.unitPrice', { price: money(item.unitPrice) })}</p>
                  <div className="flex flex-wrap items-end gap-3">
                    <Form method="post" className="flex items-end gap-2" preventScrollReset>
                      <input type="hidden" name="intent" value="quantity" />
                      <input type="hidden" name="cartItemId" value={item.id} />
                      <input type="hidden" name="productId" value={item.variationId} />
                      <QuantityStepper
                        key={`${item.id}-${item.quantity}`}
                        name="quantity"
                        defaultValue={item.quantity}
                        label={t('cart.quantityOf', { name: item.variation.name })}
                        rule={normalizeQuantityRule({
                          minimum: item.variation.minimumOrderQuantity,
                          interval: item.variation.intervalOrderQuantity,
                          maximum: item.variation.maximumOrderQuantity,
                        })}
                      />
                      <button type="submit" className="button-secondary" disabled={busy}>
                        {t('cart.update')}
                      </button>
                    </Form>
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="cartItemId" value={item.id} />
                      <button type="submit" className="px-2 py-2.5 text-sm underline" disabled={busy}>
                        {t('cart.remove')}
                        <span className="sr-only">: {item.variation.name}</span>
                      </button>
                    </Form>
                  </div>
                </div>
                <p className="shrink-0 text-right font-semibold">{money(item.linePrice)}</p>
              </li>
            ))}
          </ul>
          <section aria-labelledby="cart-summary" className="h-fit rounded-lg bg-slate-50 p-5">
            <h2 id="cart-summary" className="mb-4 text-xl font-semibold">
              {t('cart.summary')}
            </h2>
            <dl className="space-y-2">
              <div className="flex justify-between">
                <dt>{t('cart.itemSum')}</dt>
                <dd data-testid="item-sum">{money(cart.itemSum)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>{t('cart.shipping')}</dt>
                <dd>{cart.shippingAmount === 0 ? t('cart.freeShipping') : money(cart.shippingAmount)}</dd>
              </div>
              <div className="flex justify-between border-t border-slate-300 pt-2 text-lg font-semibold">
                <dt>{t('cart.total')}</dt>
                <dd data-testid="basket-amount">{money(cart.basketAmount)}</dd>
              </div>
              {cart.totalVats.map((vat) => (
                <div key={vat.vatValue} className="flex justify-between text-sm text-slate-700">
                  <dt>{t('cart.includedVat', { rate: vat.vatValue })}</dt>
                  <dd>{money(vat.vatAmount)}</dd>
                </div>
              ))}
            </dl>
            <Form method="post" className="mt-6">
              <input type="hidden" name="intent" value="clear" />
              <button type="submit" className="text-sm underline" disabled={busy}>
                {t('cart.clear')}
              </button>
            </Form>
          </section>
        </div>
      )}
    </>
  );
}
