import type { CallProgress } from '../../../core/api/context';
import { formatNumber } from '../../../core/i18n/format';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';

export const importProgressTextId = 'catalogue-import-progress-text';

/**
 * How far the catalogue import is (issue 37): a progress bar – without a count yet (the file is
 * read and sent) it runs without a value – described by the count as text, "12.000 von 20.000
 * Zeilen geprüft" (ImportProgressText, in the form's polite live region). When the import is done
 * it stays at its end beside the result.
 */
export function ImportProgressBar({ progress }: { progress: CallProgress | null }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <label htmlFor="catalogue-import-progress" className="block font-medium">
        {t('staff.catalogue.import.progressLabel')}
      </label>
      {progress ? (
        <progress
          key="counted"
          id="catalogue-import-progress"
          max={Math.max(progress.total, 1)}
          value={progress.done}
          aria-describedby={importProgressTextId}
          className="h-3 w-full"
        />
      ) : (
        // No count yet: a bar without a value runs (indeterminate).
        <progress
          key="waiting"
          id="catalogue-import-progress"
          aria-describedby={importProgressTextId}
          className="h-3 w-full"
        />
      )}
    </div>
  );
}

export function ImportProgressText({ progress }: { progress: CallProgress | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <p id={importProgressTextId}>
      {progress
        ? t(`staff.catalogue.import.progress.${progress.stage as 'check'}`, {
            done: formatNumber(progress.done, locale),
            total: formatNumber(progress.total, locale),
          })
        : t('staff.catalogue.import.reading')}
    </p>
  );
}
