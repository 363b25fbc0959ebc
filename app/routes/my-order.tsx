import { pageMeta } from '../lib/page-meta';
import { data, redirect, useNavigation } from 'react-router';
import { LocalizedLink } from '../components/localized-link';
import { OrderAgain } from '../features/orders/order-again';
import { OrderDetails } from '../features/orders/order-details';
import { formatMoney } from '../../core/i18n/format';
import { orderTypes } from '../../core/order-status';
import type { TranslationKey } from '../../core/i18n/translator';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { localizedFor, requireCustomer } from '../lib/account-routes';
import { notFound, throwRefusalPage } from '../lib/refusal-page';
import { shopContext } from '../shop-context';
import type { Route } from './+types/my-order';
import { translationRoute } from '../i18n/translation-route';
import { errorStatus, formFailure, formMessage, formRefusal } from '../lib/form-result';
import { formWholeNumber } from '../lib/form-values';
import { maxColumnInteger } from '../../core/api/column-limits';

// The tax-free supply's note of an EU business's order (issue 39).
const translations = translationRoute(['vat']);
export const handle = translations.handle;
export const clientMiddleware = translations.clientMiddleware;

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>(({ loaderData }, { t }) => ({
  title: loaderData ? t('order.showOrder', { id: loaderData.order.id }) : undefined,
  robots: 'noindex, nofollow',
}));

/** /my-account/my-orders/{id}: one of the customer's orders; anyone else's is a 404. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  await requireCustomer(shop, request);
  const orderId = Number(params.orderId);
  if (!Number.isInteger(orderId) || orderId < 1 || orderId > maxColumnInteger) throw notFound();
  try {
    const [order, again] = await Promise.all([
      shop.call('getOrder', { orderId }),
      shop.call('doOrderAgainInformation', { orderId }),
    ]);
    return { ...order, orderAgainItems: again.items };
  } catch (error) {
    throwRefusalPage(error, { notFound: [404] });
    throw error;
  }
}

/**
 * "Order again": the chosen items go back into the cart as they were ordered (quantities as
 * typed). Which items may, and with which order properties, the server says, not the form.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  await requireCustomer(shop, request);
  const form = await request.formData();
  const orderId = Number(params.orderId);
  if (!Number.isInteger(orderId) || orderId < 1 || orderId > maxColumnInteger) throw notFound();
  const chosen = new Set(form.getAll('item').map(String));
  try {
    const { items } = await shop.call('doOrderAgainInformation', { orderId });
    const lines = items
      .filter((item) => item.valid && chosen.has(String(item.orderItemId)))
      .map((item) => {
        const typed = formWholeNumber(form.get(`quantity-${item.orderItemId}`));
        return {
          productId: item.variationId,
          quantity: typed !== null && typed >= 1 && typed <= 999 ? typed : item.quantity,
          basketItemOrderParams: item.orderParams,
        };
      });
    if (lines.length === 0) return data(formRefusal('orderAgain.nothingSelected', {}), 400);
    await shop.call('doAddCartItems', { items: lines });
    return redirect(localizedFor(request, '/cart'), 303);
  } catch (error) {
    throwRefusalPage(error, { notFound: [404] });
    return data(formFailure(error, {}, { fields: [] }), errorStatus(error));
  }
}

export default function MyOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const busy = useNavigation().state !== 'idle';
  const money = (cents: number) => formatMoney(cents, loaderData.totals.currency, locale);
  return (
    <>
      <p className="mb-4">
        <LocalizedLink to="/my-account/my-orders" className="underline underline-offset-2">
          {t('order.backToOrders')}
        </LocalizedLink>
      </p>
      <h1 className="mb-6 text-3xl font-semibold">{t('order.showOrder', { id: loaderData.order.id })}</h1>
      <p className="mb-6 flex flex-wrap gap-3">
        {loaderData.order.isReturnable ? (
          <LocalizedLink
            to={`/my-account/new-return/${loaderData.order.id}/${loaderData.order.accessKey}`}
            className="button-secondary"
          >
            {t('returns.start')}
          </LocalizedLink>
        ) : null}
        {loaderData.order.typeId === orderTypes.sales ? (
          <LocalizedLink to={`/cancellation-form?order=${loaderData.order.id}`} className="button-secondary">
            {t('withdrawalButton.label')}
          </LocalizedLink>
        ) : null}
      </p>
      <OrderDetails order={loaderData} />
      {loaderData.orderAgainItems.length > 0 ? (
        <OrderAgain
          items={loaderData.orderAgainItems}
          money={money}
          busy={busy}
          error={
            actionData && !actionData.ok
              ? t(`storefrontError.${formMessage(actionData).key}` as TranslationKey, formMessage(actionData).values)
              : null
          }
        />
      ) : null}
    </>
  );
}
