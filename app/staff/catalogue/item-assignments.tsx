import type { StaffItemPage } from '../../../core/catalog-management/staff-item-page.server';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';
import { fieldClass, Labelled } from './labelled';

/** The item types staff choose between; a type from an import (multi-pack, gift card) stays offered. */
const itemTypes = ['default', 'set'] as const;

/** Single item or set (made of other items' variations, listed per variation below). */
export function ItemTypeChoice(props: {
  item: StaffItemPage;
  value: string;
  error?: string;
  onChange: (type: string) => void;
}) {
  const { t } = useTranslation();
  const offered = itemTypes.includes(props.item.itemType as 'set') ? itemTypes : [...itemTypes, props.item.itemType];
  return (
    <Labelled id="itemType" label={t('staff.catalogue.fields.itemType')} error={props.error}>
      <select
        id="itemType"
        name="itemType"
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? 'itemType-error' : undefined}
        className={fieldClass}
      >
        {offered.map((type) => (
          <option key={type} value={type}>
            {t(`staff.catalogue.itemTypes.${type as 'set'}`)}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** Checkboxes for a list the item is linked to (tags, order properties), kept on a refusal. */
export function LinkChoice(props: {
  name: 'tagIds' | 'orderPropertyIds';
  legend: string;
  empty: string;
  options: Array<{ id: number; name: string }>;
  saved: number[];
  failure: FormFailure | null;
}) {
  const { t } = useTranslation();
  const error = props.failure?.fieldErrors[props.name];
  // As typed when sent back (a conflict sends back only what was changed), else as saved.
  const chosen = props.failure?.values[props.name]?.split(',') ?? props.saved.map(String);
  return (
    <fieldset
      className="space-y-2 rounded-lg border border-slate-200 p-4"
      aria-describedby={error ? `${props.name}-error` : undefined}
    >
      <legend className="px-1 font-semibold">{props.legend}</legend>
      {error ? (
        <p id={`${props.name}-error`} className="text-sm font-medium text-red-800">
          {t(error as 'errorMessages.invalid')}
        </p>
      ) : null}
      {props.options.length === 0 ? <p className="text-sm text-slate-700">{props.empty}</p> : null}
      <ul className="grid max-h-60 gap-1 overflow-y-auto sm:grid-cols-2">
        {props.options.map((option) => (
          <li key={option.id} className="flex items-center gap-3">
            <input
              type="checkbox"
              id={`${props.name}-${option.id}`}
              name={props.name}
              value={option.id}
              defaultChecked={chosen?.includes(String(option.id))}
              className="size-4"
            />
            <label htmlFor={`${props.name}-${option.id}`}>{option.name}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The categories the item is listed in (checkboxes) and its main one (the breadcrumb's). */
export function CategoryChoice({ item, failure }: { item: StaffItemPage; failure: FormFailure | null }) {
  const { t } = useTranslation();
  const error = failure?.fieldErrors.categoryIds;
  const chosen = failure?.values.categoryIds?.split(',') ?? item.categoryIds.map(String);
  const main = failure?.values.defaultCategoryId ?? String(item.defaultCategoryId ?? '');
  return (
    <fieldset
      className="space-y-2 rounded-lg border border-slate-200 p-4"
      aria-describedby={error ? 'item-categories-error' : undefined}
    >
      <legend className="px-1 font-semibold">{t('staff.catalogue.categories')}</legend>
      {error ? (
        <p id="item-categories-error" className="text-sm font-medium text-red-800">
          {t(error as 'errorMessages.invalid')}
        </p>
      ) : null}
      <ul className="grid max-h-80 gap-1 overflow-y-auto sm:grid-cols-2">
        {item.options.categories.map((category) => (
          <li key={category.id} className="flex items-center gap-3">
            <input
              type="checkbox"
              id={`category-${category.id}`}
              name="categoryIds"
              value={category.id}
              defaultChecked={chosen?.includes(String(category.id))}
              className="size-4"
            />
            <label htmlFor={`category-${category.id}`} className="flex-1">
              {category.name}
            </label>
            <input
              type="radio"
              name="defaultCategoryId"
              value={category.id}
              defaultChecked={main === String(category.id)}
              aria-label={t('staff.catalogue.mainCategoryOf', { name: category.name })}
              className="size-4"
            />
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">{t('staff.catalogue.mainCategoryHint')}</p>
    </fieldset>
  );
}
