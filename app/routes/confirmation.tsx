import { pageMeta } from '../lib/page-meta';
import { translationRoute } from '../i18n/translation-route';
import { useEffect } from 'react';
import { data, Form, Link } from 'react-router';
import { isApiError } from '../../core/api/errors';
import { FormAlert, FormField, NewPasswordFields } from '../components/form-field';
import { OrderDetails } from '../features/orders/order-details';
import { orderProof } from '../features/orders/order-proof';
import { useTranslation } from '../i18n/use-translation';
import { localizedFor, loginPathFor } from '../lib/account-routes';
import { errorStatus, formFailure, rethrowFaults, type FormFailure } from '../lib/form-result';
import { typedValues } from '../lib/form-values';
import { useFormFailure } from '../lib/use-form-failure';
import type { TranslationKey } from '../../core/i18n/translator';
import { shopEvents } from '../lib/shop-events';
import { commercePayload } from '../features/analytics/commerce-payload';
import { shopContext, type ShopRequestContext } from '../shop-context';
import type { Route } from './+types/confirmation';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>(({ loaderData }, { t }) => ({
  title: loaderData?.order ? t('order.thanks') : t('order.proof.title'),
  robots: 'noindex, nofollow',
}));

/** Texts beyond core this page needs (ADR 0011). */
const translations = translationRoute(['account', 'checkout']);
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
    if (isApiError(error) && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
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
    if (!order?.placedInSession) throw data(null, { status: 404 });
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

/** A guest's offer to keep the order in a new account: only a password is missing. */
function SaveInAccount({ email, failure }: { email: string; failure: FormFailure | null }) {
  const { t } = useTranslation();
  const formRef = useFormFailure(failure);
  return (
    <section aria-labelledby="save-in-account" className="mt-10 max-w-md rounded-lg border border-slate-300 p-5">
      <h2 id="save-in-account" className="text-lg font-semibold">
        {t('order.saveInAccount.title')}
      </h2>
      <p className="mt-2">{t('order.saveInAccount.text', { email })}</p>
      <Form method="post" ref={formRef} noValidate className="mt-4 space-y-4">
        {failure?.formError ? (
          <FormAlert>
            {t(`storefrontError.${failure.formError.key}` as TranslationKey, failure.formError.values)}
          </FormAlert>
        ) : null}
        <NewPasswordFields errors={failure?.fieldErrors} />
        <button type="submit" name="intent" value="createAccount" className="button-primary">
          {t('order.saveInAccount.submit')}
        </button>
      </Form>
    </section>
  );
}

export default function ConfirmationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const proofAnswer = actionData && 'order' in actionData ? actionData : undefined;
  const accountFailure = actionData && 'accountFailure' in actionData ? actionData.accountFailure : null;
  const accountMailSentTo = actionData && 'accountMailSentTo' in actionData ? actionData.accountMailSentTo : null;
  const order = proofAnswer?.order ?? loaderData.order;
  const refused = proofAnswer !== undefined && proofAnswer.order === null;

  // Spec: the purchase event fires once per order; the analytics module remembers the orders it
  // counted, so showing this page again (a reload, the mail's link) counts nothing twice.
  useEffect(() => {
    if (!order) return;
    const { totals } = order;
    shopEvents.emit('frontend:purchase', {
      orderId: order.order.id,
      totalGross: totals.totalGross,
      ...commercePayload(
        totals.currency,
        order.order.orderItems
          .filter((item) => item.itemVariationId)
          .map((item) => ({
            itemId: String(item.itemVariationId),
            name: item.orderItemName,
            price: item.amounts.priceOriginalGross,
            quantity: item.quantity,
          })),
      ),
      tax: totals.totalGross - totals.totalNet,
      shipping: totals.shippingGross,
      coupon: order.couponCode ?? undefined,
    });
  }, [order]);

  if (!order) {
    return (
      <>
        <h1 className="mb-4 text-2xl font-semibold">{t('order.proof.title')}</h1>
        <p className="mb-6 max-w-prose">{t('order.proof.intro')}</p>
        <Form method="post" className="max-w-md space-y-4">
          {refused ? (
            <FormAlert>
              {proofAnswer.refusal
                ? t(`storefrontError.${proofAnswer.refusal.key}` as TranslationKey, proofAnswer.refusal.values)
                : t('storefrontError.order.additionalAuthenticationRequired')}
            </FormAlert>
          ) : null}
          <FormField
            label={t('order.proof.name')}
            name="name"
            autoComplete="family-name"
            defaultValue={proofAnswer?.values?.name}
          />
          <FormField
            label={t('order.proof.postcode')}
            name="postcode"
            autoComplete="postal-code"
            defaultValue={proofAnswer?.values?.postcode}
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
