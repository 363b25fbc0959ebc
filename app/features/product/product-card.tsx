import type { ProductCard as ProductCardData } from '../../../core/catalog/category-page.server';
import { productPath } from '../../../core/catalog/product-url';
import { formatMoney } from '../../../core/i18n/format';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { AddToCartForm } from '../cart/add-to-cart-form';
import { CardListToggles } from '../shopping-lists/card-list-toggles';
import { AvailabilityBadge } from '../../components/availability-badge';
import { CrossedPrice } from '../../components/crossed-price';
import { LocalizedLink } from '../../components/localized-link';
import { RatingStars } from '../../components/rating-stars';

/**
 * A product in a list: picture (lazy, fixed size, blurred placeholder), name, price ("ab" when the
 * versions differ), crossed price, rating and availability. The whole card is one link.
 */
export function ProductCard({
  card,
  eager = false,
  nameHeading: NameHeading = 'h2',
}: {
  card: ProductCardData;
  eager?: boolean;
  /** h2 in a list of its own, h3 in a section with its own h2 (the home page's product rows). */
  nameHeading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = (cents: number) => formatMoney(cents, card.currency, locale);
  const href = productPath(card.urlPath, card.itemId, card.variationId ?? undefined);
  return (
    <article className="group relative flex h-full flex-col rounded-lg border border-slate-200 p-3 hover:border-primary-600">
      <CardListToggles variationId={card.mainVariationId} productName={card.name} />
      {card.image ? (
        <img
          src={card.image.urlPreview}
          srcSet={`${card.image.urlPreview} 1x, ${card.image.urlPreview.replace('@1x.', '@2x.')} 2x`}
          width={card.image.width}
          height={card.image.height}
          alt={card.image.alternate}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-square w-full rounded bg-slate-100 bg-cover"
          style={{ backgroundImage: `url(${card.image.placeholder})` }}
        />
      ) : null}
      <NameHeading className="mt-3 text-base font-semibold hyphens-auto wrap-anywhere">
        {/* The link covers the whole card; the name is its accessible text. */}
        <LocalizedLink to={href} className="after:absolute after:inset-0">
          {card.name}
        </LocalizedLink>
      </NameHeading>
      {card.rating.count > 0 ? (
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
          <RatingStars value={card.rating.average} className="h-4" />({card.rating.count})
        </p>
      ) : null}
      <p className="mt-auto pt-2">
        <span className="text-lg font-semibold">
          {card.priceFrom ? t('category.priceFrom', { price: money(card.priceCents) }) : money(card.priceCents)}
        </span>{' '}
        <CrossedPrice cents={card.crossedPriceCents} currency={card.currency} />
        {card.net ? <span className="block text-sm text-slate-700">{t('category.plusVat')}</span> : null}
      </p>
      <div className="mt-2">
        <AvailabilityBadge
          tone={card.availability.tone}
          name={card.availability.name}
          availabilityId={card.availability.id}
        />
      </div>
      {card.canAddToCart && card.variationId !== null ? <AddToCartForm compact variationId={card.variationId} /> : null}
      {card.canAddToCart ? null : (
        // Spec §4: items that need a choice (versions, order properties, quantities) are chosen on
        // their page. The whole card is the link; this tells sighted shoppers where it leads.
        <p aria-hidden="true" className="mt-3 text-sm font-semibold text-primary-800 underline underline-offset-2">
          {t('category.showOptions')}
        </p>
      )}
    </article>
  );
}
