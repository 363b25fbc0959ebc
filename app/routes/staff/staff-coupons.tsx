import { data, Link } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import type { StaffCampaign } from '../../../core/coupons/staff-coupons.server';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { pageMeta } from '../../lib/page-meta';
import { shopContext } from '../../shop-context';
import { CampaignTable } from '../../staff/coupons/campaign-list';
import { StaffForbidden } from '../../staff/staff-forbidden';
import type { Route } from './+types/staff-coupons';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('staff.coupons.title'),
  robots: 'noindex, nofollow',
}));

const itemsPerPage = 25;

/** /staff/coupons (issue 37, role `catalogue`): the campaigns with their rules and usage. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const typed = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isSafeInteger(typed) && typed >= 1 && typed <= 100_000 ? typed : 1;
  try {
    const list = await context.get(shopContext).call('getStaffCoupons', { page, itemsPerPage });
    return { page, list: list as { entries: StaffCampaign[]; total: number }, forbidden: false };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return data({ page, list: null, forbidden: true }, 403);
    throw error;
  }
}

export default function StaffCoupons({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  if (loaderData.forbidden || !loaderData.list) return <StaffForbidden needs="catalogue" />;
  return (
    <section aria-labelledby="staff-coupons-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="staff-coupons-title" className="text-2xl font-semibold">
          {t('staff.coupons.title')}
        </h1>
        <Link to={localize('/staff/coupons/new')} className="button-primary">
          {t('staff.coupons.new')}
        </Link>
      </div>
      <p className="text-slate-700">{t('staff.coupons.intro')}</p>
      <CampaignTable
        entries={loaderData.list.entries}
        total={loaderData.list.total}
        page={loaderData.page}
        itemsPerPage={itemsPerPage}
      />
    </section>
  );
}
