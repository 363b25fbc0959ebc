import { useId, type ReactNode } from 'react';
import type { CartView } from '../../../core/cart/cart-view.server';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The cart's totals (spec §3 Basket): item sum, shipping, the coupon's discount while one is
 * applied, the grand total and the VAT included per rate.
 */
export function CartSummary({
  cart,
  money,
  shippingCountryName,
  children,
}: {
  cart: CartView;
  money: (cents: number) => string;
  /** Names the destination in the shipping line ("Versand nach Österreich"). */
  shippingCountryName?: string;
  /** Below the totals: the coupon form, the clear button. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  // The mini cart shows the same summary while the wishlist page may show its own: ids differ.
  const headingId = useId();
  // Business customers see net sums with the VAT on top; the grand total is always gross.
  const net = cart.showNetPrices;
  // The coupon's share without VAT, so that the net lines and the VAT add up to the total.
  const couponShown = net
    ? cart.basketAmountNet - cart.shippingAmountNet - cart.preferredDeliveryAmountNet - cart.itemSumNet
    : cart.couponDiscount;
  // A tax-free delivery to an EU business (issue 39, checkout only) has one line at 0 %: reverse charge.
  const vatLines = cart.totalVats.map((vat) => (
    <div key={vat.vatValue} className="flex justify-between text-sm text-slate-700">
      <dt>{t(cart.taxFree ? 'vat.summary' : net ? 'cart.addedVat' : 'cart.includedVat', { rate: vat.vatValue })}</dt>
      <dd>{money(vat.vatAmount)}</dd>
    </div>
  ));
  return (
    <section aria-labelledby={headingId} className="h-fit rounded-lg bg-slate-50 p-5">
      <h2 id={headingId} className="mb-4 text-xl font-semibold">
        {t('cart.summary')}
      </h2>
      <dl className="space-y-2">
        <div className="flex justify-between">
          <dt>{t(net ? 'cart.itemSumNet' : 'cart.itemSum')}</dt>
          <dd data-testid="item-sum">{money(net ? cart.itemSumNet : cart.itemSum)}</dd>
        </div>
        {cart.couponCode && cart.couponDiscount !== 0 ? (
          <div className="flex justify-between">
            <dt>{t('coupon.discount', { code: cart.couponCode })}</dt>
            <dd data-testid="coupon-value">{money(couponShown)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3">
          <dt>
            {shippingCountryName ? t('cart.shippingTo', { country: shippingCountryName }) : t('cart.shipping')}
            {cart.shippingProfileName ? (
              <span className="block text-sm text-slate-700">{cart.shippingProfileName}</span>
            ) : null}
          </dt>
          <dd data-testid="shipping-amount">
            {!cart.shipsToCountry
              ? t('cart.shippingNotPossible')
              : cart.shippingAmount === 0
                ? t('cart.freeShipping')
                : money(net ? cart.shippingAmountNet : cart.shippingAmount)}
          </dd>
        </div>
        {cart.preferredDeliveryAmount > 0 ? (
          <div className="flex justify-between gap-3">
            <dt>{t('cart.preferredDaySurcharge')}</dt>
            <dd data-testid="preferred-delivery-amount">
              {money(net ? cart.preferredDeliveryAmountNet : cart.preferredDeliveryAmount)}
            </dd>
          </div>
        ) : null}
        {net ? vatLines : null}
        <div className="flex justify-between border-t border-slate-300 pt-2 text-lg font-semibold">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="basket-amount">{money(cart.basketAmount)}</dd>
        </div>
        {net ? null : vatLines}
      </dl>
      {children}
    </section>
  );
}
