import type { CallContext } from '../api/context';
import type { Locale } from '../i18n/locales';
import { shopText } from '../i18n/shop-texts';
import { standardVatRate } from '../vat/vat-rates';
import { linesDocumentPdf, type LinesDocument } from '../orders/documents/lines-document.server';
import { quotedOffer } from './offers.server';

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
 * number is already unique. Its lines are the quoted prices with their VAT, shipping as estimated
 * for the billing country (quotedOffer), whatever state the offer is in now.
 */
export async function offerPdf(ctx: CallContext, offerId: number, accessKey: string, locale: Locale) {
  const { offer, lines: quoted, billing, cart } = await quotedOffer(ctx, offerId, accessKey);
  const buyer = billing ?? noBuyer;
  const lines: LinesDocument['lines'] = quoted.map((line) => ({
    name: line.name,
    quantity: line.quantity,
    unitGross: line.priceGross,
    vatRate: line.vatRate,
    totalGross: line.priceGross * line.quantity,
  }));
  if (cart && cart.shippingAmount > 0) {
    lines.push({
      name: `${shopText(locale, 'cart.shipping')} (${cart.shippingProfileName})`,
      quantity: 1,
      unitGross: cart.shippingAmount,
      vatRate: standardVatRate,
      totalGross: cart.shippingAmount,
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
