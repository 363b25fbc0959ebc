import { Form, useNavigation } from 'react-router';
import type { StaffItemPage } from '../../../core/catalog-management/staff-item-page.server';
import { FormAlert, FormField } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import type { PictureFailure } from './picture-action';
import { fieldClass } from './labelled';

type Choice = { id: number; name: string };
type Picture = StaffItemPage['images'][number];

/** The failure's message for the whole form, translated. */
export function PictureFormAlert({ failure }: { failure: PictureFailure | null }) {
  const { t } = useTranslation();
  if (!failure?.formError) return null;
  return (
    <FormAlert>
      {t(`storefrontError.${failure.formError.key}` as 'storefrontError.unknownError', failure.formError.values)}
    </FormAlert>
  );
}

/** Which variations a picture is shown for: all, or those with one attribute value. */
function VariationChoice({ choices, defaultValue }: { choices: Choice[]; defaultValue: string }) {
  const { t } = useTranslation();
  return (
    <label className="block font-medium">
      {t('staff.catalogue.pictureFor')}
      <select name="attributeValueId" defaultValue={defaultValue} className={fieldClass}>
        <option value="">{t('staff.catalogue.allVariations')}</option>
        {choices.map((value) => (
          <option key={value.id} value={value.id}>
            {value.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The alt text in both languages: both required, each with its own message. */
function AltFields({ failure, values }: { failure: PictureFailure | null; values: { de: string; en: string } }) {
  const { t } = useTranslation();
  return (
    <>
      {(['de', 'en'] as const).map((lang) => (
        <FormField
          key={lang}
          label={t('staff.catalogue.altIn', { language: t(`staff.catalogue.language.${lang}`) })}
          name={`alt-${lang}`}
          required
          maxLength={250}
          defaultValue={failure?.values[`alt-${lang}`] ?? values[lang]}
          error={failure?.fieldErrors[lang]}
        />
      ))}
    </>
  );
}

/**
 * A picture's alt texts and variation, changed afterwards (issue 37): a disclosure that opens the
 * form, a plain form post (doUpdateItemImage) so it works without JavaScript too. A refusal opens
 * it again with what was typed and the message at each field.
 */
export function PictureEditForm({
  image,
  alt,
  choices,
  failure,
}: {
  image: Picture;
  alt: string;
  choices: Choice[];
  failure: PictureFailure | null;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get('itemImageId') === String(image.id);
  // Saved anew, the form starts closed again with the saved texts (its key is what it shows).
  const key = `${image.alternate.de}|${image.alternate.en}|${image.attributeValueId}`;
  return (
    <details key={key} open={failure ? true : undefined} className="w-full">
      <summary className="button-secondary inline-block cursor-pointer">
        {t('staff.catalogue.editPicture', { alt })}
      </summary>
      <Form method="post" className="mt-3 space-y-3" aria-busy={busy || undefined}>
        <fieldset className="space-y-3">
          <legend className="sr-only">{t('staff.catalogue.editPictureLegend', { alt })}</legend>
          <input type="hidden" name="intent" value="updateImage" />
          <input type="hidden" name="itemImageId" value={image.id} />
          <PictureFormAlert failure={failure} />
          <AltFields failure={failure} values={image.alternate} />
          <VariationChoice
            choices={choices}
            defaultValue={failure?.values.attributeValueId ?? String(image.attributeValueId ?? '')}
          />
          <button type="submit" className="button-primary" disabled={busy}>
            {t('staff.catalogue.savePicture')}
          </button>
        </fieldset>
      </Form>
    </details>
  );
}

/** Uploading a photo with its alt texts and variation (doUploadItemImage, then doAddItemImage). */
export function PictureUploadForm({ choices, failure }: { choices: Choice[]; failure: PictureFailure | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get('intent') === 'uploadImage';
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2"
      aria-busy={busy || undefined}
    >
      <input type="hidden" name="intent" value="uploadImage" />
      <div className="sm:col-span-2">
        <PictureFormAlert failure={failure} />
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
      <VariationChoice choices={choices} defaultValue={failure?.values.attributeValueId ?? ''} />
      <AltFields failure={failure} values={{ de: '', en: '' }} />
      <div className="sm:col-span-2">
        <button type="submit" className="button-primary" disabled={busy}>
          {t('staff.catalogue.uploadPicture')}
        </button>
      </div>
    </Form>
  );
}
