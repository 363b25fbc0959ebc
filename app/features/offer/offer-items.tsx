import { useTranslation } from '../../i18n/use-translation';
import { VatNotice } from '../checkout/vat-notice';
import type { OfferView } from './offer-view';

/**
 * The offer's items and, when a shipping profile fits, its totals with the VAT by rate, for the
 * addresses chosen: net at 0 % for a tax-free delivery to a business in another EU country.
 */
export function OfferItems({ offer, money }: { offer: OfferView; money: (cents: number) => string }) {
  const { t } = useTranslation();
  const taxFree = offer.vat.treatment === 'intraCommunitySupply';
  return (
    <section aria-labelledby="offer-items">
      <h2 id="offer-items" className="mb-3 text-lg font-semibold">
        {t('offer.items')}
      </h2>
      {/* On a phone quantity and unit price go under the name: four columns do not fit 320 px. */}
      <table className="w-full text-left">
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2">
              {t('offer.item')}
            </th>
            <th scope="col" className="hidden py-2 pl-3 text-right sm:table-cell">
              {t('offer.quantity')}
            </th>
            <th scope="col" className="hidden py-2 pl-3 text-right sm:table-cell">
              {t('offer.unitPrice')}
            </th>
            <th scope="col" className="py-2 pl-3 text-right">
              {t('offer.linePrice')}
            </th>
          </tr>
        </thead>
        <tbody>
          {offer.items.map((item) => (
            <tr key={item.variationId} className="border-b border-slate-200 align-top">
              <td className="py-2 wrap-break-word">
                {item.name}
                <span className="block text-sm text-slate-700 sm:hidden">
                  {item.quantity} × {money(item.price)}
                </span>
              </td>
              <td className="hidden py-2 pl-3 text-right sm:table-cell">{item.quantity}</td>
              <td className="hidden py-2 pl-3 text-right whitespace-nowrap sm:table-cell">{money(item.price)}</td>
              <td className="py-2 pl-3 text-right whitespace-nowrap">{money(item.linePrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-4 empty:hidden">
        <VatNotice vat={offer.vat} />
      </div>
      {offer.totals ? (
        <dl className="mt-4 ml-auto max-w-sm space-y-1">
          <div className="flex justify-between">
            <dt>{t('offer.itemSum')}</dt>
            <dd>{money(offer.totals.itemSum)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>
              {t('offer.shipping')}
              <span className="block text-sm text-slate-700">{offer.totals.shippingProfileName}</span>
            </dt>
            <dd>{offer.totals.shippingAmount === 0 ? t('cart.freeShipping') : money(offer.totals.shippingAmount)}</dd>
          </div>
          <div className="flex justify-between border-t border-slate-300 pt-1 text-lg font-semibold">
            <dt>{t('offer.total')}</dt>
            <dd data-testid="offer-total">{money(offer.totals.basketAmount)}</dd>
          </div>
          {offer.totals.totalVats.map((vat) => (
            <div key={vat.vatValue} className="flex justify-between text-sm text-slate-700">
              <dt>{taxFree ? t('vat.summary') : t('offer.includedVat', { rate: vat.vatValue })}</dt>
              <dd>{money(vat.vatAmount)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {offer.status === 'open' && offer.chosen.billingAddressId !== null ? (
        // Choosing other addresses changes the total in place: a screen reader hears the new one.
        <p role="status" className="sr-only">
          {offer.totals
            ? t('offer.totalForAddresses', { total: money(offer.totals.basketAmount) })
            : t('offer.noShipping')}
        </p>
      ) : null}
    </section>
  );
}
