import { useTranslation } from '../../i18n/use-translation';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/staff-returns';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('staff.nav.returns'),
  robots: 'noindex, nofollow',
}));

/** /staff/returns (issue 36): announced returns and withdrawal declarations – PLACEHOLDER until built. */
export default function StaffReturns() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="staff-returns-title" className="space-y-4">
      <h1 id="staff-returns-title" className="text-2xl font-semibold">
        {t('staff.nav.returns')}
      </h1>
    </section>
  );
}
