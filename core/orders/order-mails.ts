import type { Locale } from '../i18n/locales';
import { formatMoney } from '../i18n/format';
import { shopText } from '../i18n/shop-texts';
import { postalLines } from '../customers/postal-lines';
import { deliveryWishLines } from '../delivery/delivery-wish-lines';
import type { OutgoingMail } from '../mail/mailer.server';
import { composeMail, type MailRow } from '../mail/shop-mails';
import { orderItemTypes, orderLineLabel } from '../order-status';
import type { OrderView } from './order-view.server';
import { paymentMethodNameIn } from './payment-method-name';

/* The mails about an order: its confirmation, the reminder of an unpaid prepayment, its cancellation. */

/**
 * The order confirmation (issue "Orders"): what was ordered, the sums with VAT, payment and
 * delivery, for prepayment the bank details, and the link to the order's page.
 */
export function orderConfirmationMail(
  locale: Locale,
  order: OrderView,
  link: string,
  withdrawalLink?: string,
): OutgoingMail {
  const money = (cents: number) => formatMoney(cents, order.totals.currency, locale);
  const { totals } = order;
  const address = order.order.deliveryAddress;
  const rows: MailRow[] = [
    ...order.order.orderItems.map((item) => ({
      label:
        item.typeId === orderItemTypes.coupon
          ? orderLineLabel(item, (key, values) => shopText(locale, key, values))
          : `${item.quantity} × ${orderLineLabel(item, (key, values) => shopText(locale, key, values))}`,
      value:
        item.typeId === orderItemTypes.bundleComponent ? '' : money(item.amounts.priceOriginalGross * item.quantity),
    })),
    {
      label: shopText(locale, 'cart.shipping'),
      value: totals.shippingGross === 0 ? shopText(locale, 'cart.freeShipping') : money(totals.shippingGross),
    },
    ...(totals.preferredDeliveryGross > 0
      ? [{ label: shopText(locale, 'order.delivery.surcharge'), value: money(totals.preferredDeliveryGross) }]
      : []),
    { label: shopText(locale, 'cart.total'), value: money(totals.totalGross), strong: true },
    // A tax-free delivery to an EU business (issue 39) says so instead of listing 0 % VAT.
    ...(totals.taxFreeSupply
      ? [{ label: shopText(locale, 'vat.taxFreeSupply', { vatId: totals.taxFreeSupply.buyerVatId }), value: '' }]
      : totals.vats.map((vat) => ({
          label: shopText(locale, 'cart.includedVat', { rate: vat.vatValue }),
          value: money(vat.vatAmount),
        }))),
    {
      label: shopText(locale, 'order.paymentMethod'),
      value: order.testPayment
        ? `${order.paymentMethodName} – ${shopText(locale, 'order.testPayment')}`
        : order.paymentMethodName,
    },
    { label: shopText(locale, 'order.shippingMethod'), value: order.shippingProfileName },
    ...deliveryWishLines(order.order.delivery, locale, (key) => shopText(locale, key)),
    {
      label: shopText(locale, 'checkout.deliveryAddress'),
      value: postalLines(address).join(', '),
    },
    ...bankRows(locale, order),
  ];
  const kind = order.bankDetails ? 'orderConfirmationPrepayment' : 'orderConfirmation';
  return composeMail(
    locale,
    kind,
    order.email,
    {
      name: order.order.billingAddress.firstName || order.email,
      orderId: order.order.id,
      amount: money(totals.totalGross),
    },
    link,
    rows,
    withdrawalLink ? { label: shopText(locale, 'mail.withdrawalLink'), url: withdrawalLink } : undefined,
  );
}

/** The shop's bank account for a prepayment order, as rows of a mail's table. */
function bankRows(locale: Locale, order: OrderView): MailRow[] {
  if (!order.bankDetails) return [];
  return [
    { label: shopText(locale, 'order.bank.accountOwner'), value: order.bankDetails.accountOwner },
    { label: shopText(locale, 'order.bank.iban'), value: order.bankDetails.iban },
    { label: shopText(locale, 'order.bank.bic'), value: order.bankDetails.swift },
    { label: shopText(locale, 'order.bank.reference'), value: order.bankDetails.reference },
  ];
}

/** An unpaid prepayment order: the amount, the bank account and the day it will be canceled. */
export function paymentReminderMail(locale: Locale, order: OrderView, link: string, cancelOn: Date): OutgoingMail {
  const amount = formatMoney(order.totals.totalGross, order.totals.currency, locale);
  const date = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(cancelOn);
  return composeMail(
    locale,
    'paymentReminder',
    order.email,
    { name: order.order.billingAddress.firstName || order.email, orderId: order.order.id, amount, date },
    link,
    bankRows(locale, order),
  );
}

/** The order was canceled because its money never came; its pieces went back on the shelf. */
export function orderCanceledUnpaidMail(locale: Locale, order: OrderView, link: string): OutgoingMail {
  return composeMail(
    locale,
    'orderCanceledUnpaid',
    order.email,
    { name: order.order.billingAddress.firstName || order.email, orderId: order.order.id },
    link,
  );
}

/** The shop is told of a new order (SHOP_ORDERS_EMAIL): number, customer, total, payment, the staff page. */
export function newOrderMail(to: string, order: OrderView, staffLink: string): OutgoingMail {
  const address = order.order.billingAddress;
  return composeMail(
    'de',
    'newOrder',
    to,
    {
      orderId: order.order.id,
      name: `${address.firstName} ${address.lastName}`.trim() || order.email,
      amount: formatMoney(order.totals.totalGross, order.totals.currency, 'de'),
      payment: paymentMethodNameIn('de', order),
    },
    staffLink,
    [
      { label: shopText('de', 'checkout.deliveryAddress'), value: postalLines(order.order.deliveryAddress).join(', ') },
      { label: shopText('de', 'order.shippingMethod'), value: order.shippingProfileName },
      ...deliveryWishLines(order.order.delivery, 'de', (key) => shopText('de', key)),
    ],
  );
}
