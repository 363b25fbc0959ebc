import type { StaffTag } from '../../../core/catalog-management/tags.server';
import { FormField } from '../../components/form-field';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';
import { RecordFormFrame } from './record-form-frame';

/** The form's fields as the tag has them; a new tag is white (spec §9: the default tag colour). */
export function tagValues(tag: StaffTag | null): Record<string, string> {
  if (!tag) return { color: '#ffffff' };
  return {
    id: String(tag.id),
    version: String(tag.version),
    'names-de': tag.names.de,
    'names-en': tag.names.en,
    'slugs-de': tag.slugs.de,
    'slugs-en': tag.slugs.en,
    color: tag.color,
  };
}

/** A tag's names and page addresses per language and its colour (issue 37); a refusal keeps what was typed. */
export function TagForm({
  tag,
  values,
  failure,
}: {
  tag: StaffTag | null;
  values: Record<string, string>;
  failure: FormFailure | null;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const errors = failure?.fieldErrors ?? {};
  const title = tag
    ? t('staff.masterData.tags.editTitle', { name: tag.names[locale] })
    : t('staff.masterData.tags.new');
  const slugPattern = '[a-z0-9]+(-[a-z0-9]+)*';
  const color = /^#[0-9a-fA-F]{6}$/.test(values.color ?? '') ? values.color!.toLowerCase() : '#ffffff';
  return (
    <RecordFormFrame
      titleId="tag-form-title"
      title={title}
      record={tag}
      values={values}
      failure={failure}
      cancelEdit={t('staff.masterData.tags.cancelEdit')}
      formClassName="grid max-w-3xl gap-4 sm:grid-cols-2"
    >
      <FormField
        label={t('staff.masterData.tags.fields.nameDe')}
        name="names-de"
        lang="de"
        required
        defaultValue={values['names-de'] ?? ''}
        error={errors['names-de']}
      />
      <FormField
        label={t('staff.masterData.tags.fields.nameEn')}
        name="names-en"
        required
        defaultValue={values['names-en'] ?? ''}
        error={errors['names-en']}
      />
      <FormField
        label={t('staff.masterData.tags.fields.slugDe')}
        name="slugs-de"
        required
        pattern={slugPattern}
        hint={t('staff.masterData.tags.fields.slugHint')}
        defaultValue={values['slugs-de'] ?? ''}
        error={errors['slugs-de']}
      />
      <FormField
        label={t('staff.masterData.tags.fields.slugEn')}
        name="slugs-en"
        required
        pattern={slugPattern}
        hint={t('staff.masterData.tags.fields.slugHint')}
        defaultValue={values['slugs-en'] ?? ''}
        error={errors['slugs-en']}
      />
      <FormField
        label={t('staff.masterData.tags.fields.color')}
        name="color"
        type="color"
        className="mt-1 h-11 w-24 rounded-md border border-slate-400 bg-white p-1 aria-invalid:border-red-700"
        hint={t('staff.masterData.tags.fields.colorHint')}
        defaultValue={color}
        error={errors.color}
      />
      <div className="sm:col-span-2">
        <button type="submit" name="intent" value="save" className="button-primary">
          {tag ? t('staff.masterData.tags.save') : t('staff.masterData.tags.create')}
        </button>
      </div>
    </RecordFormFrame>
  );
}
