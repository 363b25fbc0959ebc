import { translationRoute } from '../i18n/translation-route';
import { useEffect } from 'react';
import { data, Form, Link } from 'react-router';
import { isApiError } from '../../core/api/errors';
import { FormAlert, FormField } from '../components/form-field';
import { PageMeta } from '../components/page-meta';
import { OrderDetails } from '../features/orders/order-details';
import { useTranslation } from '../i18n/use-translation';
import { localizedFor } from '../lib/account-routes';
import { typedValues } from '../lib/form-result';
import { shopEvents } from '../lib/shop-events';
import { shopContext, type ShopRequestContext } from '../shop-context';
import type { Route } from './+types/confirmation';

/** Texts beyond core this page needs (ADR 0011). */
const translations = translationRoute(['checkout']);
export const handle = translations.handle;
export const clientMiddleware = translations.clientMiddleware;

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * /confirmation/{orderId}/{accessKey} (spec §2, §6 soft login): the order for the session that
 * placed it and its customer; anyone else with the link confirms with a last name or postal code
 * of the order (or logs in). A wrong key is the same 404 as a missing order.
 */
async function readOrder(
  shop: ShopRequestContext,
  params: Route.LoaderArgs['params'],
  proof: { name?: string; postcode?: string } = {},
) {
  try {
    return {
      order: await shop.call('getOrder', { orderId: Number(params.orderId), accessKey: params.accessKey, ...proof }),
    };
  } catch (error) {
    if (isApiError(error) && error.key === 'order.additionalAuthenticationRequired') return { order: null };
    if (isApiError(error) && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { order } = await readOrder(context.get(shopContext), params);
  return {
    order,
    accessKey: params.accessKey,
    loginPath: `${localizedFor(request, '/login')}?redirect=${encodeURIComponent(new URL(request.url).pathname)}`,
  };
}

/** The soft-login form: the order with the proof, or the form again with the refusal. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const values = typedValues(await request.formData(), ['name', 'postcode']);
  const proof = values.name.trim() ? { name: values.name } : { postcode: values.postcode };
  const { order } = await readOrder(context.get(shopContext), params, proof);
  return order ? { order, values } : data({ order: null, values }, 403);
}

export default function ConfirmationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const order = actionData?.order ?? loaderData.order;
  const refused = actionData !== undefined && actionData.order === null;

  // Spec: the purchase event fires once per order, not on every later visit of the page.
  useEffect(() => {
    if (!order) return;
    const seen = `purchase-tracked-${order.order.id}`;
    try {
      if (localStorage.getItem(seen)) return;
      localStorage.setItem(seen, '1');
    } catch {
      // Storage blocked: the event may then fire again on a later visit.
    }
    shopEvents.emit('frontend:purchase', { orderId: order.order.id, totalGross: order.totals.totalGross });
  }, [order]);

  if (!order) {
    return (
      <>
        <PageMeta title={t('order.proof.title')} robots="noindex, nofollow" />
        <h1 className="mb-4 text-2xl font-semibold">{t('order.proof.title')}</h1>
        <p className="mb-6 max-w-prose">{t('order.proof.intro')}</p>
        <Form method="post" className="max-w-md space-y-4">
          {refused ? <FormAlert>{t('storefrontError.order.additionalAuthenticationRequired')}</FormAlert> : null}
          <FormField
            label={t('order.proof.name')}
            name="name"
            autoComplete="family-name"
            defaultValue={actionData?.values.name}
          />
          <FormField
            label={t('order.proof.postcode')}
            name="postcode"
            autoComplete="postal-code"
            defaultValue={actionData?.values.postcode}
          />
          <button type="submit" className="button-primary">
            {t('order.proof.submit')}
          </button>
        </Form>
        <p className="mt-6">
          <Link to={loaderData.loginPath} className="underline underline-offset-2">
            {t('order.proof.login')}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <PageMeta title={t('order.thanks')} robots="noindex, nofollow" />
      <h1 className="mb-2 text-2xl font-semibold">{t('order.thanks')}</h1>
      <OrderDetails order={order} orderKey={loaderData.accessKey} />
    </>
  );
}
