import { data } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import { useTranslation } from '../../i18n/use-translation';
import { errorStatus, formFailure } from '../../lib/form-result';
import { formIntegerForCall } from '../../lib/form-values';
import { pageMeta } from '../../lib/page-meta';
import { shopContext } from '../../shop-context';
import {
  ReturnsList,
  WithdrawalsList,
  type ReturnsAnswer,
  type StaffReturnsView,
} from '../../staff/returns/returns-lists';
import { StaffForbidden } from '../../staff/staff-forbidden';
import type { Route } from './+types/staff-returns';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('staff.nav.returns'),
  robots: 'noindex, nofollow',
}));

/** /staff/returns (issue 36): announced returns and withdrawal declarations, and acting on them. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { view: (await context.get(shopContext).call('getStaffReturns', {})) as StaffReturnsView, forbidden: false };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return data({ view: null, forbidden: true }, 403);
    throw error;
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  const intent = form.get('intent') === 'match' ? 'match' : 'receive';
  const id = formIntegerForCall(form.get('id'));
  const values = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
  try {
    if (intent === 'match') {
      await shop.call('doMatchWithdrawal', { declarationId: id, orderId: formIntegerForCall(form.get('orderId')) });
    } else {
      const lines = [...form.keys()]
        .filter((name) => /^received-\d+$/.test(name))
        .map((name) => ({
          returnLineId: Number(name.slice(9)),
          received: formIntegerForCall(form.get(name)),
          restock: form.get(`restock-${name.slice(9)}`) === 'on',
        }));
      await shop.call('doReceiveReturn', {
        orderId: id,
        lines,
        refund: form.get('refund') === 'on',
        seenVersion: formIntegerForCall(form.get('seenVersion')),
      });
    }
    return { ok: true, intent, id } satisfies ReturnsAnswer;
  } catch (error) {
    return data({ ...formFailure(error, values, { fields: [] }), intent, id }, errorStatus(error));
  }
}

export default function StaffReturns({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.forbidden || !loaderData.view) return <StaffForbidden needs="orders" />;
  const answer = actionData as ReturnsAnswer | undefined;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('staff.nav.returns')}</h1>
      {answer?.ok ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
          {t(answer.intent === 'match' ? 'staff.returns.matched' : 'staff.returns.receivedDone')}
        </p>
      ) : null}
      <section aria-labelledby="staff-returns" className="space-y-3">
        <h2 id="staff-returns" className="text-lg font-semibold">
          {t('staff.returns.returns')}
        </h2>
        <ReturnsList view={loaderData.view} answer={answer} />
      </section>
      <section aria-labelledby="staff-withdrawals" className="space-y-3">
        <h2 id="staff-withdrawals" className="text-lg font-semibold">
          {t('staff.returns.withdrawals')}
        </h2>
        <WithdrawalsList view={loaderData.view} answer={answer} />
      </section>
    </div>
  );
}
