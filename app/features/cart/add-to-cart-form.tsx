import { useEffect, useRef, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { notifications } from '../../lib/notification-store';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import type { CartActionResult } from './cart-action';
import { useHydrated } from '../../lib/use-hydrated';
import { emitBackendEvents, shopEvents } from '../../lib/shop-events';
import { refusedFileInput } from '../product/order-property-file-input';
import { formMessage } from '../../lib/form-result';
import { miniCart } from './mini-cart-store';
import { cartLineItem, commercePayload } from '../analytics/commerce-payload';

/**
 * "In den Warenkorb" for one variation, with its order property fields and quantity inside the
 * form. Posts to the cart's action: without JavaScript the shopper continues to the cart; with
 * it they stay on the page, get a notice and the header count updates (the root revalidates).
 */
export function AddToCartForm({
  variationId,
  children,
  compact = false,
}: {
  variationId: number;
  children?: ReactNode;
  /** On a product card: one piece, a small button above the card's link. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const fetcher = useFetcher<CartActionResult>();
  const submitButton = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  // How many pieces the shopper asked for (the cart line has them all, with earlier ones).
  const addedQuantity = useRef(1);
  useEffect(() => {
    if (!result?.ok) return;
    // The mini cart says so and shows the cart; without its data a notice says it.
    if (result.cart) miniCart.open(result.cart, variationId, submitButton.current);
    else notifications.send({ type: 'positive', message: t('cart.added') });
    // Spec §4: add emits add-to-cart; the answer's apiEvents follow with the backend: prefix.
    const line = result.cart?.items.find((item) => item.variationId === variationId);
    shopEvents.emit('frontend:addToCart', {
      variationId,
      ...(line && result.cart
        ? commercePayload(result.cart.currency, [cartLineItem(line, addedQuantity.current)])
        : {}),
    });
    emitBackendEvents(result.events);
  }, [result, t, variationId]);

  return (
    <fetcher.Form
      method="post"
      action={localize('/cart')}
      // Product pages may carry a file for an order property; cards send only the variation.
      encType={compact ? 'application/x-www-form-urlencoded' : 'multipart/form-data'}
      // The server checks and explains (the same message with and without JavaScript).
      noValidate
      onSubmit={(event) => {
        // A file the shop would refuse is named next to its field already; sending it (up to
        // the size limit) would only end in the same message.
        addedQuantity.current = Math.max(1, Number(new FormData(event.currentTarget).get('quantity')) || 1);
        const refused = refusedFileInput(event.currentTarget);
        if (refused) {
          event.preventDefault();
          refused.focus();
        }
      }}
      className={compact ? 'relative z-10 mt-3' : 'space-y-4'}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={variationId} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {compact ? <input type="hidden" name="quantity" value="1" /> : children}
      <button
        ref={submitButton}
        type="submit"
        className={compact ? 'button-primary w-full px-3 py-2 text-sm' : 'button-primary w-full sm:w-auto'}
        disabled={fetcher.state !== 'idle'}
      >
        {t('cart.add')}
      </button>
      {result && !result.ok ? (
        <p
          role="alert"
          className={`rounded-md border border-red-300 bg-red-50 text-red-900 ${compact ? 'mt-2 p-2 text-sm' : 'p-3'}`}
        >
          {t(
            `storefrontError.${formMessage(result).key}` as 'storefrontError.unknownError',
            formMessage(result).values,
          )}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
