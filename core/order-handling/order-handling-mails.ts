import { trackingLink } from '../delivery/tracking-links';
import { formatMoney } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { shopText } from '../i18n/shop-texts';
import type { OutgoingMail } from '../mail/mailer.server';
import { composeMail, type MailRow } from '../mail/shop-mails';
import type { OrderView } from '../orders/order-view.server';

/* The mails staff actions send the customer (issue 36): payment received, shipped, canceled, refunded. */

function customerName(order: OrderView): string {
  return order.order.billingAddress.firstName || order.email;
}

/** The money for a prepayment order has arrived in full: it is released for shipping. */
export function paymentReceivedMail(locale: Locale, order: OrderView, link: string): OutgoingMail {
  const amount = formatMoney(order.totals.totalGross, order.totals.currency, locale);
  return composeMail(
    locale,
    'paymentReceived',
    order.email,
    {
      name: customerName(order),
      orderId: order.order.id,
      amount,
    },
    link,
  );
}

/** The parcel is on its way: each tracking number with the carrier's page to follow it. */
export function orderShippedMail(
  locale: Locale,
  order: OrderView,
  link: string,
  shipment: { carrier: string; trackingNumbers: readonly string[] },
): OutgoingMail {
  const rows: MailRow[] = [
    {
      label: shopText(locale, 'mail.orderShipped.carrier'),
      value: shopText(
        locale,
        shipment.carrier === 'other'
          ? 'staff.actions.ship.otherCarrier'
          : `order.shipments.carriers.${shipment.carrier}`,
      ),
    },
    ...shipment.trackingNumbers.map((number) => ({
      label: shopText(locale, 'mail.orderShipped.trackingNumber'),
      value: trackingLink(shipment.carrier, number, locale)
        ? `${number} – ${trackingLink(shipment.carrier, number, locale)}`
        : number,
    })),
  ];
  return composeMail(
    locale,
    'orderShipped',
    order.email,
    { name: customerName(order), orderId: order.order.id },
    link,
    rows,
  );
}

/** The shop canceled the order; what was paid comes back (`refund`: the amount, or none). */
export function orderCanceledMail(locale: Locale, order: OrderView, link: string, refundCents: number): OutgoingMail {
  const values = {
    name: customerName(order),
    orderId: order.order.id,
    amount: formatMoney(refundCents, order.totals.currency, locale),
  };
  return composeMail(locale, refundCents > 0 ? 'orderCanceledRefund' : 'orderCanceled', order.email, values, link);
}

/** Money given back for an order (a refund, a return received). */
export function refundMail(
  locale: Locale,
  order: OrderView,
  link: string,
  refundCents: number,
  byTransfer: boolean,
): OutgoingMail {
  const values = {
    name: customerName(order),
    orderId: order.order.id,
    amount: formatMoney(refundCents, order.totals.currency, locale),
  };
  return composeMail(locale, byTransfer ? 'refundByTransfer' : 'refund', order.email, values, link);
}
