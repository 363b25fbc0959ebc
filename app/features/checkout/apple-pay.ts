import { useEffect, useState, type FormEvent } from 'react';
import { useSubmit } from 'react-router';
import { api } from '../../lib/api';
import { ApiClientError } from '../../lib/api-client';
import { apiErrorMessage } from '../../lib/api-error-message';
import { loadScript } from '../../lib/load-script';
import { useTranslation } from '../../i18n/use-translation';

/**
 * Apple Pay on the checkout (Mollie's direct integration; spec §4 "payment buttons added on
 * begin-checkout"). The method is offered only on a device that can pay with it; with it chosen,
 * the order click opens Apple's payment sheet for the total shown, Mollie validates the shop
 * (doRequestApplePaySession), and the token the device gives goes with the order, which Mollie
 * then charges at once. The checkout page is the review: the sheet opens from the order click.
 */

interface ApplePayPaymentRequest {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  total: { label: string; amount: string };
}
interface ApplePaySessionInstance {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(status: number): void;
}
interface ApplePaySessionClass {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionInstance;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
  supportsVersion(version: number): boolean;
  canMakePayments(): boolean;
}

const applePaySession = () => (window as unknown as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;

/** The Apple Pay JS version the checkout speaks (Safari 14 and later). */
const applePayVersion = 3;

const choosesApplePay = (form: HTMLFormElement) =>
  form.querySelector<HTMLInputElement>('input[name="paymentMethodId"]:checked')?.dataset.paymentKey === 'applepay';

/**
 * Whether this device can pay with Apple Pay (after the sandbox's stand-in has loaded, if the shop
 * runs on it), and the form's onSubmit that opens the sheet for the order click.
 */
export function useApplePay(options: {
  offered: boolean;
  standInScript: string | null;
  total: number;
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const submit = useSubmit();
  const [available, setAvailable] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const { offered, standInScript } = options;

  useEffect(() => {
    if (!offered) return;
    let gone = false;
    const check = () => {
      const session = applePaySession();
      if (!gone) setAvailable(Boolean(session?.supportsVersion(applePayVersion) && session.canMakePayments()));
    };
    (standInScript ? loadScript(standInScript) : Promise.resolve()).then(check, () => undefined);
    return () => {
      gone = true;
    };
  }, [offered, standInScript]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const Session = applePaySession();
    if (submitter?.value !== 'order' || !available || !Session || !choosesApplePay(event.currentTarget)) return;
    // A consent not given: the order click goes to the shop as it is and comes back with the field's
    // message; the sheet never says "paid" for an order that cannot be placed.
    if (!event.currentTarget.checkValidity()) return;
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set('intent', 'order');
    setError(null);
    // Apple wants the session made in the click itself, before anything is awaited.
    const session = new Session(applePayVersion, {
      countryCode: 'DE',
      currencyCode: options.currency,
      supportedNetworks: ['visa', 'masterCard', 'amex'],
      merchantCapabilities: ['supports3DS'],
      total: { label: t('meta.siteName'), amount: (options.total / 100).toFixed(2) },
    });
    const giveUp = (message: string) => {
      setError(message);
      setPaying(false);
    };
    session.onvalidatemerchant = (validation) => {
      api
        .call('doRequestApplePaySession', { validationUrl: validation.validationURL }, { quiet: true })
        .then((merchantSession) => session.completeMerchantValidation(merchantSession))
        .catch((failure: unknown) => {
          session.abort();
          giveUp(failure instanceof ApiClientError ? apiErrorMessage(i18n, failure) : t('cardFields.applePayFailed'));
        });
    };
    // The sheet waits for the shop's answer: "done" only when the order was placed and paid (the
    // page moved on to its confirmation); a refusal (the total changed, sold out, the token refused)
    // fails the sheet, and the checkout shows why.
    // (checkout-next.ts sends a payment paid at once to the return page inside the shop, so the
    // page has moved on when the submission ends.)
    session.onpaymentauthorized = (authorized) => {
      form.set('applePayPaymentToken', JSON.stringify(authorized.payment.token));
      const checkoutPath = window.location.pathname;
      void submit(form, { method: 'post' })
        .then(
          () => window.location.pathname !== checkoutPath,
          () => {
            setError(t('cardFields.applePayFailed'));
            return false;
          },
        )
        .then((ordered) => {
          try {
            session.completePayment(ordered ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE);
          } catch {
            // Past Apple's 30 seconds the session has ended by itself; the page says what happened.
          }
        })
        .finally(() => setPaying(false));
    };
    session.oncancel = () => setPaying(false);
    setPaying(true);
    session.begin();
  }

  return { available, error, paying, onSubmit };
}
