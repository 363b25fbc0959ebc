import { createContext, useContext } from 'react';
import type { ListFilters } from '../../../core/catalog/category-page.server';
import type { Facets } from '../../../core/catalog/list-facets.server';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The filters of a category, as plain form fields of the list's GET form: the choice ends up in
 * the URL, can be shared and works without JavaScript. Each option shows how many items it has.
 */
/** The id of the list's form; filter fields sit outside it and join it with form={id}. */
export const ListFormContext = createContext<string | undefined>(undefined);

export function FilterPanel({ facets, filters }: { facets: Facets; filters: ListFilters }) {
  const { t } = useTranslation();
  const formId = useContext(ListFormContext);
  const euros = (cents: number | undefined) => (cents === undefined ? '' : String(cents / 100));
  return (
    <div className="space-y-6">
      {facets.attributes.map((group) => (
        <CheckboxGroup key={group.attributeId} legend={group.name} name="facets" options={group.values} />
      ))}
      {facets.manufacturers.length > 1 ? (
        <CheckboxGroup legend={t('category.filterManufacturer')} name="manufacturer" options={facets.manufacturers} />
      ) : null}
      {facets.priceRangeCents ? (
        <fieldset>
          <legend className="mb-2 font-semibold">
            {t(facets.net ? 'category.filterPriceNet' : 'category.filterPrice')}
          </legend>
          <div className="flex items-center gap-2 text-sm">
            <PriceField
              label={t('category.priceMin')}
              name="priceMin"
              value={euros(filters.priceMinCents)}
              hint={String(Math.floor(facets.priceRangeCents.min / 100))}
            />
            <PriceField
              label={t('category.priceMax')}
              name="priceMax"
              value={euros(filters.priceMaxCents)}
              hint={String(Math.ceil(facets.priceRangeCents.max / 100))}
            />
          </div>
        </fieldset>
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <input
          form={formId}
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

/** One filter group: a checkbox per option, each with its item count. */
function CheckboxGroup({
  legend,
  name,
  options,
}: {
  legend: string;
  name: string;
  options: Array<{ id: number; name: string; count: number; selected: boolean }>;
}) {
  const formId = useContext(ListFormContext);
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{legend}</legend>
      <ul className="space-y-1">
        {options.map((option) => (
          <li key={option.id}>
            <label className="flex items-center gap-2 text-sm">
              <input
                form={formId}
                type="checkbox"
                name={name}
                value={option.id}
                defaultChecked={option.selected}
                className="size-4"
              />
              {option.name} ({option.count})
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** A price limit in euros; the placeholder shows the cheapest or dearest price of the list. */
function PriceField({ label, name, value, hint }: { label: string; name: string; value: string; hint: string }) {
  const formId = useContext(ListFormContext);
  return (
    <label className="flex flex-col">
      {label}
      <input
        form={formId}
        type="number"
        name={name}
        min={0}
        step="any"
        inputMode="decimal"
        defaultValue={value}
        placeholder={hint}
        className="mt-1 w-24 rounded border border-slate-400 px-2 py-1"
      />
    </label>
  );
}
