import { data, redirect } from 'react-router';
import { formatCalendarDay, formatMoney } from '../../core/i18n/format';
import { legalConsentsOf } from '../features/checkout/legal-consents';
import { pageAfterOrderStep } from '../features/checkout/checkout-next';
import { AcceptForm, DeclineForm } from '../features/offer/offer-forms';
import { OfferItems } from '../features/offer/offer-items';
import { OfferStatus } from '../features/offer/offer-status';
import { offerFields } from '../features/offer/offer-view';
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

const translations = translationRoute(['checkout', 'offer']);
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

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  try {
    return { offer: await shop.call('getOffer', { offerId: params.offerId, accessKey: params.accessKey }) };
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
    const next = await shop.call('doAcceptOffer', {
      ...key,
      billingAddressId: formId(values.billingAddressId) ?? 0,
      deliveryAddressId: formId(values.deliveryAddressId) ?? 0,
      paymentMethodId: formId(values.paymentMethodId) ?? 0,
      legalConsents: legalConsentsOf(values),
    });
    return pageAfterOrderStep(request, next) ?? redirect(pagePath(request, params), 303);
  } catch (error) {
    throwRefusalPage(error, { login: loginPathFor(request, pagePath(request, params)) });
    return data(
      formFailure(error, values, { fieldOfKey: { 'address.notFound': 'billingAddressId' } }),
      errorStatus(error),
    );
  }
}

export default function OfferPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { offer } = loaderData;
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
          <AcceptForm offer={offer} failure={failure} />
          <DeclineForm failure={failure} />
        </div>
      ) : null}
    </>
  );
}
