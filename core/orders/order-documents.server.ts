import { formatDate, formatMoney } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { shopText } from '../i18n/shop-texts';
import { orderItemTypes, orderLineLabel } from '../order-status';
import type { OrderView } from './order-view.server';
import { postalLines } from '../customers/postal-lines';
import { deliveryWishLines } from '../delivery/delivery-wish-lines';
import { startDocument, type SellerDetails, type SumRow } from './documents/pdf-writer.server';
import { taxFreeSupplyNote } from './documents/tax-free-supply-note';

/**
 * The order's documents as PDF (issue "Orders": at least the order confirmation and the invoice).
 * The invoice carries what § 14 UStG asks for: seller and buyer with addresses, the seller's VAT
 * id, invoice number and date, delivery date, the goods with quantity, net amounts per VAT rate,
 * the rates and the tax. The invoice number is the order number with a prefix: one per order,
 * without gaps, as the law wants. The pages are written by documents/pdf-writer.server.ts.
 */
export const orderDocumentTypes = ['order-confirmation', 'invoice'] as const;
export type OrderDocumentType = (typeof orderDocumentTypes)[number];

export function isOrderDocumentType(value: string): value is OrderDocumentType {
  return (orderDocumentTypes as readonly string[]).includes(value);
}

export async function orderDocumentPdf(
  type: OrderDocumentType,
  order: OrderView,
  locale: Locale,
  seller: SellerDetails,
): Promise<Uint8Array> {
  const t = (key: string, values: Record<string, string | number> = {}) => shopText(locale, key, values);
  const money = (cents: number) => formatMoney(cents, order.totals.currency, locale);
  const title = t(`documents.${type}.title`);
  const write = await startDocument({ title: `${title} ${order.order.id}`, locale, seller });

  write.letterhead(postalLines(order.order.billingAddress));
  write.heading(title);
  const date = formatDate(order.order.createdAt, locale);
  write.facts([
    { label: t('order.number'), value: String(order.order.id) },
    { label: t('order.date'), value: date },
    ...(type === 'invoice'
      ? [
          { label: t('documents.invoiceNumber'), value: `R-${order.order.id}` },
          { label: t('documents.invoiceDate'), value: date },
          { label: t('documents.deliveryDate'), value: t('documents.deliveryDateIsInvoiceDate') },
        ]
      : []),
    {
      label: t('order.paymentMethod'),
      value: order.testPayment ? `${order.paymentMethodName} – ${t('order.testPayment')}` : order.paymentMethodName,
    },
    { label: t('order.shippingMethod'), value: order.shippingProfileName },
    ...deliveryWishLines(order.order.delivery, locale, t),
  ]);

  // The items: position, name with order properties, quantity, unit price, VAT rate, line total.
  write.itemTable(
    order.order.orderItems.map((item, index) => {
      // A bundle's parts are priced with the bundle.
      const priced = item.typeId !== orderItemTypes.bundleComponent;
      return {
        position: String(index + 1),
        name: orderLineLabel(item, t),
        details: item.orderProperties.map((property) => `${property.name}: ${property.value}`),
        quantity: String(item.quantity),
        ...(priced && {
          unitPrice: money(item.amounts.priceOriginalGross),
          vatRate: `${item.vatRate / 100} %`,
          total: money(item.amounts.priceOriginalGross * item.quantity),
        }),
      };
    }),
    { prices: true },
  );

  const { totals } = order;
  const sums: SumRow[] = [
    // The sum of the lines above (the coupon is one of them).
    { label: t('cart.itemSum'), value: money(totals.itemSumGross + totals.couponDiscount) },
    { label: t('cart.shipping'), value: money(totals.shippingGross) },
    ...(totals.preferredDeliveryGross > 0
      ? [{ label: t('order.delivery.surcharge'), value: money(totals.preferredDeliveryGross) }]
      : []),
    { label: t('documents.totalNet'), value: money(totals.totalNet) },
    ...totals.vats.map((vat) => ({ label: t('documents.vatOf', { rate: vat.vatValue }), value: money(vat.vatAmount) })),
    { label: t('documents.totalGross'), value: money(totals.totalGross), strong: true },
  ];
  write.sums(sums);

  write.down(16);
  if (totals.taxFreeSupply) write.paragraph(taxFreeSupplyNote(locale, totals.taxFreeSupply.buyerVatId, seller));
  if (order.bankDetails) {
    write.paragraph(
      t('documents.pleaseTransfer', { amount: money(totals.totalGross), reference: order.bankDetails.reference }),
    );
    write.paragraph(
      `${order.bankDetails.accountOwner} · ${order.bankDetails.name} · IBAN ${order.bankDetails.iban} · BIC ${order.bankDetails.swift}`,
    );
  }
  write.paragraph(t(`documents.${type}.closing`));
  return write.finish();
}
