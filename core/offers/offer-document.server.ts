import type { CallContext } from '../api/context';
import type { Locale } from '../i18n/locales';
import { shopText } from '../i18n/shop-texts';
import { standardVatRate } from '../vat/vat-rates';
import { linesDocumentPdf, type LinesDocument } from '../orders/documents/lines-document.server';
import { offerView } from './offers.server';

const noBuyer: LinesDocument['buyer'] = {
  companyName: '',
  firstName: '',
  lastName: '',
  streetName: '',
  houseNumber: '',
  apartment: '',
  zipCode: '',
  city: '',
};

/**
 * A staff offer as PDF (spec §3 document type "offer"; issue 36): for the customer it was made for,
 * checked like its page (logged in as that customer, with the offer's key). Numbered by the offer
 * itself (A-<id>) like the order confirmation by its order: an offer is no tax document, and its
 * number is already unique. Its lines and prices are those the offer page shows, shipping as
 * estimated for the billing country.
 */
export async function offerPdf(ctx: CallContext, offerId: number, accessKey: string, locale: Locale) {
  const offer = await offerView(ctx, offerId, accessKey);
  const buyer = offer.billingAddresses[0] ?? noBuyer;
  const lines: LinesDocument['lines'] = offer.items.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    unitGross: item.price,
    vatRate: item.vatRate,
    totalGross: item.linePrice,
  }));
  if (offer.totals && offer.totals.shippingAmount > 0) {
    lines.push({
      name: `${shopText(locale, 'cart.shipping')} (${offer.totals.shippingProfileName})`,
      quantity: 1,
      unitGross: offer.totals.shippingAmount,
      vatRate: standardVatRate,
      totalGross: offer.totals.shippingAmount,
    });
  }
  const number = `A-${offer.id}`;
  const pdf = await linesDocumentPdf(
    {
      kind: 'offer',
      number,
      date: offer.createdAt,
      references: [{ label: 'validUntil', value: new Date(`${offer.validUntil}T12:00:00Z`) }],
      buyer,
      lines,
      currency: 'EUR',
      ...(offer.note ? { note: offer.note } : {}),
    },
    locale,
    ctx.services.config,
  );
  return { pdf, fileName: `${shopText(locale, 'documents.offer.title')}-${number}.pdf` };
}
