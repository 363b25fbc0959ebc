import { pageMeta } from '../lib/page-meta';
import { useEffect, useRef } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { isApiError } from '../../core/api/errors';
import { returnReasonIds } from '../../core/orders/return-reasons';
import { FormAlert } from '../components/form-field';
import { LocalizedLink } from '../components/localized-link';
import type { TranslationKey } from '../../core/i18n/translator';
import { useTranslation } from '../i18n/use-translation';
import { localizedFor, requireCustomer } from '../lib/account-routes';
import { shopContext } from '../shop-context';
import type { Route } from './+types/new-return';
import { formId, formWholeNumber } from '../lib/form-values';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>(({ loaderData }, { t }) => ({
  title: loaderData ? t('returns.newTitle', { orderId: loaderData.orderId }) : undefined,
  robots: 'noindex, nofollow',
}));

/** The order from the URL, if it is the customer's own (anything else is the 404 page). */
async function ownOrder(context: Route.LoaderArgs['context'], params: Route.LoaderArgs['params']) {
  const orderId = Number(params.orderId);
  if (!Number.isInteger(orderId) || orderId < 1 || orderId > 2_147_483_647) throw data(null, { status: 404 });
  try {
    return await context.get(shopContext).call('getOrder', { orderId, accessKey: params.accessKey });
  } catch (error) {
    if (isApiError(error) && error.status < 500) throw data(null, { status: 404 });
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
      },
      error.status,
    );
  }
}

export default function NewReturnPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  const typed: Record<string, string> | undefined = actionData?.values;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!actionData) return;
    const target =
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      formRef.current?.querySelector<HTMLElement>('[data-form-error]');
    target?.focus();
  }, [actionData]);

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
        <Form method="post" ref={formRef} noValidate className="space-y-6">
          <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
          <p>{t('returns.intro')}</p>
          {actionData?.formError ? (
            <div tabIndex={-1} data-form-error>
              <FormAlert>{t(actionData.formError.key as TranslationKey, actionData.formError.values)}</FormAlert>
            </div>
          ) : null}
          {loaderData.items.map((item) => {
            const quantityError = errors[`quantity-${item.id}`];
            const reasonError = errors[`reason-${item.id}`];
            return (
              <fieldset key={item.id} className="rounded-lg border border-slate-300 p-4">
                <legend className="px-1 font-semibold">{item.orderItemName}</legend>
                <p className="text-sm text-slate-700">
                  {t('returns.returnable', { count: item.returnableQuantity, ordered: item.quantity })}
                </p>
                <div className="mt-3 grid gap-4 sm:grid-cols-2">
                  <div>
                    <label htmlFor={`quantity-${item.id}`} className="font-medium">
                      {t('returns.quantity', { name: item.orderItemName })}
                    </label>
                    <input
                      id={`quantity-${item.id}`}
                      name={`quantity-${item.id}`}
                      type="number"
                      min={0}
                      max={item.returnableQuantity}
                      defaultValue={typed?.[`quantity-${item.id}`] ?? '0'}
                      aria-invalid={quantityError ? true : undefined}
                      aria-describedby={quantityError ? `quantity-${item.id}-error` : undefined}
                      className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
                    />
                    {quantityError ? (
                      <p id={`quantity-${item.id}-error`} className="mt-1 text-sm font-medium text-red-800">
                        {t(quantityError as TranslationKey, actionData?.errorValues ?? {})}
                      </p>
                    ) : null}
                  </div>
                  <div>
                    <label htmlFor={`reason-${item.id}`} className="font-medium">
                      {t('returns.reason', { name: item.orderItemName })}
                    </label>
                    <select
                      id={`reason-${item.id}`}
                      name={`reason-${item.id}`}
                      defaultValue={typed?.[`reason-${item.id}`] ?? ''}
                      aria-invalid={reasonError ? true : undefined}
                      aria-describedby={reasonError ? `reason-${item.id}-error` : undefined}
                      className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2"
                    >
                      <option value="">{t('returns.chooseReason')}</option>
                      {returnReasonIds.map((id) => (
                        <option key={id} value={id}>
                          {t(`returns.reasons.${id}` as TranslationKey)}
                        </option>
                      ))}
                    </select>
                    {reasonError ? (
                      <p id={`reason-${item.id}-error`} className="mt-1 text-sm font-medium text-red-800">
                        {t(reasonError as TranslationKey)}
                      </p>
                    ) : null}
                  </div>
                </div>
              </fieldset>
            );
          })}
          <div>
            <label htmlFor="comment" className="font-medium">
              {t('returns.comment')} <span className="font-normal text-slate-700">{t('form.optional')}</span>
            </label>
            <textarea
              id="comment"
              name="comment"
              rows={3}
              maxLength={1000}
              defaultValue={typed?.comment ?? ''}
              className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
            />
          </div>
          <button type="submit" className="button-primary" disabled={busy}>
            {t('returns.submit')}
          </button>
        </Form>
      )}
    </>
  );
}
