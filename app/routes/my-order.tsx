import { data } from 'react-router';
import { isApiError } from '../../core/api/errors';
import { LocalizedLink } from '../components/localized-link';
import { PageMeta } from '../components/page-meta';
import { OrderDetails } from '../features/orders/order-details';
import { useTranslation } from '../i18n/use-translation';
import { requireCustomer } from '../lib/account-routes';
import { shopContext } from '../shop-context';
import type { Route } from './+types/my-order';

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** /my-account/my-orders/{id}: one of the customer's orders; anyone else's is a 404. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  await requireCustomer(shop, request);
  const orderId = Number(params.orderId);
  if (!Number.isInteger(orderId) || orderId < 1 || orderId > 2_147_483_647) throw data(null, { status: 404 });
  try {
    return await shop.call('getOrder', { orderId });
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export default function MyOrderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('order.showOrder', { id: loaderData.order.id })} robots="noindex, nofollow" />
      <p className="mb-4">
        <LocalizedLink to="/my-account/my-orders" className="underline underline-offset-2">
          {t('order.backToOrders')}
        </LocalizedLink>
      </p>
      <h1 className="mb-6 text-3xl font-semibold">{t('order.showOrder', { id: loaderData.order.id })}</h1>
      <OrderDetails order={loaderData} />
    </>
  );
}
