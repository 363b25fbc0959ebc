import { data } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import type { BackupEntry } from '../../../core/backups/backups.server';
import type { TranslationKey } from '../../../core/i18n/translator';
import { useTranslation } from '../../i18n/use-translation';
import { errorStatus, rethrowFaults } from '../../lib/form-result';
import { pageMeta } from '../../lib/page-meta';
import { shopContext } from '../../shop-context';
import { BackupTable, MakeBackupForm } from '../../staff/backups/backup-list';
import { StaffForbidden } from '../../staff/staff-forbidden';
import type { Route } from './+types/staff-backups';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('staff.backups.title'),
  robots: 'noindex, nofollow',
}));

/** /staff/backups (issue 37, role admin): the backups with their sizes, making one now, downloading one. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const list = await context.get(shopContext).call('getStaffBackups', {});
    return { list: list as { entries: BackupEntry[]; keep: number }, forbidden: false };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return data({ list: null, forbidden: true }, 403);
    throw error;
  }
}

type ActionAnswer = { made: string } | { refused: string };

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'make') throw data(null, 400);
  try {
    const made = (await context.get(shopContext).call('doMakeBackup', {})) as { fileName: string };
    return { made: made.fileName } satisfies ActionAnswer;
  } catch (error) {
    rethrowFaults(error);
    return data({ refused: `storefrontError.${error.key}` } satisfies ActionAnswer, errorStatus(error));
  }
}

export default function StaffBackups({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.forbidden || !loaderData.list) return <StaffForbidden needs="admin" />;
  const answer = actionData as ActionAnswer | undefined;
  return (
    <section aria-labelledby="staff-backups-title" className="space-y-4">
      <h1 id="staff-backups-title" className="text-2xl font-semibold">
        {t('staff.backups.title')}
      </h1>
      <p className="max-w-3xl text-slate-700">{t('staff.backups.intro', { keep: loaderData.list.keep })}</p>
      <div role="status">
        {answer && 'made' in answer ? (
          <p className="rounded-md bg-green-50 p-3 text-green-900">{t('staff.backups.made', { file: answer.made })}</p>
        ) : null}
      </div>
      {answer && 'refused' in answer ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
          {t(answer.refused as TranslationKey)}
        </p>
      ) : null}
      <MakeBackupForm />
      <h2 className="text-xl font-semibold">{t('staff.backups.listTitle')}</h2>
      <BackupTable entries={loaderData.list.entries} />
    </section>
  );
}
