import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../tests/support/pdf-text';
import { orderDocumentPdf } from './order-documents.server';
import type { OrderView } from './order-view.server';

const seller = {
  SHOP_COMPANY_NAME: 'Spiegelshop GmbH',
  SHOP_COMPANY_ADDRESS: 'Klingenstraße 12, 42651 Solingen, Deutschland',
  SHOP_VAT_ID: 'DE 123 456 789',
  SHOP_COMMERCIAL_REGISTER: 'Amtsgericht Wuppertal, HRB 31415',
};

function order(firstName: string, lastName: string, city: string): OrderView {
  const address = {
    companyName: '',
    firstName,
    lastName,
    streetName: 'Piotrkowska',
    houseNumber: '5',
    apartment: '',
    zipCode: '90-001',
    city,
    countryId: 1,
    stateId: null,
    phoneNumber: '',
    email: 'kunde@example.org',
    vatNumber: '',
  };
  const item = (id: number, name: string, quantity: number, gross: number, properties: unknown[] = []) => ({
    id,
    typeId: 1,
    itemVariationId: id,
    itemId: id,
    orderItemName: name,
    quantity,
    returnableQuantity: quantity,
    returnReason: null,
    amounts: { priceOriginalGross: gross, priceOriginalNet: Math.round(gross / 1.19) },
    vatRate: 1900,
    orderProperties: properties,
  });
  return {
    order: {
      id: 1042,
      createdAt: '2026-11-20T10:00:00.000Z',
      billingAddress: address,
      deliveryAddress: address,
      orderItems: [
        item(1, 'Kosmetikspiegel Σοφία', 2, 4990, [{ propertyId: 1, name: 'Gravur', value: 'Дмитрий' }]),
        item(2, 'Rasierspiegel Nguyễn Đức', 1, 1999),
      ],
      delivery: { preferredDay: null, dropOffPlace: '', neighbour: null, parcelStation: null },
    },
    paymentMethodName: 'Vorkasse',
    testPayment: false,
    shippingProfileName: 'DHL Paket',
    totals: {
      itemSumGross: 11979,
      shippingGross: 0,
      preferredDeliveryGross: 0,
      couponDiscount: 0,
      totalGross: 11979,
      totalNet: 10066,
      currency: 'EUR',
      vats: [{ vatValue: 19, vatAmount: 1913 }],
    },
    bankDetails: {
      accountOwner: 'Spiegelshop GmbH',
      name: 'Sparkasse',
      iban: 'DE02 1203 0000 0000 2020 51',
      swift: 'BYLADEM1001',
      reference: '1042',
    },
  } as unknown as OrderView;
}

const read = async (bytes: Uint8Array) => (await pdfText(bytes)).replaceAll('\u00a0', ' ');

describe('order documents', () => {
  it('the invoice prints names beyond Windows-1252 as written (issue 36: "Łukasz Dvořák, Łódź")', async () => {
    const bytes = await orderDocumentPdf('invoice', order('Łukasz', 'Dvořák', 'Łódź'), 'de', seller);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Rechnung 1042');
    expect(pdf.getAuthor()).toBe('Spiegelshop GmbH');
    expect(pdf.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('de-DE');
    const text = await read(bytes);
    expect(text).toContain('Łukasz Dvořák');
    expect(text).toContain('90-001 Łódź');
    expect(text).toContain('1 Kosmetikspiegel Σοφία 2 49,90 € 19 % 99,80 €');
    expect(text).toContain('Gravur: Дмитрий');
    expect(text).toContain('2 Rasierspiegel Nguyễn Đức 1 19,99 € 19 % 19,99 €');
    expect(text).toContain('Rechnungsnummer R-1042');
    expect(text).toContain('zzgl. 19 % USt. 19,13 €');
    expect(text).toContain('Gesamtbetrag 119,79 €');
    expect(text).toContain('Bitte überweisen Sie 119,79 € mit dem Verwendungszweck 1042.');
    expect(text).toContain('USt-IdNr. DE 123 456 789');
    expect(text).toContain('Seite 1 von 1');
    expect(text).not.toContain('?');
  });

  it('the order confirmation in English, with Turkish and Cyrillic names; a name the font lacks is marked, not lost', async () => {
    const [confirmation, other] = await Promise.all([
      orderDocumentPdf('order-confirmation', order('Şükrü', 'Ğündüz', 'İzmir'), 'en', seller),
      orderDocumentPdf('invoice', order('山田', 'Дмитрий', 'Köln'), 'en', seller),
    ]);
    expect((await PDFDocument.load(confirmation)).getTitle()).toBe('Order confirmation 1042');
    const text = await read(confirmation);
    expect(text).toContain('Şükrü Ğündüz');
    expect(text).toContain('90-001 İzmir');
    expect(text).not.toContain('Invoice number');
    expect(text).toContain('This order confirmation is not an invoice.');
    expect(await read(other)).toContain('\uFFFD\uFFFD Дмитрий');
  });
});
