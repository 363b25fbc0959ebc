import { useTranslation } from '../../i18n/use-translation';

const fieldClass = 'mt-1 block rounded-md border border-slate-400 bg-white px-3 py-2';

/** The accounting export (issue 36): a file from the server, so a plain form, not a page navigation. */
export function AccountingExportForm() {
  const { t } = useTranslation();
  const today = new Date().toISOString().slice(0, 10);
  const monthStart = `${today.slice(0, 8)}01`;
  return (
    <section aria-labelledby="accounting-export" className="rounded-lg border border-slate-200 p-4">
      <h2 id="accounting-export" className="font-semibold">
        {t('staff.export.title')}
      </h2>
      <p className="text-slate-700">{t('staff.export.intro')}</p>
      <form method="get" action="/staff/export/documents.csv" className="mt-2 flex flex-wrap items-end gap-3">
        <label className="font-medium">
          {t('staff.export.from')}
          <input type="date" name="from" required defaultValue={monthStart} className={fieldClass} />
        </label>
        <label className="font-medium">
          {t('staff.export.to')}
          <input type="date" name="to" required defaultValue={today} className={fieldClass} />
        </label>
        <button type="submit" className="button-secondary">
          {t('staff.export.submit')}
        </button>
      </form>
    </section>
  );
}
