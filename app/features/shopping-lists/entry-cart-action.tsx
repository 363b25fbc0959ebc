import { productPath } from '../../../core/catalog/product-url';
import type { VariationSummary } from '../../../core/catalog/variation-summary';
import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/use-translation';
import { AddToCartForm } from '../cart/add-to-cart-form';

/**
 * A listed variation (wishlist, comparison) goes straight into the cart when nothing needs
 * choosing; otherwise its page is where the shopper chooses (spec §4).
 */
export function EntryCartAction({
  entry,
  quantity = 1,
  compact = false,
}: {
  entry: VariationSummary;
  quantity?: number;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (!entry.canAddToCart) {
    return (
      <LocalizedLink
        to={productPath(entry.urlPath, entry.itemId, entry.variationId)}
        className={compact ? 'underline' : 'button-secondary'}
      >
        {t('category.showOptions')}
      </LocalizedLink>
    );
  }
  return compact && quantity === 1 ? (
    <AddToCartForm compact variationId={entry.variationId} />
  ) : (
    <AddToCartForm variationId={entry.variationId}>
      <input type="hidden" name="quantity" value={quantity} />
    </AddToCartForm>
  );
}
