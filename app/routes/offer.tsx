import { data, redirect } from 'react-router';
import { maxColumnInteger } from '../../core/api/column-limits';
import { isApiError } from '../../core/api/errors';
import { formatCalendarDay, formatMoney } from '../../core/i18n/format';
import { legalConsentsOf } from '../features/checkout/legal-consents';
import { pageAfterOrderStep } from '../features/checkout/checkout-next';
import { AcceptForm, DeclineForm } from '../features/offer/offer-forms';
import { OfferItems } from '../features/offer/offer-items';
import { OfferStatus } from '../features/offer/offer-status';
import { offerFields, shownFieldOf } from '../features/offer/offer-view';
import { translationRoute } from '../i18n/translation-route';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { localizedFor, loginPathFor } from '../lib/account-routes';
import { errorStatus, formFailure } from '../lib/form-result';
import { formId, typedValues } from '../lib/form-values';
import { pageMeta } from '../lib/page-meta';
import { throwRefusalPage } from '../lib/refusal-page';
import { shopContext } from '../shop-context';
import type { Route } from './+types/offer';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>(({ loaderData }, { t }) => ({
  title: loaderData ? t('offer.heading', { id: loaderData.offer.id }) : t('offer.title'),
  robots: 'noindex, nofollow',
}));

const translations = translationRoute(['checkout', 'offer', 'vat']);
export const handle = translations.handle;
export const clientMiddleware = translations.clientMiddleware;

/**
 * /offer/{offerId}/{accessKey} (issue 22; spec §2, simplified layout): an offer of the shop to one
 * customer. Only that customer, logged in, sees it: anyone else logs in first, and then gets the
 * same 404 as for a wrong key. Open offers can be accepted (an order, paid like in the checkout)
 * or declined with an optional reason. The page's parts are in `features/offer/`.
 */
const pagePath = (request: Request, params: Route.LoaderArgs['params']) =>
  localizedFor(request, `/offer/${params.offerId}/${params.accessKey}`);

/**
 * The choices the page's totals are for, kept in its address: the addresses (shipping, VAT and
 * payment methods follow them), the payment method, and whether an acceptance was turned back to
 * have the total for them checked first.
 */
const choiceParams = ['billingAddressId', 'deliveryAddressId', 'paymentMethodId'] as const;

function pageWithChoices(
  request: Request,
  params: Route.LoaderArgs['params'],
  values: Partial<Record<(typeof choiceParams)[number], string>>,
  checkTotal = false,
) {
  const query = new URLSearchParams();
  for (const name of choiceParams) {
    const id = formId(values[name]);
    if (id !== null) query.set(name, String(id));
  }
  if (checkTotal) query.set('checkTotal', '1');
  const search = query.toString();
  return `${pagePath(request, params)}${search ? `?${search}` : ''}`;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const query = new URL(request.url).searchParams;
  const [billingAddressId, deliveryAddressId, paymentMethodId] = choiceParams.map((name) => formId(query.get(name)));
  try {
    const offer = await shop.call('getOffer', {
      offerId: params.offerId,
      accessKey: params.accessKey,
      ...(billingAddressId ? { billingAddressId } : {}),
      ...(deliveryAddressId ? { deliveryAddressId } : {}),
    });
    return { offer, paymentMethodId: paymentMethodId ?? null, checkTotal: query.get('checkTotal') === '1' };
  } catch (error) {
    throwRefusalPage(error, { login: loginPathFor(request, pagePath(request, params)), notFound: [404, 400] });
    throw error;
  }
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  const values = typedValues(form, [...offerFields]);
  const key = { offerId: params.offerId, accessKey: params.accessKey };
  try {
    if (form.get('intent') === 'decline') {
      await shop.call('doDeclineOffer', { ...key, reason: values.reason });
      return redirect(pagePath(request, params), 303);
    }
    // Without JavaScript the totals for other addresses come by this button (with it, on choosing).
    if (form.get('intent') === 'addresses') return redirect(pageWithChoices(request, params, values), 303);
    // The total shown is for the addresses the page was shown with: other addresses chosen
    // without JavaScript (no button pressed), or no total at all, and the page shows theirs first.
    // A total beyond what an order can hold is sent as the most it can: the offer is refused as such.
    const shownTotal = /^\d{1,16}$/.test(values.shownTotal.trim())
      ? Math.min(Number(values.shownTotal), maxColumnInteger)
      : null;
    const sameAddresses = (['billingAddressId', 'deliveryAddressId'] as const).every(
      (name) => formId(values[name]) === formId(values[shownFieldOf[name]]),
    );
    if (shownTotal === null || !sameAddresses) return redirect(pageWithChoices(request, params, values, true), 303);
    const next = await shop.call('doAcceptOffer', {
      ...key,
      billingAddressId: formId(values.billingAddressId) ?? 0,
      deliveryAddressId: formId(values.deliveryAddressId) ?? 0,
      paymentMethodId: formId(values.paymentMethodId) ?? 0,
      legalConsents: legalConsentsOf(values),
      shownTotal,
    });
    return pageAfterOrderStep(request, next) ?? redirect(pagePath(request, params), 303);
  } catch (error) {
    throwRefusalPage(error, { login: loginPathFor(request, pagePath(request, params)) });
    // The total for these addresses is not the one shown (a VAT id VIES now judges otherwise, say):
    // the page shows it, and asks to check it.
    if (isApiError(error) && error.key === 'checkout.totalChanged') {
      return redirect(pageWithChoices(request, params, values, true), 303);
    }
    return data(
      formFailure(error, values, { fieldOfKey: { 'address.notFound': 'billingAddressId' } }),
      errorStatus(error),
    );
  }
}

export default function OfferPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { offer, paymentMethodId, checkTotal } = loaderData;
  const money = (cents: number) => formatMoney(cents, 'EUR', locale);
  const failure = actionData ?? null;
  const validUntil = formatCalendarDay(offer.validUntil, locale, { weekday: true });
  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold">{t('offer.heading', { id: offer.id })}</h1>
      <dl className="mb-6 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">{t('offer.validUntil')}</dt>
        <dd data-testid="offer-valid-until">{validUntil}</dd>
        {offer.note ? (
          <>
            <dt className="font-medium">{t('offer.note')}</dt>
            <dd className="whitespace-pre-line wrap-anywhere">{offer.note}</dd>
          </>
        ) : null}
      </dl>
      <p className="mb-6">
        <a
          href={`/offer-documents/${offer.id}/offer.pdf?${new URLSearchParams({ key: params.accessKey, lang: locale })}`}
          className="underline underline-offset-2"
          download
        >
          {t('offer.pdf')}
        </a>
      </p>
      <OfferStatus offer={offer} validUntil={validUntil} />
      <OfferItems offer={offer} money={money} />
      {offer.status === 'open' ? (
        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <AcceptForm
            offer={offer}
            failure={failure}
            paymentMethodId={paymentMethodId}
            checkTotal={checkTotal && !failure}
          />
          <DeclineForm failure={failure} />
        </div>
      ) : null}
    </>
  );
}
