import { Form, useNavigation } from 'react-router';
import type { BackupEntry } from '../../../core/backups/backups.server';
import { formatDateTime, formatNumber } from '../../../core/i18n/format';
import type { Locale } from '../../../core/i18n/locales';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';

/** A file's size for people: kB up to a megabyte, then MB, then GB (1000-based, as file managers show). */
export function readableSize(bytes: number, locale: Locale): string {
  const units = [
    ['GB', 1e9],
    ['MB', 1e6],
    ['kB', 1e3],
  ] as const;
  for (const [unit, size] of units) {
    if (bytes >= size) return `${formatNumber(bytes / size, locale, { maximumFractionDigits: 1 })} ${unit}`;
  }
  return `${formatNumber(bytes, locale)} B`;
}

/** "Back up now": busy (and announced) while the backup is being made. */
export function MakeBackupForm() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'make';
  return (
    <Form method="post" aria-busy={busy}>
      <button type="submit" name="intent" value="make" className="button-primary" disabled={busy}>
        {busy ? t('staff.backups.making') : t('staff.backups.make')}
      </button>
    </Form>
  );
}

/** The backups, newest first, with when they were made, their size and a download link. */
export function BackupTable({ entries }: { entries: BackupEntry[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (entries.length === 0) return <p>{t('staff.backups.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('staff.backups.listTitle')}</caption>
        <thead className="border-b border-slate-300">
          <tr>
            <th scope="col" className="py-2 pr-4">
              {t('staff.backups.createdAt')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('staff.backups.file')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              {t('staff.backups.size')}
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">{t('staff.backups.download')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const date = formatDateTime(entry.createdAt, locale);
            return (
              <tr key={entry.fileName} className="border-b border-slate-200">
                <td className="py-2 pr-4">{date}</td>
                <td className="py-2 pr-4 font-mono">{entry.fileName}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{readableSize(entry.sizeBytes, locale)}</td>
                <td className="py-2">
                  <a
                    href={`/staff/export/backups/${encodeURIComponent(entry.fileName)}?lang=${locale}`}
                    download={entry.fileName}
                    aria-label={t('staff.backups.downloadLabel', { date })}
                    className="text-primary-800 underline"
                  >
                    {t('staff.backups.download')}
                  </a>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
