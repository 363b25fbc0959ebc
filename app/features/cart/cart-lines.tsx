import { Form } from 'react-router';
import { normalizeQuantityRule } from '../../../core/catalog/order-quantity';
import { productPath } from '../../../core/catalog/product-url';
import type { CartView } from '../../../core/cart/cart-view.server';
import { LocalizedLink } from '../../components/localized-link';
import { QuantityStepper } from '../../components/quantity-stepper';
import { useTranslation } from '../../i18n/use-translation';
import { CartLineDetails, CartLineImage, shownPrices } from './cart-line-details';

/**
 * The lines of the cart: picture, name, attributes, order properties with surcharges, unit and
 * line price, a quantity stepper (minimum and interval of the variation) and remove. Each change
 * is a plain form post to the cart's action, so it works without JavaScript.
 */
export function CartLines({ cart, busy, money }: { cart: CartView; busy: boolean; money: (cents: number) => string }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('cart.items')} className="divide-y divide-slate-200 border-y border-slate-200">
      {cart.items.map((item) => (
        <li key={item.id} className="flex gap-4 py-5">
          <CartLineImage item={item} size={96} />
          <div className="min-w-0 flex-1 space-y-2">
            <h2 className="font-semibold">
              <LocalizedLink
                to={productPath(item.variation.urlPath, item.variation.itemId, item.variationId)}
                className="underline-offset-2 hover:underline"
              >
                {item.variation.name}
              </LocalizedLink>
            </h2>
            <CartLineDetails item={item} money={money} />
            <p className="text-sm text-slate-700">
              {t(cart.showNetPrices ? 'cart.unitPriceNet' : 'cart.unitPrice', {
                price: money(shownPrices(cart, item).unit),
              })}
            </p>
            <div className="flex flex-wrap items-end gap-3">
              <Form method="post" className="flex flex-wrap items-end gap-2" preventScrollReset>
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
          <p className="shrink-0 text-right font-semibold">{money(shownPrices(cart, item).line)}</p>
        </li>
      ))}
    </ul>
  );
}
