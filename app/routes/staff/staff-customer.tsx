import { data, Link, redirect, type ShouldRevalidateFunction } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import type { StaffCustomerPage } from '../../../core/customer-care/staff-customer-page.server';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { localizedFor } from '../../lib/account-routes';
import { errorStatus, formFailure } from '../../lib/form-result';
import { pageMeta } from '../../lib/page-meta';
import { shopContext } from '../../shop-context';
import {
  callOfCustomerIntent,
  customerActionInput,
  customerIdOf,
  isCustomerIntent,
} from '../../staff/customers/customer-action-input';
import { CustomerActions, type CustomerActionAnswer } from '../../staff/customers/customer-actions';
import {
  CustomerAccount,
  CustomerAddresses,
  CustomerOrders,
  CustomerReviews,
} from '../../staff/customers/customer-overview';
import { StaffForbidden } from '../../staff/staff-forbidden';
import type { Route } from './+types/staff-customer';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>(({ params }, { t }) => ({
  title: t('staff.customers.customerTitle', { id: params.customerId }),
  robots: 'noindex, nofollow',
}));

/** /staff/customers/:customerId (issue 37): a customer's account, addresses, orders, and what staff can do. */
export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const page = (await context
      .get(shopContext)
      .call('getStaffCustomer', { customerId: customerIdOf(params.customerId) })) as StaffCustomerPage;
    return { page, forbidden: false };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return data({ page: null, forbidden: true }, 403);
    if (isApiError(error) && error.status < 500) throw data(null, 404);
    throw error;
  }
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (!isCustomerIntent(intent)) throw data(null, 400);
  const customerId = customerIdOf(params.customerId);
  const values = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
  try {
    await context
      .get(shopContext)
      .call(callOfCustomerIntent[intent], customerActionInput(intent, form, customerId) as never);
  } catch (error) {
    const failure = formFailure(error, values, { fields: intent === 'note' ? ['note'] : [] });
    return data({ ...failure, intent }, errorStatus(error));
  }
  if (intent === 'delete') {
    return redirect(`${localizedFor(request, '/staff/customers')}?deleted=${customerId}`, 303);
  }
  return { ok: true, intent } satisfies CustomerActionAnswer;
}

/** After any action the customer is read again: the page shows what is stored now. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' ? true : defaultShouldRevalidate;

export default function StaffCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  if (loaderData.forbidden || !loaderData.page) return <StaffForbidden needs="orders" />;
  const { page } = loaderData;
  const answer = actionData as CustomerActionAnswer | undefined;
  const name = `${page.customer.firstName} ${page.customer.lastName}`.trim() || page.customer.email;
  return (
    <article aria-labelledby="staff-customer-title" className="space-y-6">
      <p>
        <Link to={localize('/staff/customers')} className="underline underline-offset-2">
          {t('staff.customers.back')}
        </Link>
      </p>
      <h1 id="staff-customer-title" className="text-2xl font-semibold">
        {t('staff.customers.heading', { name, id: page.customer.id })}
      </h1>
      {answer?.ok ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
          {t(
            `staff.customers.done.${answer.intent === 'block' && !page.customer.blocked ? 'unblock' : answer.intent}`,
            {
              email: page.customer.email,
            },
          )}
        </p>
      ) : null}
      <CustomerAccount page={page} />
      <section aria-labelledby="staff-customer-actions" className="space-y-3">
        <h2 id="staff-customer-actions" className="text-lg font-semibold">
          {t('staff.actions.title')}
        </h2>
        <CustomerActions page={page} answer={answer} />
      </section>
      <CustomerAddresses page={page} />
      <CustomerOrders page={page} />
      <CustomerReviews page={page} />
    </article>
  );
}
