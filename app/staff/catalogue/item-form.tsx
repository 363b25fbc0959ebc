import { Form, useNavigation } from 'react-router';
import type { StaffItemPage } from '../../../core/catalog-management/staff-item-page.server';
import { formatMoney } from '../../../core/i18n/format';
import { FormAlert } from '../../components/form-field';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';
import { centsForInput } from '../money-input';
import { itemTextFields } from './item-form-input';

const fieldClass = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700';
const multiline: ReadonlySet<string> = new Set(['shortDescription', 'description', 'technicalData', 'metaDescription']);

type Variation = StaffItemPage['variations'][number];

/** A labelled textarea or select with its error, like FormField for inputs. */
function Labelled(props: { id: string; label: string; error?: string; hint?: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={props.id} className="font-medium">
        {props.label}
      </label>
      {props.children}
      {props.hint ? (
        <p id={`${props.id}-hint`} className="mt-1 text-sm text-slate-700">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {t(props.error as 'errorMessages.invalid')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The item page's one form (issue 37): texts in both languages side by side, the manufacturer,
 * and per variation its state, order quantities, VAT and prices. Sent with the version it was read
 * at; the page then shows what was saved (or, after someone else's save, the new state).
 */
export function ItemForm({ item, failure }: { item: StaffItemPage; failure: FormFailure | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const busy = useNavigation().state !== 'idle';
  const errorOf = (name: string) => failure?.fieldErrors[name];
  const valueOf = (name: string, saved: string) => failure?.values[name] ?? saved;
  const described = (name: string, hint?: boolean) =>
    [hint ? `${name}-hint` : null, errorOf(name) ? `${name}-error` : null].filter(Boolean).join(' ') || undefined;
  const input = (name: string, saved: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <input
      id={name}
      name={name}
      defaultValue={valueOf(name, saved)}
      aria-invalid={errorOf(name) ? true : undefined}
      aria-describedby={described(name, Boolean(extra['aria-describedby']))}
      className={fieldClass}
      {...extra}
    />
  );
  return (
    <Form method="post" className="space-y-6" aria-busy={busy || undefined}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="version" value={item.version} />
      {failure?.formError ? (
        <FormAlert>
          {t(`storefrontError.${failure.formError.key}` as 'storefrontError.unknownError', failure.formError.values)}
        </FormAlert>
      ) : null}
      <section aria-labelledby="item-texts" className="space-y-3">
        <h2 id="item-texts" className="text-lg font-semibold">
          {t('staff.catalogue.texts')}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {(['de', 'en'] as const).map((lang) => (
            <fieldset key={lang} className="space-y-3 rounded-lg border border-slate-200 p-4">
              <legend className="px-1 font-semibold">{t(`staff.catalogue.language.${lang}`)}</legend>
              {itemTextFields.map((field) => {
                const name = `${lang}-${field}`;
                const saved = item.texts[lang]?.[field] ?? '';
                return (
                  <Labelled
                    key={field}
                    id={name}
                    label={t(`staff.catalogue.fields.${field}`)}
                    error={errorOf(name)}
                    hint={
                      field === 'urlPath' || field === 'description' ? t(`staff.catalogue.hints.${field}`) : undefined
                    }
                  >
                    {multiline.has(field) ? (
                      <textarea
                        id={name}
                        name={name}
                        rows={field === 'description' ? 8 : 3}
                        defaultValue={valueOf(name, saved)}
                        aria-invalid={errorOf(name) ? true : undefined}
                        aria-describedby={described(name, field === 'description')}
                        className={fieldClass}
                      />
                    ) : (
                      input(name, saved, {
                        required: true,
                        ...(field === 'urlPath' ? { 'aria-describedby': `${name}-hint` } : {}),
                      })
                    )}
                  </Labelled>
                );
              })}
            </fieldset>
          ))}
        </div>
        <Labelled
          id="manufacturerId"
          label={t('staff.catalogue.fields.manufacturer')}
          error={errorOf('manufacturerId')}
        >
          <select
            id="manufacturerId"
            name="manufacturerId"
            defaultValue={valueOf('manufacturerId', String(item.manufacturerId ?? ''))}
            className={fieldClass}
          >
            <option value="">{t('staff.catalogue.noManufacturer')}</option>
            {item.options.manufacturers.map((maker) => (
              <option key={maker.id} value={maker.id}>
                {maker.name}
              </option>
            ))}
          </select>
        </Labelled>
        <CategoryChoice item={item} failure={failure} />
      </section>
      <section aria-labelledby="item-variations" className="space-y-3">
        <h2 id="item-variations" className="text-lg font-semibold">
          {t('staff.catalogue.variations')}
        </h2>
        {item.variations.map((variation) => (
          <VariationFields
            key={variation.id}
            variation={variation}
            item={item}
            errorOf={errorOf}
            valueOf={valueOf}
            input={input}
            money={(cents) => (cents === null ? '' : centsForInput(cents, locale))}
            shown={(cents) => formatMoney(cents, 'EUR', locale)}
          />
        ))}
      </section>
      <button type="submit" className="button-primary" disabled={busy}>
        {t('staff.catalogue.save')}
      </button>
    </Form>
  );
}

function VariationFields(props: {
  variation: Variation;
  item: StaffItemPage;
  errorOf: (name: string) => string | undefined;
  valueOf: (name: string, saved: string) => string;
  input: (name: string, saved: string, extra?: React.InputHTMLAttributes<HTMLInputElement>) => React.ReactNode;
  money: (cents: number | null) => string;
  shown: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const { variation, errorOf, valueOf, input, money } = props;
  const name = (field: string) => `v${variation.id}-${field}`;
  const checkbox = (field: 'isActive' | 'allowOversell', saved: boolean) => (
    <label className="flex items-center gap-2 font-medium">
      <input
        type="checkbox"
        name={name(field)}
        defaultChecked={props.valueOf(name(field), saved ? 'on' : '') === 'on'}
        className="size-4"
      />
      {t(`staff.catalogue.fields.${field}`)}
    </label>
  );
  const field = (
    key: string,
    saved: string,
    extra: React.InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
  ) => (
    <Labelled
      id={name(key)}
      label={t(`staff.catalogue.fields.${key}` as 'staff.catalogue.fields.gtin')}
      error={errorOf(name(key))}
      hint={hint}
    >
      {input(name(key), saved, { ...extra, ...(hint ? { 'aria-describedby': `${name(key)}-hint` } : {}) })}
    </Labelled>
  );
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold">
        {t('staff.catalogue.variationLegend', { number: variation.number })}
        {variation.attributes ? ` – ${variation.attributes}` : ''}
      </legend>
      <div className="flex flex-wrap items-center gap-6">
        {variation.productPath ? (
          <a href={localize(variation.productPath)} className="underline underline-offset-2">
            {t('staff.catalogue.viewVariationInShop', { number: variation.number })}
          </a>
        ) : null}
        {checkbox('isActive', variation.isActive)}
        {checkbox('allowOversell', variation.allowOversell)}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {field('salePrice', money(variation.salePriceCents), { inputMode: 'decimal', required: true })}
        {field('rrp', money(variation.rrpCents), { inputMode: 'decimal' })}
        {field('specialPrice', money(variation.special?.priceCents ?? null), { inputMode: 'decimal' })}
        <p className="self-end text-sm text-slate-700">
          {variation.lowestPriceCents === null
            ? t('staff.catalogue.noLowestPrice')
            : t('staff.catalogue.lowestPrice', { price: props.shown(variation.lowestPriceCents) })}
        </p>
        {field('specialFrom', variation.special?.from ?? '', { type: 'date' })}
        {field('specialUntil', variation.special?.until ?? '', { type: 'date' })}
        <Labelled id={name('vatRate')} label={t('staff.catalogue.fields.vatRate')} error={errorOf(name('vatRate'))}>
          <select
            id={name('vatRate')}
            name={name('vatRate')}
            defaultValue={valueOf(name('vatRate'), String(variation.vatRate))}
            className={fieldClass}
          >
            {[1900, 700, 0].map((rate) => (
              <option key={rate} value={rate}>
                {rate / 100} %
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled
          id={name('availabilityId')}
          label={t('staff.catalogue.fields.availability')}
          error={errorOf(name('availabilityId'))}
        >
          <select
            id={name('availabilityId')}
            name={name('availabilityId')}
            defaultValue={valueOf(name('availabilityId'), String(variation.availabilityId))}
            className={fieldClass}
          >
            {props.item.options.availabilities.map((availability) => (
              <option key={availability.id} value={availability.id}>
                {availability.name}
              </option>
            ))}
          </select>
        </Labelled>
        {field('minimumOrderQuantity', String(variation.minimumOrderQuantity), {
          inputMode: 'numeric',
          required: true,
        })}
        {field('intervalOrderQuantity', String(variation.intervalOrderQuantity), {
          inputMode: 'numeric',
          required: true,
        })}
        {field(
          'maximumOrderQuantity',
          variation.maximumOrderQuantity === null ? '' : String(variation.maximumOrderQuantity),
          {
            inputMode: 'numeric',
          },
        )}
        {field('weightG', String(variation.weightG), { inputMode: 'numeric', required: true })}
        <Labelled id={name('unitId')} label={t('staff.catalogue.fields.unit')} error={errorOf(name('unitId'))}>
          <select
            id={name('unitId')}
            name={name('unitId')}
            defaultValue={valueOf(name('unitId'), String(variation.unitId))}
            className={fieldClass}
          >
            {props.item.options.units.map((unit) => (
              <option key={unit.id} value={unit.id}>
                {unit.name}
              </option>
            ))}
          </select>
        </Labelled>
        {field(
          'unitContent',
          String(variation.unitContent),
          { inputMode: 'numeric', required: true },
          t('staff.catalogue.hints.unitContent'),
        )}
        {field('gtin', variation.gtin, { inputMode: 'numeric' })}
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <legend className="font-medium">{t('staff.catalogue.graduated')}</legend>
        {[0, 1, 2].map((tier) => {
          const step = variation.graduated[tier];
          return (
            <div key={tier} className="contents">
              <Labelled
                id={name(`tier${tier}Quantity`)}
                label={t('staff.catalogue.tierQuantity', { number: tier + 1 })}
                error={errorOf(name(`tier${tier}Quantity`))}
              >
                {input(name(`tier${tier}Quantity`), step ? String(step.minimumQuantity) : '', { inputMode: 'numeric' })}
              </Labelled>
              <Labelled
                id={name(`tier${tier}Price`)}
                label={t('staff.catalogue.tierPrice', { number: tier + 1 })}
                error={errorOf(name(`tier${tier}Price`))}
              >
                {input(name(`tier${tier}Price`), step ? money(step.priceCents) : '', { inputMode: 'decimal' })}
              </Labelled>
            </div>
          );
        })}
      </fieldset>
    </fieldset>
  );
}

/** The categories the item is listed in (checkboxes) and its main one (the breadcrumb's). */
function CategoryChoice({ item, failure }: { item: StaffItemPage; failure: FormFailure | null }) {
  const { t } = useTranslation();
  const error = failure?.fieldErrors.categoryIds;
  const chosen = failure ? failure.values.categoryIds?.split(',') : item.categoryIds.map(String);
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
