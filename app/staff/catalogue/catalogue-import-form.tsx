import { progressAnswer } from './progress-answer';
import { useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import type { CallProgress } from '../../../core/api/context';
import { maxCatalogueCsvBytes } from '../../../core/catalog-management/catalogue-csv-columns';
import type { CatalogueImportResult } from '../../../core/catalog-management/catalogue-import.server';
import { FormAlert } from '../../components/form-field';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../lib/api';
import { ApiClientError } from '../../lib/api-client';
import { ImportProgressBar, ImportProgressText } from './catalogue-import-progress';
import { csvText } from './csv-text';

export type ImportAnswer =
  { ok: true; dryRun: boolean; result: CatalogueImportResult } | { ok: false; messageKey: string };

/** An import the page sends itself, with its progress (null until the first count comes). */
type Run = { progress: CallProgress | null; answer?: ImportAnswer };

/**
 * The catalogue's CSV (issue 37): download it, then check a file (a dry run stores nothing) and
 * import it – the same file stays chosen between the two. Problems are listed by row and column
 * as the spreadsheet shows them. With JavaScript the page sends the file itself and shows how far
 * the shop is (doImportCatalogue's progress lines, read as they come); without, the form posts
 * and the page says the shop is working.
 */
export function CatalogueImportForm({ answer: posted }: { answer: ImportAnswer | undefined }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const [run, setRun] = useState<Run | null>(null);
  const working =
    (navigation.state !== 'idle' && navigation.formData?.get('intent') !== undefined) || (run !== null && !run.answer);
  const answer = run ? run.answer : posted;
  const result = answer?.ok ? answer.result : null;

  async function send(event: FormEvent<HTMLFormElement>) {
    const file = (event.currentTarget.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0];
    if (!file || typeof TextDecoderStream === 'undefined') return; // the plain form post
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const dryRun = !(submitter instanceof HTMLButtonElement && submitter.value === 'apply');
    const ended = (ending: ImportAnswer) =>
      setRun((current) => ({ progress: current?.progress ?? null, answer: ending }));
    setRun({ progress: null });
    if (file.size > maxCatalogueCsvBytes) {
      return ended({ ok: false, messageKey: 'staff.catalogue.import.problems.tooLarge' });
    }
    try {
      const csv = csvText(new Uint8Array(await file.arrayBuffer()));
      const done = await api.call(
        'doImportCatalogue',
        { csv, dryRun },
        { quiet: true, reader: progressAnswer((progress) => setRun({ progress })) },
      );
      ended({ ok: true, dryRun, result: done as CatalogueImportResult });
    } catch (error) {
      ended({
        ok: false,
        messageKey: `storefrontError.${error instanceof ApiClientError ? error.key : 'unknownError'}`,
      });
    }
  }
  return (
    <div className="space-y-4">
      <p>{t('staff.catalogue.import.intro')}</p>
      <p>
        <a href={`/staff/export/catalogue.csv?lang=${locale}`} className="underline underline-offset-2" download>
          {t('staff.catalogue.import.export')}
        </a>
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        className="space-y-3 rounded-lg border border-slate-200 p-4"
        aria-busy={working || undefined}
        onSubmit={(event) => void send(event)}
      >
        {answer && !answer.ok ? (
          <FormAlert>{t(answer.messageKey as 'staff.catalogue.import.fileMissing')}</FormAlert>
        ) : null}
        <label className="block font-medium">
          {t('staff.catalogue.import.file')}
          <input
            type="file"
            name="file"
            accept=".csv,text/csv"
            required
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2"
          />
        </label>
        <p id="import-apply-hint" className="text-sm text-slate-700">
          {t('staff.catalogue.import.applyHint')}
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="dryRun" className="button-secondary" disabled={working}>
            {t('staff.catalogue.import.dryRun')}
          </button>
          <button
            type="submit"
            name="intent"
            value="apply"
            className="button-primary"
            disabled={working}
            aria-describedby="import-apply-hint"
          >
            {t('staff.catalogue.import.apply')}
          </button>
        </div>
      </Form>
      {run ? <ImportProgressBar progress={run.progress} /> : null}
      <div role="status" aria-live="polite">
        {run ? <ImportProgressText progress={run.progress} /> : null}
        {working && !run ? <p>{t('staff.catalogue.import.working')}</p> : null}
        {!working && result ? (
          <p className={result.errors.length ? 'font-medium text-red-800' : 'font-medium text-green-900'}>
            {result.errors.length
              ? t('staff.catalogue.import.resultErrors', { count: result.errors.length })
              : t(
                  answer?.ok && answer.dryRun
                    ? 'staff.catalogue.import.resultDry'
                    : 'staff.catalogue.import.resultApplied',
                  {
                    created: result.created,
                    changed: result.changed,
                    unchanged: result.unchanged,
                  },
                )}
          </p>
        ) : null}
      </div>
      {result && result.errors.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="mb-2 text-left font-semibold">{t('staff.catalogue.import.errorsCaption')}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="px-2 py-2">
                  {t('staff.catalogue.import.line')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('staff.catalogue.import.column')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('staff.catalogue.import.problem')}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.errors.map((error, index) => (
                <tr key={index} className="border-b border-slate-200">
                  <td className="px-2 py-2">{error.line}</td>
                  <td className="px-2 py-2">{error.column || '–'}</td>
                  <td className="px-2 py-2">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
