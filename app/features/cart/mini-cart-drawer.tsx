import { useEffect, useId, useRef } from 'react';
import { productPath } from '../../../core/catalog/product-url';
import { CloseIcon } from '../../components/icons';
import { LocalizedLink } from '../../components/localized-link';
import { formatMoney } from '../../../core/i18n/format';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { CartLineDetails, CartLineImage, shownPrices } from './cart-line-details';
import { CartSummary } from './cart-summary';
import type { MiniCartState } from './mini-cart-store';

/**
 * The mini cart (spec §9: a 430 px drawer): after an add it slides in from the right with the
 * whole cart, the line just added marked, the totals and the way on to the cart or back to
 * shopping. A modal <dialog>: focus moves in and is kept there, Escape and the backdrop close it,
 * and focus returns to the button that added.
 */
export default function MiniCartDrawer({ state, onClose }: { state: MiniCartState; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const money = (cents: number) => formatMoney(cents, state.cart.currency, locale);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const close = () => dialog.current?.close();

  return (
    // The backdrop click is a mouse shortcut; keyboards close with Escape (native) or the buttons.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-[430px] bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-start justify-between gap-3 border-b border-slate-200 p-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('cart.added')}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={t('miniCart.close')}
            className="-m-2 rounded p-2 text-2xl leading-none hover:bg-slate-100"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <div className="flex-1 space-y-5 overflow-y-auto p-4">
          <ul aria-label={t('cart.items')} className="divide-y divide-slate-200">
            {state.cart.items.map((item) => {
              const justAdded = item.variationId === state.lastVariationId;
              return (
                <li key={item.id} className={`flex gap-3 rounded px-2 py-3 ${justAdded ? 'bg-emerald-50' : ''}`}>
                  <CartLineImage item={item} size={64} />
                  <div className="min-w-0 flex-1 space-y-1">
                    {justAdded ? (
                      <p className="text-sm font-semibold text-emerald-800">{t('miniCart.justAdded')}</p>
                    ) : null}
                    <LocalizedLink
                      to={productPath(item.variation.urlPath, item.variation.itemId, item.variationId)}
                      className="font-semibold underline-offset-2 hover:underline"
                    >
                      {item.variation.name}
                    </LocalizedLink>
                    <CartLineDetails item={item} money={money} />
                    <p className="flex justify-between gap-2 text-sm">
                      <span>
                        {t('miniCart.quantityTimesPrice', {
                          quantity: item.quantity,
                          price: money(shownPrices(state.cart, item).unit),
                        })}
                      </span>
                      <span className="font-semibold">{money(shownPrices(state.cart, item).line)}</span>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          <CartSummary cart={state.cart} money={money} />
        </div>
        <div className="flex flex-col gap-2 border-t border-slate-200 p-4">
          <LocalizedLink to="/cart" className="button-primary text-center">
            {t('cart.toCart')}
          </LocalizedLink>
          <button type="button" onClick={close} className="button-secondary">
            {t('miniCart.continueShopping')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
