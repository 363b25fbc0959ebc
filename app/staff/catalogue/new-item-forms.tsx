import { Form, useNavigation } from 'react-router';
import type { StaffItemPage } from '../../../core/catalog-management/staff-item-page.server';
import { FormAlert, FormField } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';
import { fieldClass } from './labelled';
import { attributeValueOptions } from './variation-links';

function Failure({ failure }: { failure: FormFailure | null }) {
  const { t } = useTranslation();
  return failure?.formError ? (
    <FormAlert>
      {t(`storefrontError.${failure.formError.key}` as 'storefrontError.unknownError', failure.formError.values)}
    </FormAlert>
  ) : null;
}

/** What a new variation starts with, on both forms: number, price, VAT, first stock. */
function VariationStart({ failure }: { failure: FormFailure | null }) {
  const { t } = useTranslation();
  const error = (name: string) => failure?.fieldErrors[name];
  const value = (name: string) => failure?.values[name];
  return (
    <>
      <FormField
        label={t('staff.catalogue.fields.number')}
        name="number"
        required
        autoComplete="off"
        defaultValue={value('number')}
        error={error('number')}
      />
      <FormField
        label={t('staff.catalogue.fields.salePrice')}
        name="salePrice"
        inputMode="decimal"
        required
        defaultValue={value('salePrice')}
        error={error('salePriceCents')}
      />
      <label className="block font-medium">
        {t('staff.catalogue.fields.vatRate')}
        <select name="vatRate" defaultValue={value('vatRate') ?? '1900'} className={fieldClass}>
          {[1900, 700, 0].map((rate) => (
            <option key={rate} value={rate}>
              {rate / 100} %
            </option>
          ))}
        </select>
      </label>
      <FormField
        label={t('staff.catalogue.fields.stock')}
        name="stock"
        inputMode="numeric"
        defaultValue={value('stock') ?? '0'}
        error={error('stock')}
      />
    </>
  );
}

/** The item list's "new item" form: names, category and the first variation; then its page opens. */
export function NewItemForm({
  categories,
  failure,
}: {
  categories: Array<{ id: number; name: string }>;
  failure: FormFailure | null;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get('intent') === 'create';
  return (
    <details className="rounded-lg border border-slate-200 p-4" open={failure ? true : undefined}>
      <summary className="cursor-pointer font-semibold">{t('staff.catalogue.newItem')}</summary>
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-busy={busy || undefined}>
        <input type="hidden" name="intent" value="create" />
        <div className="sm:col-span-2 lg:col-span-4">
          <Failure failure={failure} />
        </div>
        {(['de', 'en'] as const).map((lang) => (
          <div key={lang} className="sm:col-span-1 lg:col-span-2">
            <FormField
              label={t('staff.catalogue.nameIn', { language: t(`staff.catalogue.language.${lang}`) })}
              name={`name-${lang}`}
              required
              defaultValue={failure?.values[`name-${lang}`]}
              error={failure?.fieldErrors[lang]}
            />
          </div>
        ))}
        <label className="block font-medium sm:col-span-2 lg:col-span-4">
          {t('staff.catalogue.fields.category')}
          <select name="categoryId" required defaultValue={failure?.values.categoryId ?? ''} className={fieldClass}>
            <option value="" disabled>
              {t('staff.catalogue.chooseCategory')}
            </option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <VariationStart failure={failure} />
        <div className="sm:col-span-2 lg:col-span-4">
          <button type="submit" className="button-primary" disabled={busy}>
            {t('staff.catalogue.createItem')}
          </button>
        </div>
      </Form>
    </details>
  );
}

/** The item page's "another variation" form: its start and its attribute values. */
export function NewVariationForm({ item, failure }: { item: StaffItemPage; failure: FormFailure | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get('intent') === 'addVariation';
  return (
    <section aria-labelledby="new-variation" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h2 id="new-variation" className="text-lg font-semibold">
        {t('staff.catalogue.newVariation')}
      </h2>
      <Form method="post" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-busy={busy || undefined}>
        <input type="hidden" name="intent" value="addVariation" />
        <input type="hidden" name="version" value={item.version} />
        <div className="sm:col-span-2 lg:col-span-4">
          <Failure failure={failure} />
        </div>
        <VariationStart failure={failure} />
        {item.options.attributes.map((attribute) => (
          <label key={attribute.id} className="block font-medium">
            {attribute.name}
            <select name="attributeValueIds" defaultValue="" className={fieldClass}>
              {attributeValueOptions(attribute, t('staff.catalogue.noAttributeValue'))}
            </select>
          </label>
        ))}
        <div className="sm:col-span-2 lg:col-span-4">
          <button type="submit" className="button-secondary" disabled={busy}>
            {t('staff.catalogue.addVariation')}
          </button>
        </div>
      </Form>
    </section>
  );
}
