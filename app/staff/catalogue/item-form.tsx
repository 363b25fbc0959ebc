import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { StaffItemPage } from '../../../core/catalog-management/staff-item-page.server';
import { formatMoney } from '../../../core/i18n/format';
import { itemConditions } from '../../../core/catalog/product-codes';
import { FormAlert } from '../../components/form-field';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';
import { centsForInput } from '../money-input';
import { CategoryChoice, ItemTypeChoice, LinkChoice } from './item-assignments';
import { itemTextFields } from './item-form-input';
import { fieldClass, Labelled } from './labelled';
import { changedFieldsName, useChangedFields } from './changed-fields';
import { RichTextInput } from './rich-text-input';
import { VariationFields } from './variation-fields';

const multiline: ReadonlySet<string> = new Set(['shortDescription', 'metaDescription']);
/** Texts with headings, lists and links: the block editor's rich-text field. */
const richText: ReadonlySet<string> = new Set(['description', 'technicalData', 'safetyNotes']);

/**
 * The item page's one form (issue 37): texts in both languages side by side, the item type,
 * manufacturer, categories, tags and order properties, and per variation its state, attribute
 * values, order quantities, VAT, prices and (for a set) parts. Sent with the version it was read
 * at; the page then shows what was saved (or, after someone else's save, the new state).
 */
export function ItemForm({ item, failure }: { item: StaffItemPage; failure: FormFailure | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const busy = useNavigation().state !== 'idle';
  const changedFields = useChangedFields();
  const errorOf = (name: string) => failure?.fieldErrors[name];
  const valueOf = (name: string, saved: string) => failure?.values[name] ?? saved;
  // A set shows each variation's parts as soon as it is chosen.
  const [itemType, setItemType] = useState(valueOf('itemType', item.itemType));
  const described = (name: string, hint?: boolean) =>
    [hint ? `${name}-hint` : null, errorOf(name) ? `${name}-error` : null].filter(Boolean).join(' ') || undefined;
  // A field with a hint says so with its aria-describedby; the error is added to it, not put instead.
  const input = (name: string, saved: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => {
    const { 'aria-describedby': hint, ...attributes } = extra;
    return (
      <input
        id={name}
        name={name}
        defaultValue={valueOf(name, saved)}
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={described(name, Boolean(hint))}
        className={fieldClass}
        {...attributes}
      />
    );
  };
  return (
    <Form method="post" className="space-y-6" aria-busy={busy || undefined} {...changedFields}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="version" value={item.version} />
      <input type="hidden" name={changedFieldsName} defaultValue={failure?.values[changedFieldsName] ?? ''} />
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
                if (richText.has(field)) {
                  return (
                    <RichTextInput
                      key={field}
                      name={name}
                      label={t(`staff.catalogue.fields.${field}`)}
                      saved={valueOf(name, saved)}
                      error={errorOf(name)}
                      hint={field === 'description' ? t('staff.catalogue.hints.description') : undefined}
                    />
                  );
                }
                return (
                  <Labelled
                    key={field}
                    id={name}
                    label={t(`staff.catalogue.fields.${field}`)}
                    error={errorOf(name)}
                    hint={field === 'urlPath' ? t('staff.catalogue.hints.urlPath') : undefined}
                  >
                    {multiline.has(field) ? (
                      <textarea
                        id={name}
                        name={name}
                        rows={3}
                        defaultValue={valueOf(name, saved)}
                        aria-invalid={errorOf(name) ? true : undefined}
                        aria-describedby={described(name)}
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
        <div className="grid gap-4 md:grid-cols-2">
          <ItemTypeChoice item={item} value={itemType} error={errorOf('itemType')} onChange={setItemType} />
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
          <Labelled id="condition" label={t('staff.catalogue.fields.condition')} error={errorOf('condition')}>
            <select
              id="condition"
              name="condition"
              defaultValue={valueOf('condition', item.condition)}
              className={fieldClass}
            >
              {itemConditions.map((condition) => (
                <option key={condition} value={condition}>
                  {t(`staff.catalogue.conditions.${condition}`)}
                </option>
              ))}
            </select>
          </Labelled>
        </div>
        <CategoryChoice item={item} failure={failure} />
        <div className="grid gap-4 md:grid-cols-2">
          <LinkChoice
            name="tagIds"
            legend={t('staff.catalogue.tags')}
            empty={t('staff.catalogue.noTags')}
            options={item.options.tags}
            saved={item.tagIds}
            failure={failure}
          />
          <LinkChoice
            name="orderPropertyIds"
            legend={t('staff.catalogue.orderProperties')}
            empty={t('staff.catalogue.noOrderProperties')}
            options={item.options.orderProperties}
            saved={item.orderPropertyIds}
            failure={failure}
          />
        </div>
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
            isSet={itemType === 'set'}
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
