import { Form, useSearchParams } from 'react-router';
import type { TranslationKey } from '../../../core/i18n/translator';
import { FieldsetError, FormAlert } from '../../components/form-field';
import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/use-translation';
import { formId } from '../../lib/form-values';
import { useHydrated } from '../../lib/use-hydrated';
import { useFormFailure } from '../../lib/use-form-failure';
import { AddressLines } from '../checkout/address-lines';
import { LegalConsents, PaymentMethodChoice } from '../checkout/checkout-choices';
import { legendClass, sectionClass } from '../checkout/checkout-section';
import type { OfferFailure, OfferView } from './offer-view';

/**
 * Accepting an open offer: the addresses of the customer's books, a payment method, the consents.
 * The totals are for the addresses chosen: choosing others asks for their totals (shipping, VAT and
 * payment methods follow the addresses), by a button when the page runs without JavaScript. The
 * total shown goes with the order, so nobody orders at a total they did not see.
 */
export function AcceptForm({
  offer,
  failure,
  paymentMethodId,
  checkTotal,
}: {
  offer: OfferView;
  failure: OfferFailure;
  /** The payment method chosen before the page showed other totals. */
  paymentMethodId: number | null;
  /** The last acceptance was turned back: the total for its addresses was not the one shown. */
  checkTotal: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [, setSearchParams] = useSearchParams();
  const formRef = useFormFailure(failure);
  const errors = failure?.fieldErrors ?? {};
  const typed = failure?.values;
  const billingChosen = formId(typed?.billingAddressId) ?? offer.chosen.billingAddressId;
  const deliveryChosen = formId(typed?.deliveryAddressId) ?? offer.chosen.deliveryAddressId;
  // A method the new delivery country does not offer reads as not chosen (as in the checkout).
  const offered = (id: number | null | undefined) =>
    offer.paymentProviders.some((provider) => provider.id === id) ? id : undefined;
  const paymentChosen =
    offered(formId(typed?.paymentMethodId)) ?? offered(paymentMethodId) ?? offer.paymentProviders[0]?.id;
  // Another address: the page's totals for it, in place (the history keeps one entry).
  const showTotalsFor = (form: HTMLFormElement) => {
    const values = new FormData(form);
    const choice = new URLSearchParams();
    for (const name of ['billingAddressId', 'deliveryAddressId', 'paymentMethodId']) {
      const id = formId(values.get(name));
      if (id !== null) choice.set(name, String(id));
    }
    setSearchParams(choice, { replace: true, preventScrollReset: true });
  };
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
    <Form
      method="post"
      ref={formRef}
      noValidate
      className="space-y-6"
      aria-labelledby="offer-accept"
      onChange={(event) => {
        const { name } = event.target as { name?: string };
        if (name === 'billingAddressId' || name === 'deliveryAddressId') showTotalsFor(event.currentTarget);
      }}
    >
      <h2 id="offer-accept" className="text-lg font-semibold">
        {t('offer.acceptTitle')}
      </h2>
      <p>{t('offer.acceptIntro')}</p>
      {checkTotal ? <FormAlert>{t('offer.checkTotal')}</FormAlert> : null}
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
            chosenId={deliveryChosen}
            sameAsBilling={t('offer.sameAsBilling')}
          />
        </fieldset>
      ) : null}
      {hydrated ? null : (
        <button type="submit" name="intent" value="addresses" className="button-secondary">
          {t('offer.showTotalsForAddresses')}
        </button>
      )}
      {/* The total shown and the addresses it is for: an order at another total is never placed. */}
      <input type="hidden" name="shownTotal" value={offer.totals?.basketAmount ?? ''} />
      <input type="hidden" name="shownBillingAddressId" value={offer.chosen.billingAddressId ?? ''} />
      <input type="hidden" name="shownDeliveryAddressId" value={offer.chosen.deliveryAddressId ?? ''} />
      {offer.totals ? (
        <>
          <PaymentMethodChoice
            providers={offer.paymentProviders}
            chosenId={paymentChosen}
            error={errors.paymentMethodId}
          />
          <LegalConsents typed={typed} errors={errors} />
          <button type="submit" name="intent" value="accept" className="button-primary w-full">
            {t('offer.accept')}
          </button>
        </>
      ) : (
        // Nothing can be ordered to this delivery country: another address first.
        <p>{t('offer.noShipping')}</p>
      )}
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
  addresses: OfferView['billingAddresses'];
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

/** Declining an open offer, with an optional reason for the shop. */
export function DeclineForm({ failure }: { failure: OfferFailure }) {
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
