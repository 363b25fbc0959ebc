import { productPath } from '../../../core/catalog/product-url';
import type { Product } from '../../../core/catalog/product.server';
import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/use-translation';

/**
 * Choosing a version by its attributes. Each value is a link to the variation with that value and
 * the other current choices (or the nearest one), so the URL always names the chosen variation and
 * it works without JavaScript.
 */
export function VariationSelector({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { attributes, variations } = product.variationAttributeMap;
  const currentValues = variations.find((entry) => entry.variationId === product.variation.id)?.attributeValueIds ?? [];

  /** The variation with `valueId` in place of this attribute's current value, else any with it. */
  function targetFor(attributeValueIds: readonly number[], attributeIds: readonly number[], valueId: number) {
    const wanted = attributeValueIds.filter((id) => !attributeIds.includes(id)).concat(valueId);
    const exact = variations.find((entry) => wanted.every((id) => entry.attributeValueIds.includes(id)));
    return exact ?? variations.find((entry) => entry.attributeValueIds.includes(valueId));
  }

  const choices = attributes.filter((attribute) => attribute.values.length > 1);
  if (choices.length === 0) return null;
  return (
    <div className="space-y-4">
      {choices.map((attribute) => (
        <fieldset key={attribute.attributeId}>
          <legend className="mb-2 text-sm font-semibold">{attribute.name}</legend>
          <ul className="flex flex-wrap gap-2">
            {attribute.values.map((value) => {
              const target = targetFor(
                currentValues,
                attribute.values.map((candidate) => candidate.attributeValueId),
                value.attributeValueId,
              );
              const selected = currentValues.includes(value.attributeValueId);
              if (!target) return null;
              return (
                <li key={value.attributeValueId}>
                  <LocalizedLink
                    to={productPath(product.texts.urlPath, product.item.id, target.variationId)}
                    preventScrollReset
                    aria-current={selected ? 'true' : undefined}
                    className={`flex items-center gap-2 rounded-md border px-3 py-2 text-sm ${
                      selected
                        ? 'border-primary-700 bg-primary-50 font-semibold'
                        : 'border-slate-300 hover:border-primary-600'
                    } ${target.isSalable ? '' : 'text-slate-700 line-through'}`}
                  >
                    {attribute.type === 'image' && value.imageUrl ? (
                      <img src={value.imageUrl} alt="" width={20} height={20} className="size-5" />
                    ) : null}
                    {value.name}
                    {selected ? <span className="sr-only">({t('product.selected')})</span> : null}
                    {target.isSalable ? null : <span className="sr-only">({t('product.notAvailable')})</span>}
                  </LocalizedLink>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
