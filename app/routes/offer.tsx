import { data, Form, redirect } from 'react-router';
import { isApiError } from '../../core/api/errors';
import { formatCalendarDay, formatMoney } from '../../core/i18n/format';
import type { TranslationKey } from '../../core/i18n/translator';
import { FieldsetError, FormAlert } from '../components/form-field';
import { LocalizedLink } from '../components/localized-link';
import { AddressLines } from '../features/checkout/address-lines';
import { LegalConsents, PaymentMethodChoice } from '../features/checkout/checkout-choices';
import { legalConsents, legalConsentsOf } from '../features/checkout/legal-consents';
import { pageAfterOrderStep } from '../features/checkout/checkout-next';
import { legendClass, sectionClass } from '../features/checkout/checkout-section';
import { translationRoute } from '../i18n/translation-route';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { localizedFor, loginPathFor } from '../lib/account-routes';
import { errorStatus, formFailure } from '../lib/form-result';
import { formId, typedValues } from '../lib/form-values';
import { pageMeta } from '../lib/page-meta';
import { useFormFailure } from '../lib/use-form-failure';
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
 * or declined with an optional reason.
 */
const pagePath = (request: Request, params: Route.LoaderArgs['params']) =>
  localizedFor(request, `/offer/${params.offerId}/${params.accessKey}`);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  try {
    return { offer: await shop.call('getOffer', { offerId: params.offerId, accessKey: params.accessKey }) };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw redirect(loginPathFor(request, pagePath(request, params)));
    if (isApiError(error) && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

const acceptFields = ['billingAddressId', 'deliveryAddressId', 'paymentMethodId', ...legalConsents, 'reason'] as const;

export async function action({ context, params, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  const values = typedValues(form, [...acceptFields]);
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
    if (isApiError(error) && error.status === 401) throw redirect(loginPathFor(request, pagePath(request, params)));
    return data(
      formFailure(error, values, { fieldOfKey: { 'address.notFound': 'billingAddressId' } }),
      errorStatus(error),
    );
  }
}

export default function OfferPage({ loaderData, actionData }: Route.ComponentProps) {
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

      {offer.status === 'accepted' ? (
        <p role="status" className="mb-6 rounded-md bg-green-50 p-3 text-green-900">
          {t('offer.accepted')}{' '}
          {offer.orderId ? (
            <LocalizedLink to={`/my-account/my-orders/${offer.orderId}`} className="underline underline-offset-2">
              {t('offer.toOrder', { id: offer.orderId })}
            </LocalizedLink>
          ) : null}
        </p>
      ) : null}
      {offer.status === 'declined' ? (
        <p role="status" className="mb-6 rounded-md bg-slate-100 p-3">
          {t('offer.declined')}
        </p>
      ) : null}
      {offer.status === 'expired' ? (
        <p role="status" className="mb-6 rounded-md bg-amber-50 p-3 text-amber-900">
          {t('offer.expired', { date: validUntil })}
        </p>
      ) : null}

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

type Offer = Route.ComponentProps['loaderData']['offer'];
type Failure = Route.ComponentProps['actionData'] | null;

function OfferItems({ offer, money }: { offer: Offer; money: (cents: number) => string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="offer-items">
      <h2 id="offer-items" className="mb-3 text-lg font-semibold">
        {t('offer.items')}
      </h2>
      {/* On a phone quantity and unit price go under the name: four columns do not fit 320 px. */}
      <table className="w-full text-left">
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2">
              {t('offer.item')}
            </th>
            <th scope="col" className="hidden py-2 pl-3 text-right sm:table-cell">
              {t('offer.quantity')}
            </th>
            <th scope="col" className="hidden py-2 pl-3 text-right sm:table-cell">
              {t('offer.unitPrice')}
            </th>
            <th scope="col" className="py-2 pl-3 text-right">
              {t('offer.linePrice')}
            </th>
          </tr>
        </thead>
        <tbody>
          {offer.items.map((item) => (
            <tr key={item.variationId} className="border-b border-slate-200 align-top">
              <td className="py-2 wrap-break-word">
                {item.name}
                <span className="block text-sm text-slate-700 sm:hidden">
                  {item.quantity} × {money(item.price)}
                </span>
              </td>
              <td className="hidden py-2 pl-3 text-right sm:table-cell">{item.quantity}</td>
              <td className="hidden py-2 pl-3 text-right whitespace-nowrap sm:table-cell">{money(item.price)}</td>
              <td className="py-2 pl-3 text-right whitespace-nowrap">{money(item.linePrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {offer.totals ? (
        <dl className="mt-4 ml-auto max-w-sm space-y-1">
          <div className="flex justify-between">
            <dt>{t('offer.itemSum')}</dt>
            <dd>{money(offer.totals.itemSum)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>
              {t('offer.shipping')}
              <span className="block text-sm text-slate-700">{offer.totals.shippingProfileName}</span>
            </dt>
            <dd>{offer.totals.shippingAmount === 0 ? t('cart.freeShipping') : money(offer.totals.shippingAmount)}</dd>
          </div>
          <div className="flex justify-between border-t border-slate-300 pt-1 text-lg font-semibold">
            <dt>{t('offer.total')}</dt>
            <dd data-testid="offer-total">{money(offer.totals.basketAmount)}</dd>
          </div>
          {offer.totals.totalVats.map((vat) => (
            <div key={vat.vatValue} className="flex justify-between text-sm text-slate-700">
              <dt>{t('offer.includedVat', { rate: vat.vatValue })}</dt>
              <dd>{money(vat.vatAmount)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-4">{t('offer.noShipping')}</p>
      )}
    </section>
  );
}

function AcceptForm({ offer, failure }: { offer: Offer; failure: Failure }) {
  const { t } = useTranslation();
  const formRef = useFormFailure(failure);
  const errors = failure?.fieldErrors ?? {};
  const typed = failure?.values;
  const billingChosen = formId(typed?.billingAddressId) ?? offer.billingAddresses[0]?.id;
  const paymentChosen = formId(typed?.paymentMethodId) ?? offer.paymentProviders[0]?.id;
  if (offer.billingAddresses.length === 0) {
    return (
      <section aria-labelledby="offer-accept" className={`${sectionClass} h-fit`}>
        <h2 id="offer-accept" className="text-lg font-semibold">
          {t('offer.acceptTitle')}
        </h2>
        <p className="mt-2">{t('offer.noBillingAddress')}</p>
        <LocalizedLink to="/my-account/billing-details" className="mt-3 inline-block underline underline-offset-2">
          {t('offer.addAddress')}
        </LocalizedLink>
      </section>
    );
  }
  return (
    <Form method="post" ref={formRef} noValidate className="space-y-6" aria-labelledby="offer-accept">
      <h2 id="offer-accept" className="text-lg font-semibold">
        {t('offer.acceptTitle')}
      </h2>
      <p>{t('offer.acceptIntro')}</p>
      {failure?.formError ? (
        <FormAlert>
          {t(`storefrontError.${failure.formError.key}` as TranslationKey, failure.formError.values)}
        </FormAlert>
      ) : null}
      <fieldset className={sectionClass} aria-describedby={errors.billingAddressId ? 'offer-billing-error' : undefined}>
        <legend className={legendClass}>{t('offer.billingAddress')}</legend>
        <AddressRadios name="billingAddressId" addresses={offer.billingAddresses} chosenId={billingChosen} />
        <FieldsetError id="offer-billing-error" error={errors.billingAddressId} />
      </fieldset>
      {offer.deliveryAddresses.length > 0 ? (
        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t('offer.deliveryAddress')}</legend>
          <AddressRadios
            name="deliveryAddressId"
            addresses={offer.deliveryAddresses}
            chosenId={formId(typed?.deliveryAddressId)}
            sameAsBilling={t('offer.sameAsBilling')}
          />
        </fieldset>
      ) : null}
      <PaymentMethodChoice providers={offer.paymentProviders} chosenId={paymentChosen} error={errors.paymentMethodId} />
      <LegalConsents typed={typed} errors={errors} />
      <button type="submit" name="intent" value="accept" className="button-primary w-full">
        {t('offer.accept')}
      </button>
    </Form>
  );
}

/** An address book as radio buttons; `sameAsBilling` adds a first choice without an address. */
function AddressRadios({
  name,
  addresses,
  chosenId,
  sameAsBilling,
}: {
  name: string;
  addresses: Offer['billingAddresses'];
  chosenId: number | null | undefined;
  sameAsBilling?: string;
}) {
  const choices = [...(sameAsBilling ? [null] : []), ...addresses];
  return (
    <ul className="space-y-3">
      {choices.map((address) => (
        <li key={address?.id ?? 'same'}>
          <label className="flex gap-3">
            <input
              type="radio"
              name={name}
              value={address?.id ?? ''}
              defaultChecked={(address?.id ?? null) === (chosenId ?? null)}
              className="mt-1"
            />
            {address ? <AddressLines address={address} /> : sameAsBilling}
          </label>
        </li>
      ))}
    </ul>
  );
}

function DeclineForm({ failure }: { failure: Failure }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="h-fit space-y-3 rounded-lg bg-slate-50 p-5" aria-labelledby="offer-decline">
      <h2 id="offer-decline" className="text-lg font-semibold">
        {t('offer.declineTitle')}
      </h2>
      <div>
        <label htmlFor="offer-decline-reason" className="font-medium">
          {t('offer.declineReason')} <span className="font-normal text-slate-700">{t('form.optional')}</span>
        </label>
        <textarea
          id="offer-decline-reason"
          name="reason"
          maxLength={500}
          rows={3}
          defaultValue={failure?.values?.reason ?? ''}
          className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2"
        />
      </div>
      <button type="submit" name="intent" value="decline" className="button-secondary">
        {t('offer.decline')}
      </button>
    </Form>
  );
}
