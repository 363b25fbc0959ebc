import { data, Link } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import type { CatalogueImportResult } from '../../../core/catalog-management/catalogue-import.server';
import { maxCatalogueCsvBytes } from '../../../core/catalog-management/catalogue-csv-columns';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { pageMeta } from '../../lib/page-meta';
import { shopContext } from '../../shop-context';
import { CatalogueImportForm, type ImportAnswer } from '../../staff/catalogue/catalogue-import-form';
import { csvText } from '../../staff/catalogue/csv-text';
import { StaffForbidden } from '../../staff/staff-forbidden';
import type { Route } from './+types/staff-catalogue-import';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('staff.catalogue.import.title'),
  robots: 'noindex, nofollow',
}));

/** /staff/catalogue/import (issue 37): the catalogue's CSV out and in. Only for the catalogue role. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    await context.get(shopContext).call('getStaffCatalogueOptions', {});
    return { forbidden: false };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return data({ forbidden: true }, 403);
    throw error;
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const dryRun = form.get('intent') !== 'apply';
  const file = form.get('file');
  const refused = (messageKey: string, status: number) =>
    data({ ok: false, messageKey } satisfies ImportAnswer, status);
  if (!(file instanceof File) || file.size === 0) return refused('staff.catalogue.import.fileMissing', 400);
  if (file.size > maxCatalogueCsvBytes) return refused('staff.catalogue.import.problems.tooLarge', 413);
  try {
    const result = (await context.get(shopContext).call('doImportCatalogue', {
      csv: csvText(new Uint8Array(await file.arrayBuffer())),
      dryRun,
    })) as CatalogueImportResult;
    return { ok: true, dryRun, result } satisfies ImportAnswer;
  } catch (error) {
    if (isApiError(error) && error.status < 500) return refused(`storefrontError.${error.key}`, error.status);
    throw error;
  }
}

export default function StaffCatalogueImport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  if (loaderData.forbidden) return <StaffForbidden needs="catalogue" />;
  return (
    <section aria-labelledby="catalogue-import-title" className="space-y-4">
      <p>
        <Link to={localize('/staff/catalogue')} className="underline underline-offset-2">
          {t('staff.catalogue.back')}
        </Link>
      </p>
      <h1 id="catalogue-import-title" className="text-2xl font-semibold">
        {t('staff.catalogue.import.title')}
      </h1>
      <CatalogueImportForm answer={actionData as ImportAnswer | undefined} />
    </section>
  );
}
