import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import type { TranslationKey } from '../../../core/i18n/translator';
import { FormAlert } from '../../components/form-field';
import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/use-translation';
import { sectionClass } from './checkout-section';

/** A §8 payment message after coming back from Mollie; focused so screen readers announce it. */
export function PaymentNotice({ notice }: { notice: { key: string; paymentId: string } }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="mb-6">
      <FormAlert>
        {t(`storefrontError.payment.${notice.key}` as TranslationKey, { paymentId: notice.paymentId })}
      </FormAlert>
    </div>
  );
}

export interface UnpaidOrder {
  orderId: number;
  accessKey: string;
  paymentMethodId: number;
  totalGross: number;
  providers: Array<{ id: number; name: string }>;
}

/** The retry of an order that waits for its payment: choose a Mollie method and pay again. */
export function UnpaidOrderPayment({
  order,
  money,
  busy,
}: {
  order: UnpaidOrder;
  money: (cents: number) => string;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="unpaid-order" className={`${sectionClass} mb-8 space-y-4`}>
      <h2 id="unpaid-order" className="text-lg font-semibold">
        {t('checkout.paymentRetry.title', { orderId: order.orderId })}
      </h2>
      <p>{t('checkout.paymentRetry.text')}</p>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="orderId" value={order.orderId} />
        <input type="hidden" name="accessKey" value={order.accessKey} />
        <fieldset>
          <legend className="font-medium">{t('checkout.paymentMethod')}</legend>
          <ul className="mt-2 space-y-2">
            {order.providers.map((provider) => (
              <li key={provider.id}>
                <label className="flex gap-3">
                  <input
                    type="radio"
                    name="paymentMethodId"
                    value={provider.id}
                    defaultChecked={provider.id === order.paymentMethodId}
                    className="mt-1"
                  />
                  {provider.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <p className="font-semibold">
          {t('cart.total')}: {money(order.totalGross)}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" name="intent" value="payOrder" className="button-primary" disabled={busy}>
            {t('checkout.payNow')}
          </button>
          <LocalizedLink
            to={`/confirmation/${order.orderId}/${order.accessKey}`}
            className="underline underline-offset-2"
          >
            {t('checkout.paymentRetry.showOrder')}
          </LocalizedLink>
        </div>
      </Form>
    </section>
  );
}
