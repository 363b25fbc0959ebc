import type { Product } from '../../../core/catalog/product.server';
import { LocalizedLink } from '../../components/localized-link';
import { formatCalendarDay, formatMoney, formatNumber } from '../../../core/i18n/format';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The price block (PAngV): the total price incl. VAT (net with VAT on top for a business customer) with a link to the shipping costs, a crossed
 * regular price or RRP, the lowest price of the last 30 days with every reduction, the base price
 * and the graduated prices.
 */
export function ProductPrice({ prices }: { prices: Product['prices'] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = (cents: number) => formatMoney(cents, prices.currency, locale);
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="sr-only">{t('product.currentPrice')}: </span>
        <span className="text-3xl font-semibold text-slate-900" data-testid="price">
          {money(prices.unitPriceCents)}
        </span>
        {prices.crossedPriceCents !== null ? (
          <span className="text-lg text-slate-700">
            <span className="sr-only">
              {prices.crossedPriceKind === 'rrp' ? t('product.rrp') : t('product.regularPrice')}:{' '}
            </span>
            {prices.crossedPriceKind === 'rrp' ? <span aria-hidden="true">{t('product.rrp')} </span> : null}
            <s>{money(prices.crossedPriceCents)}</s>
          </span>
        ) : null}
        {prices.reductionPercent ? (
          <span className="rounded bg-red-700 px-2 py-0.5 text-sm font-semibold text-white">
            {t('product.reduction', { percent: formatNumber(prices.reductionPercent, locale) })}
          </span>
        ) : null}
      </p>
      {prices.setSavings ? (
        <p className="text-sm font-medium text-slate-900">
          {t('product.setSavings', {
            price: money(prices.setSavings.partsCents),
            percent: formatNumber(prices.setSavings.percent, locale),
          })}
        </p>
      ) : null}
      {prices.lowestPriceCents !== null ? (
        <p className="text-sm text-slate-700">{t('product.lowestPrice', { price: money(prices.lowestPriceCents) })}</p>
      ) : null}
      {prices.specialOffer?.lastDay ? (
        <p className="text-sm text-slate-700">
          {t('product.offerUntil', { date: formatCalendarDay(prices.specialOffer.lastDay, locale) })}
        </p>
      ) : null}
      {prices.basePrice ? (
        <p className="text-sm text-slate-700">
          {t('product.basePrice', {
            price: money(prices.basePrice.priceCents),
            unit: t(`product.baseUnit.${prices.basePrice.per}`),
          })}
        </p>
      ) : null}
      <p className="text-sm text-slate-700">
        {prices.net ? t('product.plusVat') : t('product.inclVat')},{' '}
        <LocalizedLink to="/zahlung-und-versand" className="underline underline-offset-2">
          {t('product.plusShipping')}
        </LocalizedLink>
        . {t('product.freeShippingGermany')}
      </p>
      {prices.graduatedPrices.length > 0 ? (
        <table className="mt-4 w-full max-w-sm text-left text-sm">
          <caption className="mb-1 text-left font-semibold">{t('product.graduatedTitle')}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1">
                {t('product.graduatedQuantity')}
              </th>
              <th scope="col" className="py-1">
                {t('product.graduatedUnitPrice')}
              </th>
            </tr>
          </thead>
          <tbody>
            {prices.graduatedPrices.map((step) => (
              <tr key={step.minimumOrderQuantity} className="border-b border-slate-200">
                <td className="py-1">{t('product.graduatedFrom', { quantity: step.minimumOrderQuantity })}</td>
                <td className="py-1">
                  {money(step.priceCents)}{' '}
                  <span className="text-slate-700">
                    ({t('product.graduatedSaving', { percent: formatNumber(step.discountPercent, locale) })})
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
