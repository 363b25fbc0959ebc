import type { FormEvent } from 'react';
import type { Locale } from '../../../core/i18n/locales';
import type { CardFieldsSettings } from '../../../core/payments/mollie-components';
import { FormAlert } from '../../components/form-field';
import { useApplePay } from './apple-pay';
import { useCardFields } from './card-fields';
import type { CheckoutView } from './checkout-types';

/**
 * The checkout's own payment fields, both answering the order click: the card typed into Mollie
 * Components' fields (card-fields.tsx) and Apple Pay's sheet (apple-pay.ts). Each acts only when
 * its method is the one chosen; otherwise the form is sent as it is.
 */
export function useCheckoutPaymentFields(options: {
  checkout: CheckoutView;
  chosenPaymentId: number | null;
  locale: Locale;
  cardFields: CardFieldsSettings | null;
  applePayStandIn: string | null;
}) {
  const { checkout, chosenPaymentId } = options;
  const chosen = checkout.paymentProviders.find((provider) => provider.id === chosenPaymentId);
  const card = useCardFields(options.cardFields, options.locale, chosen?.paymentKey === 'creditcard');
  const applePay = useApplePay({
    offered: checkout.paymentProviders.some((provider) => provider.paymentKey === 'applepay'),
    standInScript: options.applePayStandIn,
    total: checkout.cart.basketAmount,
    currency: checkout.cart.currency,
  });
  return {
    card,
    applePay,
    /** Apple Pay is offered only on a device that can pay with it. */
    providers: checkout.paymentProviders.filter((provider) => provider.paymentKey !== 'applepay' || applePay.available),
    busy: card.tokenizing || applePay.paying,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      applePay.onSubmit(event);
      void card.onSubmit(event);
    },
  };
}

/** Apple Pay's refusal (the sheet could not start, Mollie refused the shop), near the methods. */
export function ApplePayAlert({ error }: { error: string | null }) {
  return error ? <FormAlert>{error}</FormAlert> : null;
}
