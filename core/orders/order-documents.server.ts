import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDate, formatMoney } from '../i18n/format';
import type { Config } from '../config';
import type { Locale } from '../i18n/locales';
import { shopText } from '../i18n/shop-texts';
import { orderItemTypes, orderLineLabel } from '../order-status';
import type { OrderView } from './order-view.server';
import { postalLines } from '../customers/postal-lines';
import { deliveryWishLines } from '../delivery/delivery-wish-lines';

/**
 * The order's documents as PDF (issue "Orders": at least the order confirmation and the invoice).
 * The invoice carries what § 14 UStG asks for: seller and buyer with addresses, the seller's VAT
 * id, invoice number and date, delivery date, the goods with quantity, net amounts per VAT rate,
 * the rates and the tax. The invoice number is the order number with a prefix: one per order,
 * without gaps, as the law wants.
 */
export const orderDocumentTypes = ['order-confirmation', 'invoice'] as const;
export type OrderDocumentType = (typeof orderDocumentTypes)[number];

export function isOrderDocumentType(value: string): value is OrderDocumentType {
  return (orderDocumentTypes as readonly string[]).includes(value);
}

// The standard PDF fonts speak Windows-1252: German text fits, other characters become "?".
const windows1252Extras = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function printable(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || windows1252Extras.includes(char)) {
        return char;
      }
      return char === '\n' || char === '\t' ? ' ' : '?';
    })
    .join('');
}

const pageSize: [number, number] = [595.28, 841.89]; // A4
const margin = 56;

/** A writer that moves down the page and starts a new one when the space runs out. */
function createWriter(document: PDFDocument, fonts: { regular: PDFFont; bold: PDFFont }) {
  let page: PDFPage = document.addPage(pageSize);
  let y = pageSize[1] - margin;
  const ensure = (height: number) => {
    if (y - height < margin + 40) {
      page = document.addPage(pageSize);
      y = pageSize[1] - margin;
    }
  };
  return {
    text(value: string, x: number, options: { size?: number; bold?: boolean; align?: 'right'; width?: number } = {}) {
      const size = options.size ?? 10;
      const font = options.bold ? fonts.bold : fonts.regular;
      const safe = printable(value);
      const left = options.align === 'right' ? x - font.widthOfTextAtSize(safe, size) : x;
      page.drawText(safe, { x: left, y, size, font, color: rgb(0.06, 0.09, 0.16) });
    },
    /** Cuts text to a width, with an ellipsis, so long item names never run into the next column. */
    fit(value: string, width: number, size = 10): string {
      let safe = printable(value);
      while (safe.length > 1 && fonts.regular.widthOfTextAtSize(safe, size) > width) safe = `${safe.slice(0, -2)}…`;
      return safe;
    },
    down(height: number) {
      ensure(height);
      y -= height;
    },
    rule() {
      page.drawLine({
        start: { x: margin, y: y - 3 },
        end: { x: pageSize[0] - margin, y: y - 3 },
        thickness: 0.5,
        color: rgb(0.58, 0.64, 0.72),
      });
    },
    get pages() {
      return document.getPages();
    },
  };
}

