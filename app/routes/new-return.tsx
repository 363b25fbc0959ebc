import { pageMeta } from '../lib/page-meta';
import { data, redirect } from 'react-router';
import { isApiError } from '../../core/api/errors';
import { returnReasonIds } from '../../core/orders/return-reasons';
import { LocalizedLink } from '../components/localized-link';
import { NewReturnForm, type ReturnFailure } from '../features/orders/new-return-form';
import { useTranslation } from '../i18n/use-translation';
import { localizedFor, requireCustomer } from '../lib/account-routes';
import { notFound, throwRefusalPage } from '../lib/refusal-page';
import { shopContext } from '../shop-context';
import type { Route } from './+types/new-return';
import { formId, formWholeNumber } from '../lib/form-values';
import { maxColumnInteger } from '../../core/api/column-limits';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>(({ loaderData }, { t }) => ({
  title: loaderData ? t('returns.newTitle', { orderId: loaderData.orderId }) : undefined,
  robots: 'noindex, nofollow',
}));

/** The order from the URL, if it is the customer's own (anything else is the 404 page). */
async function ownOrder(context: Route.LoaderArgs['context'], params: Route.LoaderArgs['params']) {
  const orderId = Number(params.orderId);
  if (!Number.isInteger(orderId) || orderId < 1 || orderId > maxColumnInteger) throw notFound();
  try {
    return await context.get(shopContext).call('getOrder', { orderId, accessKey: params.accessKey });
  } catch (error) {
    throwRefusalPage(error, { notFound: 'anyRefusal' });
    throw error;
  }
}

/** /my-account/new-return/{id}/{accessKey}: which pieces go back, and why (spec §2, §3 Return). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  await requireCustomer(context.get(shopContext), request);
  const view = await ownOrder(context, params);
  return {
    orderId: view.order.id,
    isReturnable: view.order.isReturnable,
    items: view.order.orderItems.filter((item) => item.returnableQuantity > 0),
    idempotencyKey: crypto.randomUUID(),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  await requireCustomer(shop, request);
  const view = await ownOrder(context, params);
  const form = await request.formData();
  const values = Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
  const items = view.order.orderItems
    .filter((item) => item.returnableQuantity > 0)
    .map((item) => {
      const quantity = formWholeNumber(values[`quantity-${item.id}`]);
      const reasonId = formId(values[`reason-${item.id}`]) ?? 0;
      return {
        orderItemId: item.id,
        // Anything but a whole number reads as "none of it"; too many is refused with the limit.
        quantity: quantity !== null && quantity <= 100_000 ? quantity : 0,
        reasonId: (returnReasonIds as readonly number[]).includes(reasonId) ? reasonId : undefined,
      };
    });
  try {
    const created = await shop.call('doMakeOrderReturn', {
      orderId: view.order.id,
      accessKey: params.accessKey,
      items,
      comment: values.comment ?? '',
      idempotencyKey: /^[\w-]{16,100}$/.test(values.idempotencyKey ?? '')
        ? values.idempotencyKey!
        : crypto.randomUUID(),
    });
    return redirect(`${localizedFor(request, '/my-account/returns')}?created=${created.order.id}`, 303);
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    const fieldErrors = Object.fromEntries(error.causes.map((cause) => [cause.field, `storefrontError.${error.key}`]));
    return data(
      {
        fieldErrors,
        formError: error.causes.length === 0 ? { key: `storefrontError.${error.key}`, values: error.values } : null,
        errorValues: error.values,
        values,
      } satisfies ReturnFailure,
      error.status,
    );
  }
}

export default function NewReturnPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = t('returns.newTitle', { orderId: loaderData.orderId });
  return (
    <>
      <p className="mb-4">
        <LocalizedLink to={`/my-account/my-orders/${loaderData.orderId}`} className="underline underline-offset-2">
          {t('returns.backToOrder')}
        </LocalizedLink>
      </p>
      <h1 className="mb-6 text-3xl font-semibold">{title}</h1>
      {!loaderData.isReturnable || loaderData.items.length === 0 ? (
        <p>{t('returns.nothingReturnable')}</p>
      ) : (
        <NewReturnForm items={loaderData.items} idempotencyKey={loaderData.idempotencyKey} failure={actionData} />
      )}
    </>
  );
}
