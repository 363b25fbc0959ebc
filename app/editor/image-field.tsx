import { useId, useRef, useState } from 'react';
import { blockImageProblem, blockImageTypes } from '../../core/content/block-images/block-image-rules';
import { useTranslation } from '../i18n/use-translation';
import { ApiClientError } from '../lib/api-client';
import { apiErrorMessage } from '../lib/api-error-message';
import { uploadBlockImage } from './editor-api';
import { useFieldProblem } from './field-problems';
import { inputClass } from './form-controls';

export type ImageValue = { desktop: string; mobile: string; alt: string; decorative?: boolean };

/**
 * A block picture: upload a new one (checked by content on the server, served in every size) and
 * its alternative text. An Image block needs one; a Banner's picture needs one unless the merchant
 * marks it decorative. A new picture empties the alt text (it described the old picture) and asks
 * for one; the save refuses it empty just the same.
 */
export function ImageField({
  uuid,
  path,
  label,
  altRequired,
  value,
  onChange,
}: {
  uuid: string;
  path: string;
  label: string;
  altRequired: boolean;
  value: ImageValue;
  onChange: (next: Partial<ImageValue> & Record<string, string | boolean>) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const altInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [replaced, setReplaced] = useState(false);
  const savedProblem = useFieldProblem(uuid, `${path}.alt`);
  const decorative = !altRequired && value.decorative === true;
  const altMissing = !decorative && value.alt.trim() === '';
  const altMessage = altMissing
    ? t(altRequired ? 'errorMessages.editor.altRequired' : 'errorMessages.editor.altRequiredOrDecorative')
    : savedProblem;
  async function upload(file: File | undefined) {
    if (!file) return;
    const local = blockImageProblem(file);
    if (local) {
      setProblem(t(`storefrontError.${local}`));
      return;
    }
    setProblem(null);
    setReplaced(false);
    setUploading(true);
    try {
      const stored = await uploadBlockImage(file);
      // The old alt text described the old picture; a decorative mark is for that picture too.
      onChange({ ...stored.sources, alt: '', ...(altRequired ? {} : { decorative: false }) });
      setReplaced(true);
      altInput.current?.focus();
    } catch (error) {
      setProblem(error instanceof ApiClientError ? apiErrorMessage(i18n, error) : t('storefrontError.unknownError'));
    } finally {
      setUploading(false);
    }
  }
  return (
    <div className="space-y-2">
      <img src={value.mobile} alt="" className="aspect-[8/3] w-full rounded bg-slate-200 object-cover" />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-file`} className="text-sm font-medium">
          {t('editor.form.upload', { label })}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          data-field-path={path}
          accept={blockImageTypes.join(',')}
          aria-describedby={`${id}-file-hint`}
          disabled={uploading}
          onChange={(event) => void upload(event.target.files?.[0])}
          className="text-sm"
        />
        <p id={`${id}-file-hint`} className="text-sm text-slate-600">
          {uploading ? t('editor.form.uploading') : t('editor.form.uploadHint')}
        </p>
        <p role="status" className="text-sm text-slate-900 empty:hidden">
          {replaced ? t('editor.form.newPicture') : ''}
        </p>
        {problem ? (
          <p role="alert" className="text-sm text-red-800">
            {problem}
          </p>
        ) : null}
      </div>
      {altRequired ? null : (
        <div>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              data-field-path={`${path}.decorative`}
              checked={decorative}
              aria-describedby={`${id}-decorative-hint`}
              onChange={(event) => onChange({ decorative: event.target.checked, alt: '' })}
            />
            {t('editor.form.decorative')}
          </label>
          <p id={`${id}-decorative-hint`} className="text-sm text-slate-600">
            {t('editor.form.decorativeHint')}
          </p>
        </div>
      )}
      {decorative ? null : (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-alt`} className="text-sm font-medium">
            {t('editor.form.fields.alt')}
            <span aria-hidden="true"> *</span>
          </label>
          <input
            ref={altInput}
            id={`${id}-alt`}
            data-field-path={`${path}.alt`}
            className={inputClass}
            value={value.alt}
            maxLength={200}
            required
            aria-invalid={altMessage ? true : undefined}
            aria-describedby={`${id}-alt-hint`}
            onChange={(event) => onChange({ alt: event.target.value })}
          />
          <p
            id={`${id}-alt-hint`}
            aria-live="polite"
            className={`text-sm ${altMessage ? 'text-red-800' : 'text-slate-600'}`}
          >
            {altMessage ?? t('editor.form.altHint')}
          </p>
        </div>
      )}
    </div>
  );
}
