import type { TranslationKey } from '../../../core/i18n/translator';
import { useTranslation } from '../../i18n/use-translation';

/** A fieldset's error, named by the fieldset's aria-describedby. */
export function FieldsetError({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation();
  return error ? (
    <p id={id} className="mt-2 text-sm font-medium text-red-800">
      {t(error as TranslationKey)}
    </p>
  ) : null;
}

export const sectionClass = 'rounded-lg border border-slate-300 p-5';
export const legendClass = 'px-1 text-lg font-semibold';
