import { data, Link, type ShouldRevalidateFunction } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import type { StaffOrderPage } from '../../../core/order-handling/staff-order-page.server';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { FormAlert } from '../../components/form-field';
import { errorStatus, formFailure, formRefusal } from '../../lib/form-result';
import { pageMeta } from '../../lib/page-meta';
import { shopContext } from '../../shop-context';
import { callOfIntent, orderActionInput, orderIntents, type OrderIntent } from '../../staff/orders/order-action-input';
import { actionShown, OrderActions, type OrderActionAnswer } from '../../staff/orders/order-actions';
import { OrderOverview } from '../../staff/orders/order-overview';
import { OrderRecords } from '../../staff/orders/order-records';
import { StaffForbidden } from '../../staff/staff-forbidden';
import type { Route } from './+types/staff-order';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>(({ params }, { t }) => ({
  title: t('staff.order.title', { id: params.orderId }),
  robots: 'noindex, nofollow',
}));

const orderIdOf = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0);

/**
 * /staff/orders/:orderId (issue 36): everything about one order and what staff can do with it.
 * Each view gets a fresh action key, so a form sent twice acts once.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const order = (await context
      .get(shopContext)
      .call('getStaffOrder', { orderId: orderIdOf(params.orderId) })) as StaffOrderPage;
    return { order, actionKey: crypto.randomUUID(), forbidden: false };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return data({ order: null, actionKey: '', forbidden: true }, 403);
    if (isApiError(error) && error.status < 500) throw data(null, 404);
    throw error;
  }
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '') as OrderIntent;
  if (!orderIntents.includes(intent)) throw data(null, 400);
  const input = orderActionInput(intent, form, orderIdOf(params.orderId));
  const values = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
  // A refund and a cancellation cannot be taken back: their forms ask first (a required tick).
  if (confirmedIntents.has(intent) && form.get('confirm') !== 'on') {
    return data({ ...formRefusal('staff.orders.notConfirmed', values), intent }, 400);
  }
  try {
    const answer = (await context.get(shopContext).call(callOfIntent[intent], input as never)) as { repeated: boolean };
    return { ok: true, intent, repeated: answer.repeated } satisfies OrderActionAnswer;
  } catch (error) {
    return data(
      { ...formFailure(error, values, { showsFault: (key) => key.startsWith('dhl.') }), intent },
      errorStatus(error),
    );
  }
}

const confirmedIntents: ReadonlySet<OrderIntent> = new Set(['refund', 'cancel']);

/** After any action the order is read again: a refusal (someone else's change) shows the new state too. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' ? true : defaultShouldRevalidate;

export default function StaffOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  if (loaderData.forbidden || !loaderData.order) return <StaffForbidden needs="orders" />;
  const { order } = loaderData;
  const answer = actionData as OrderActionAnswer | undefined;
  return (
    <article aria-labelledby="staff-order-title" className="space-y-6">
      <p>
        <Link to={localize('/staff')} className="underline underline-offset-2">
          {t('staff.order.back')}
        </Link>
      </p>
      <h1 id="staff-order-title" className="text-2xl font-semibold">
        {t('staff.order.title', { id: order.order.id })}
      </h1>
      {answer?.ok ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
          {answer.repeated ? t('staff.actions.repeated') : t(`staff.actions.${answer.intent}.done`)}
        </p>
      ) : null}
      {answer && !answer.ok && !actionShown(order, answer.intent) ? (
        // Refused, and its form is gone with the new state (paid meanwhile, say): said here instead.
        <FormAlert>
          {t(
            `storefrontError.${answer.formError?.key ?? 'staff.orders.changedMeanwhile'}` as 'storefrontError.unknownError',
            answer.formError?.values,
          )}
        </FormAlert>
      ) : null}
      <OrderOverview order={order} />
      <section aria-labelledby="staff-order-actions" className="space-y-3">
        <h2 id="staff-order-actions" className="text-lg font-semibold">
          {t('staff.actions.title')}
        </h2>
        <OrderActions order={order} actionKey={loaderData.actionKey} answer={answer} />
      </section>
      <OrderRecords order={order} />
    </article>
  );
}
