import { isBlockLink } from '../../core/content/blocks/block-rules';
import { useTranslation } from '../i18n/use-translation';
import { inputClass, Labelled, type BlockTextFieldProps } from './form-controls';

/**
 * Links are shop paths ("/rasierspiegel") or http(s) addresses: the save's own rule (`isBlockLink`)
 * says so while the merchant types, and the page shows no button for a link it refuses.
 */
export function LinkField({ id, path, label, problem, value, onChange }: BlockTextFieldProps) {
  const { t } = useTranslation();
  const message = value !== '' && !isBlockLink(value) ? t('errorMessages.editor.linkInvalid') : problem;
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        data-field-path={path}
        className={inputClass}
        value={value}
        maxLength={500}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} aria-live="polite" className={`text-sm ${message ? 'text-red-800' : 'text-slate-600'}`}>
        {message ?? t('editor.form.linkHint')}
      </p>
    </Labelled>
  );
}
