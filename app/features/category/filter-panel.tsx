import type { Facets, ListFilters } from '../../../core/catalog/category-page.server';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The filters of a category, as plain form fields of the list's GET form: the choice ends up in
 * the URL, can be shared and works without JavaScript. Each option shows how many items it has.
 */
export function FilterPanel({ facets, filters }: { facets: Facets; filters: ListFilters }) {
  const { t } = useTranslation();
  const euros = (cents: number | undefined) => (cents === undefined ? '' : String(cents / 100));
  return (
    <div className="space-y-6">
      {facets.attributes.map((group) => (
        <fieldset key={group.attributeId}>
          <legend className="mb-2 font-semibold">{group.name}</legend>
          <ul className="space-y-1">
            {group.values.map((value) => (
              <li key={value.id}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="facets"
                    value={value.id}
                    defaultChecked={value.selected}
                    className="size-4"
                  />
                  {value.name} ({value.count})
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      {facets.manufacturers.length > 1 ? (
        <fieldset>
          <legend className="mb-2 font-semibold">{t('category.filterManufacturer')}</legend>
          <ul className="space-y-1">
            {facets.manufacturers.map((maker) => (
              <li key={maker.id}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="manufacturer"
                    value={maker.id}
                    defaultChecked={maker.selected}
                    className="size-4"
                  />
                  {maker.name} ({maker.count})
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {facets.priceRangeCents ? (
        <fieldset>
          <legend className="mb-2 font-semibold">{t('category.filterPrice')}</legend>
          <div className="flex items-center gap-2 text-sm">
            <label className="flex flex-col">
              {t('category.priceMin')}
              <input
                type="number"
                name="priceMin"
                min={0}
                step="any"
                inputMode="decimal"
                defaultValue={euros(filters.priceMinCents)}
                placeholder={String(Math.floor(facets.priceRangeCents.min / 100))}
                className="mt-1 w-24 rounded border border-slate-400 px-2 py-1"
              />
            </label>
            <label className="flex flex-col">
              {t('category.priceMax')}
              <input
                type="number"
                name="priceMax"
                min={0}
                step="any"
                inputMode="decimal"
                defaultValue={euros(filters.priceMaxCents)}
                placeholder={String(Math.ceil(facets.priceRangeCents.max / 100))}
                className="mt-1 w-24 rounded border border-slate-400 px-2 py-1"
              />
            </label>
          </div>
        </fieldset>
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="available"
          value="1"
          defaultChecked={filters.onlyAvailable ?? false}
          className="size-4"
        />
        {t('category.onlyAvailable')}
      </label>
    </div>
  );
}