export async function orderDocumentPdf(
  type: OrderDocumentType,
  order: OrderView,
  locale: Locale,
  config: Config,
): Promise<Uint8Array> {
  const t = (key: string, values: Record<string, string | number> = {}) => shopText(locale, key, values);
  const money = (cents: number) => formatMoney(cents, order.totals.currency, locale);
  const document = await PDFDocument.create();
  const title = t(`documents.${type}.title`);
  document.setTitle(`${title} ${order.order.id}`);
  document.setAuthor(config.SHOP_COMPANY_NAME);
  document.setLanguage(locale === 'de' ? 'de-DE' : 'en-GB');
  const fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  const write = createWriter(document, fonts);
  const right = pageSize[0] - margin;

  // Sender line, buyer's address, the seller's block on the right.
  write.text(`${config.SHOP_COMPANY_NAME} · ${config.SHOP_COMPANY_ADDRESS}`, margin, { size: 7 });
  write.text(config.SHOP_COMPANY_NAME, right, { bold: true, align: 'right' });
  write.down(16);
  const buyerLines = postalLines(order.order.billingAddress);
  const sellerLines = [config.SHOP_COMPANY_ADDRESS, `${t('documents.vatId')}: ${config.SHOP_VAT_ID}`];
  for (let index = 0; index < Math.max(buyerLines.length, sellerLines.length); index++) {
    if (buyerLines[index]) write.text(buyerLines[index]!, margin);
    if (sellerLines[index]) write.text(sellerLines[index]!, right, { size: 8, align: 'right' });
    write.down(13);
  }

  write.down(30);
  write.text(title, margin, { size: 16, bold: true });
  write.down(22);
  const date = formatDate(order.order.createdAt, locale);
  const facts: Array<[string, string]> = [
    [t('order.number'), String(order.order.id)],
    [t('order.date'), date],
    ...(type === 'invoice'
      ? ([
          [t('documents.invoiceNumber'), `R-${order.order.id}`],
          [t('documents.invoiceDate'), date],
          [t('documents.deliveryDate'), t('documents.deliveryDateIsInvoiceDate')],
        ] as Array<[string, string]>)
      : []),
    [
      t('order.paymentMethod'),
      order.testPayment ? `${order.paymentMethodName} – ${t('order.testPayment')}` : order.paymentMethodName,
    ],
    [t('order.shippingMethod'), order.shippingProfileName],
    ...deliveryWishLines(order.order.delivery, locale, t).map((line): [string, string] => [line.label, line.value]),
  ];
  for (const [label, value] of facts) {
    write.text(label, margin);
    write.text(write.fit(value, right - margin - 140), margin + 140);
    write.down(14);
  }

  // The items: position, name with order properties, quantity, unit price, VAT rate, line total.
  write.down(12);
  const columns = { position: margin, name: margin + 28, quantity: right - 200, unit: right - 120, vat: right - 70 };
  write.text(t('documents.position'), columns.position, { bold: true });
  write.text(t('order.item'), columns.name, { bold: true });
  write.text(t('order.quantity'), columns.quantity, { bold: true, align: 'right' });
  write.text(t('documents.unitPrice'), columns.unit, { bold: true, align: 'right' });
  write.text(t('documents.vatRate'), columns.vat, { bold: true, align: 'right' });
  write.text(t('order.linePrice'), right, { bold: true, align: 'right' });
  write.rule();
  write.down(16);
  order.order.orderItems.forEach((item, index) => {
    const name = orderLineLabel(item, t);
    write.text(String(index + 1), columns.position);
    write.text(write.fit(name, columns.quantity - columns.name - 40), columns.name);
    write.text(String(item.quantity), columns.quantity, { align: 'right' });
    // A bundle's parts are priced with the bundle.
    if (item.typeId !== orderItemTypes.bundleComponent) {
      write.text(money(item.amounts.priceOriginalGross), columns.unit, { align: 'right' });
      write.text(`${item.vatRate / 100} %`, columns.vat, { align: 'right' });
      write.text(money(item.amounts.priceOriginalGross * item.quantity), right, { align: 'right' });
    }
    for (const property of item.orderProperties) {
      write.down(12);
      write.text(
        write.fit(`${property.name}: ${property.value}`, columns.quantity - columns.name - 40, 8),
        columns.name,
        {
          size: 8,
        },
      );
    }
    write.down(15);
  });
  write.rule();
  write.down(18);

  const { totals } = order;
  const sums: Array<[string, string, boolean?]> = [
    // The sum of the lines above (the coupon is one of them).
    [t('cart.itemSum'), money(totals.itemSumGross + totals.couponDiscount)],
    [t('cart.shipping'), money(totals.shippingGross)],
    ...(totals.preferredDeliveryGross > 0
      ? [[t('order.delivery.surcharge'), money(totals.preferredDeliveryGross)] as [string, string]]
      : []),
    [t('documents.totalNet'), money(totals.totalNet)],
    ...totals.vats.map((vat): [string, string] => [t('documents.vatOf', { rate: vat.vatValue }), money(vat.vatAmount)]),
    [t('documents.totalGross'), money(totals.totalGross), true],
  ];
  for (const [label, value, strong] of sums) {
    write.text(label, right - 150, { align: 'right', bold: strong });
    write.text(value, right, { align: 'right', bold: strong });
    write.down(14);
  }

  write.down(16);
  if (order.bankDetails) {
    write.text(
      t('documents.pleaseTransfer', { amount: money(totals.totalGross), reference: order.bankDetails.reference }),
      margin,
    );
    write.down(14);
    write.text(
      `${order.bankDetails.accountOwner} · ${order.bankDetails.name} · IBAN ${order.bankDetails.iban} · BIC ${order.bankDetails.swift}`,
      margin,
    );
    write.down(14);
  }
  write.text(t(`documents.${type}.closing`), margin);

  // Footer on every page: the seller's legal data and the page number.
  const pages = write.pages;
  pages.forEach((page, index) => {
    const footer = printable(
      `${config.SHOP_COMPANY_NAME} · ${config.SHOP_COMPANY_ADDRESS} · ${config.SHOP_COMMERCIAL_REGISTER} · ${t('documents.vatId')} ${config.SHOP_VAT_ID}`,
    );
    page.drawText(footer, { x: margin, y: margin - 20, size: 7, font: fonts.regular, color: rgb(0.28, 0.33, 0.41) });
    const number = printable(t('documents.page', { page: index + 1, pages: pages.length }));
    page.drawText(number, {
      x: right - fonts.regular.widthOfTextAtSize(number, 7),
      y: margin - 20,
      size: 7,
      font: fonts.regular,
      color: rgb(0.28, 0.33, 0.41),
    });
  });
  return document.save();
}
