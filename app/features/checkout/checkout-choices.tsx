import type { ReactNode } from 'react';
import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/use-translation';
import type { CheckoutFields } from './checkout-form';
import { legalConsents } from './legal-consents';
import type { CheckoutView } from './checkout-types';
import { FieldsetError } from '../../components/form-field';
import { legendClass, sectionClass } from './checkout-section';
import { MethodPicture } from '../../components/method-picture';

/** The checkout's method choices, additional information and legal consents. */

export function ShippingMethods({
  checkout,
  error,
  money,
  onChange,
}: {
  checkout: CheckoutView;
  error?: string;
  money: (cents: number) => string;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={sectionClass} aria-describedby={error ? 'shipping-error' : undefined}>
      <legend className={legendClass}>{t('checkout.shippingMethod')}</legend>
      {checkout.shippingProviders.length === 0 ? (
        <p>{t('storefrontError.checkout.noShippingMethods')}</p>
      ) : (
        <ul className="space-y-2">
          {checkout.shippingProviders.map((provider) => (
            <li key={provider.shippingProfileId}>
              <label className="flex gap-3">
                <input
                  type="radio"
                  name="shippingProfileId"
                  value={provider.shippingProfileId}
                  defaultChecked={provider.shippingProfileId === checkout.shippingProfileId}
                  onChange={onChange}
                  data-invalid={error ? true : undefined}
                />
                <MethodPicture src={provider.picture} />
                <span>
                  {provider.parcelServicePresetName} –{' '}
                  {provider.shippingAmount === 0 ? t('cart.freeShipping') : money(provider.shippingAmount)}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldsetError id="shipping-error" error={error} />
    </fieldset>
  );
}

export function PaymentMethods({
  checkout,
  chosenId,
  error,
  onChange,
}: {
  checkout: CheckoutView;
  chosenId: number | null;
  error?: string;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PaymentMethodChoice providers={checkout.paymentProviders} chosenId={chosenId} error={error} onChange={onChange}>
      {checkout.simulatedPayments ? (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('checkout.simulatedPayments')}</p>
      ) : null}
    </PaymentMethodChoice>
  );
}

/** The payment methods as radio buttons with their descriptions (the checkout, an offer's page). */
export function PaymentMethodChoice({
  providers,
  chosenId,
  error,
  onChange,
  children,
}: {
  providers: CheckoutView['paymentProviders'];
  chosenId: number | null | undefined;
  error?: string;
  onChange?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={sectionClass} aria-describedby={error ? 'payment-error' : undefined}>
      <legend className={legendClass}>{t('checkout.paymentMethod')}</legend>
      <ul className="space-y-3">
        {providers.map((provider) => (
          <li key={provider.id}>
            <label className="flex gap-3 font-medium">
              <input
                type="radio"
                name="paymentMethodId"
                value={provider.id}
                data-payment-key={provider.paymentKey}
                defaultChecked={provider.id === chosenId}
                onChange={onChange}
                data-invalid={error ? true : undefined}
                aria-describedby={`payment-${provider.id}-description`}
                className="mt-1"
              />
              <MethodPicture src={provider.icon} />
              {provider.name}
            </label>
            <p id={`payment-${provider.id}-description`} className="ml-7 text-sm text-slate-700">
              {provider.description}
            </p>
          </li>
        ))}
      </ul>
      <FieldsetError id="payment-error" error={error} />
      {children}
    </fieldset>
  );
}

export function AdditionalInformation({ checkout, typed }: { checkout: CheckoutView; typed?: CheckoutFields }) {
  const { t } = useTranslation();
  const saved = checkout.additionalInformation;
  return (
    <fieldset className={`${sectionClass} space-y-4`}>
      <legend className={legendClass}>{t('checkout.additionalInformation')}</legend>
      <div>
        <label htmlFor="orderContactWish" className="font-medium">
          {t('checkout.contactWish')} <span className="font-normal text-slate-700">{t('form.optional')}</span>
        </label>
        <textarea
          id="orderContactWish"
          name="orderContactWish"
          maxLength={500}
          rows={3}
          defaultValue={typed?.orderContactWish ?? saved.orderContactWish}
          className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
        />
      </div>
      <div>
        <label htmlFor="orderCustomerSign" className="font-medium">
          {t('checkout.customerSign')} <span className="font-normal text-slate-700">{t('form.optional')}</span>
        </label>
        <input
          id="orderCustomerSign"
          name="orderCustomerSign"
          maxLength={100}
          defaultValue={typed?.orderCustomerSign ?? saved.orderCustomerSign}
          className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
        />
      </div>
      {checkout.shippingPrivacyInformation.showDataPrivacyAgreementHint ? (
        <label className="flex gap-3">
          <input
            type="checkbox"
            name="shippingPrivacyHintAccepted"
            value="1"
            defaultChecked={typed ? typed.shippingPrivacyHintAccepted === '1' : saved.shippingPrivacyHintAccepted}
            className="mt-1"
          />
          <span>{t('checkout.shippingPrivacy')}</span>
        </label>
      ) : null}
    </fieldset>
  );
}

const consentLinks: Record<(typeof legalConsents)[number], string> = {
  terms: '/terms-and-conditions',
  cancellationRights: '/cancellation-rights',
  privacy: '/privacy-policy',
};

export function LegalConsents({
  typed,
  errors,
}: {
  typed?: Partial<Record<(typeof legalConsents)[number], string>>;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-semibold">{t('checkout.consents')}</legend>
      {legalConsents.map((name) => (
        <div key={name}>
          <label className="flex gap-3">
            <input
              type="checkbox"
              name={name}
              value="1"
              required
              defaultChecked={typed?.[name] === '1'}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? `${name}-error` : undefined}
              className="mt-1"
            />
            <span>{t(`checkout.consent.${name}`)}</span>
          </label>
          <LocalizedLink to={consentLinks[name]} target="_blank" className="ml-7 text-sm underline underline-offset-2">
            {t(`checkout.consentLink.${name}`)}
          </LocalizedLink>
          <FieldsetError id={`${name}-error`} error={errors[name]} />
        </div>
      ))}
    </fieldset>
  );
}
