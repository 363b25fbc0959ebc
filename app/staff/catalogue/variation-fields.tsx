import type { StaffItemPage } from '../../../core/catalog-management/staff-item-page.server';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { fieldClass, Labelled } from './labelled';
import { AttributeChoice, SetParts } from './variation-links';

type Variation = StaffItemPage['variations'][number];

/**
 * One variation on the item page (issue 37): its state, attribute values, prices, order
 * quantities, VAT, base price unit and – for a set – its parts. Fields are named `v<id>-<field>`.
 */
export function VariationFields(props: {
  variation: Variation;
  item: StaffItemPage;
  /** The item is (or is being made) a set: the variation lists its parts. */
  isSet: boolean;
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
      <AttributeChoice
        variation={variation}
        attributes={props.item.options.attributes}
        errorOf={errorOf}
        valueOf={valueOf}
      />
      {props.isSet ? <SetParts variation={variation} errorOf={errorOf} input={input} /> : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {field('salePrice', money(variation.salePriceCents), { inputMode: 'decimal', required: true })}
        {field('rrp', money(variation.rrpCents), { inputMode: 'decimal' })}
        {field(
          'businessPrice',
          money(variation.businessPriceCents),
          { inputMode: 'decimal' },
          t('staff.catalogue.hints.businessPrice'),
        )}
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
        {field('mpn', variation.mpn, { maxLength: 70 })}
        {field('isbn', variation.isbn, { inputMode: 'numeric' }, t('staff.catalogue.hints.isbn'))}
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
