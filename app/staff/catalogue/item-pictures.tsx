import { Form, useNavigation } from 'react-router';
import type { StaffItemPage } from '../../../core/catalog-management/staff-item-page.server';
import { FormAlert, FormField } from '../../components/form-field';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';

const fieldClass = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2';

/**
 * An item's pictures (issue 37): each with its alt text and buttons to move it up or down (the
 * first is the main picture) or remove it – plain forms, so the order is kept by keyboard too –
 * and a form to upload a photo with its alt text in both languages.
 */
export function ItemPictures({ item, failure }: { item: StaffItemPage; failure: FormFailure | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const busy = useNavigation().formData?.get('intent') === 'uploadImage';
  const values = item.options.attributes.flatMap((attribute) =>
    attribute.values.map((value) => ({ id: value.id, name: `${attribute.name}: ${value.name}` })),
  );
  const action = (intent: string, itemImageId: number, label: string, extra: Record<string, string> = {}) => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="itemImageId" value={itemImageId} />
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button-secondary">
        {label}
      </button>
    </Form>
  );
  return (
    <section aria-labelledby="item-pictures" className="space-y-3">
      <h2 id="item-pictures" className="text-lg font-semibold">
        {t('staff.catalogue.pictures')}
      </h2>
      {item.images.length === 0 ? <p className="text-slate-700">{t('staff.catalogue.noPictures')}</p> : null}
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {item.images.map((image, index) => {
          const alt = image.alternate[locale];
          return (
            <li key={image.id} className="space-y-2 rounded-lg border border-slate-200 p-3">
              <img src={image.url} alt={alt} width={160} height={160} className="size-40 object-contain" />
              <p className="text-sm">
                {index === 0 ? <span className="font-semibold">{t('staff.catalogue.mainPicture')} · </span> : null}
                {alt}
              </p>
              <div className="flex flex-wrap gap-2">
                {index > 0
                  ? action('moveImage', image.id, t('staff.catalogue.moveUp', { alt }), { direction: 'up' })
                  : null}
                {index < item.images.length - 1
                  ? action('moveImage', image.id, t('staff.catalogue.moveDown', { alt }), { direction: 'down' })
                  : null}
                {action('deleteImage', image.id, t('staff.catalogue.removePicture', { alt }))}
              </div>
            </li>
          );
        })}
      </ol>
      <Form
        method="post"
        encType="multipart/form-data"
        className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2"
        aria-busy={busy || undefined}
      >
        <input type="hidden" name="intent" value="uploadImage" />
        <div className="sm:col-span-2">
          {failure?.formError ? (
            <FormAlert>
              {t(
                `storefrontError.${failure.formError.key}` as 'storefrontError.unknownError',
                failure.formError.values,
              )}
            </FormAlert>
          ) : null}
        </div>
        <FormField
          label={t('staff.catalogue.pictureFile')}
          name="file"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          required
          hint={t('staff.catalogue.pictureHint')}
          error={failure?.fieldErrors.file}
        />
        <label className="block font-medium">
          {t('staff.catalogue.pictureFor')}
          <select name="attributeValueId" defaultValue="" className={fieldClass}>
            <option value="">{t('staff.catalogue.allVariations')}</option>
            {values.map((value) => (
              <option key={value.id} value={value.id}>
                {value.name}
              </option>
            ))}
          </select>
        </label>
        {(['de', 'en'] as const).map((lang) => (
          <FormField
            key={lang}
            label={t('staff.catalogue.altIn', { language: t(`staff.catalogue.language.${lang}`) })}
            name={`alt-${lang}`}
            required
            defaultValue={failure?.values[`alt-${lang}`]}
            error={failure?.fieldErrors[lang]}
          />
        ))}
        <div className="sm:col-span-2">
          <button type="submit" className="button-primary" disabled={busy}>
            {t('staff.catalogue.uploadPicture')}
          </button>
        </div>
      </Form>
    </section>
  );
}
