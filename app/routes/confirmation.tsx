import { pageMeta } from '../lib/page-meta';
import { translationRoute } from '../i18n/translation-route';
import { data } from 'react-router';
import { isApiError } from '../../core/api/errors';
import { usePurchaseEvent } from '../features/analytics/purchase-event';
import { useClearCartAfterPayment } from '../features/checkout/clear-cart-after-payment';
import { OrderProofForm, SaveInAccount } from '../features/orders/confirmation-forms';
import { OrderDetails } from '../features/orders/order-details';
import { orderProof } from '../features/orders/order-proof';
import { useTranslation } from '../i18n/use-translation';
import { localizedFor, loginPathFor } from '../lib/account-routes';
import { errorStatus, formFailure, rethrowFaults } from '../lib/form-result';
import { typedValues } from '../lib/form-values';
import { notFound, throwRefusalPage } from '../lib/refusal-page';
import { shopContext, type ShopRequestContext } from '../shop-context';
import type { Route } from './+types/confirmation';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>(({ loaderData }, { t }) => ({
  title: loaderData?.order ? t('order.thanks') : t('order.proof.title'),
  robots: 'noindex, nofollow',
}));

/** Texts beyond core this page needs (ADR 0011). */
const translations = translationRoute(['account', 'checkout', 'vat']);
export const handle = translations.handle;
export const clientMiddleware = translations.clientMiddleware;

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
    throwRefusalPage(error, { notFound: [404, 400] });
    throw error;
  }
}

/** This page's own path (the request's URL may be a data request ending in .data). */
const pagePath = (request: Request, params: Route.LoaderArgs['params']) =>
  localizedFor(request, `/confirmation/${params.orderId}/${params.accessKey}`);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { order } = await readOrder(shop, params);
  const session = await shop.call('getSession', {});
  return {
    order,
    accessKey: params.accessKey,
    loginPath: loginPathFor(request, pagePath(request, params)),
    // A guest who placed it here (not a visitor who proved it) may keep it in a new account (spec §6).
    canSaveInAccount:
      order !== null && order.placedInSession && session.isGuest && !session.isAuthorized && !order.order.hasAccount,
  };
}

/**
 * Two forms: the soft login (the order with the proof, or the form again with the refusal), and
 * a guest's new account that keeps the order (then the page again, now the customer's).
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  if (form.get('intent') === 'createAccount') {
    const order = await readOrder(shop, params).then(
      (answer) => answer.order,
      (error: unknown) => (rethrowFaults(error), null),
    );
    if (!order?.placedInSession) throw notFound();
    try {
      await shop.call('doRegisterUser', {
        email: order.email,
        firstName: order.order.billingAddress.firstName,
        lastName: order.order.billingAddress.lastName,
        password: String(form.get('password') ?? ''),
        passwordRepeat: String(form.get('passwordRepeat') ?? ''),
        order: { orderId: order.order.id, accessKey: params.accessKey },
      });
    } catch (error) {
      return data({ accountFailure: formFailure(error, {}) }, errorStatus(error));
    }
    // The account and the order in it are there once the link of the mail is opened.
    return { accountMailSentTo: order.email };
  }
  const values = typedValues(form, ['name', 'postcode']);
  try {
    const { order } = await readOrder(shop, params, orderProof(values.name, values.postcode));
    return order ? { order, values, refusal: null } : data({ order: null, values, refusal: null }, 403);
  } catch (error) {
    // Too many tries from this address (a family behind one router), say: the form with the reason.
    rethrowFaults(error);
    return data({ order: null, values, refusal: { key: error.key, values: error.values } }, error.status);
  }
}

export default function ConfirmationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const proofAnswer = actionData && 'order' in actionData ? actionData : undefined;
  const accountFailure = actionData && 'accountFailure' in actionData ? actionData.accountFailure : null;
  const accountMailSentTo = actionData && 'accountMailSentTo' in actionData ? actionData.accountMailSentTo : null;
  const order = proofAnswer?.order ?? loaderData.order;
  const refused = proofAnswer !== undefined && proofAnswer.order === null;
  usePurchaseEvent(order);
  useClearCartAfterPayment(order?.placedInSession === true);

  if (!order) return <OrderProofForm proofAnswer={proofAnswer} refused={refused} loginPath={loaderData.loginPath} />;
  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold">{t('order.thanks')}</h1>
      <OrderDetails order={order} orderKey={loaderData.accessKey} />
      {accountMailSentTo ? (
        <p role="status" className="mt-10 max-w-md rounded-md bg-green-50 p-3 text-green-900">
          {t('order.saveInAccount.mailSent', { email: accountMailSentTo })}
        </p>
      ) : loaderData.canSaveInAccount ? (
        <SaveInAccount email={order.email} failure={accountFailure} />
      ) : null}
    </>
  );
}
