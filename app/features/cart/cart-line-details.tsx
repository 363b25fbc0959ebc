import type { CartLine, CartView } from '../../../core/cart/cart-view.server';
import { useTranslation } from '../../i18n/use-translation';

/** Spec §4: business customers see net prices, everyone else gross. */
export function shownPrices(cart: Pick<CartView, 'showNetPrices'>, item: CartLine) {
  return cart.showNetPrices
    ? { unit: item.unitPriceNet, line: item.linePriceNet }
    : { unit: item.unitPrice, line: item.linePrice };
}

/**
 * What makes a cart line this line: the variation's attributes and the order property values
 * with their surcharges. An uploaded file is a link, so the shopper can check what they attached.
 */
export function CartLineDetails({ item, money }: { item: CartLine; money: (cents: number) => string }) {
  const { t } = useTranslation();
  if (item.variation.attributes.length + item.basketItemOrderParams.length === 0) return null;
  return (
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
          <dd className="break-words">
            {param.type === 'empty' ? (
              t('cart.yes')
            ) : param.fileUrl ? (
              <a href={param.fileUrl} download={param.value} className="underline">
                {param.value}
              </a>
            ) : (
              param.value
            )}
            {param.price > 0 ? ` (+ ${money(param.price)})` : ''}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The line's picture, decorative (the name follows as a link); 96 px on the cart page, 64 in the mini cart. */
export function CartLineImage({ item, size }: { item: CartLine; size: 64 | 96 }) {
  const image = item.variation.image;
  if (!image) return null;
  return (
    <img
      src={image.url}
      width={size}
      height={size}
      alt=""
      className={`${size === 96 ? 'size-24' : 'size-16'} shrink-0 rounded bg-slate-100`}
    />
  );
}
