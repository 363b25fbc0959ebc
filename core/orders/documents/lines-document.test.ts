import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/support/pdf-text';
import { formatMoney } from '../../i18n/format';
import { shopText } from '../../i18n/shop-texts';
import { lineDocumentKinds, linesDocumentPdf, type LinesDocument } from './lines-document.server';

const seller = {
  SHOP_COMPANY_NAME: 'Spiegelshop GmbH',
  SHOP_COMPANY_ADDRESS: 'Klingenstraße 12, 42651 Solingen, Deutschland',
  SHOP_VAT_ID: 'DE 123 456 789',
  SHOP_COMMERCIAL_REGISTER: 'Amtsgericht Wuppertal, HRB 31415',
};

const creditNote: LinesDocument = {
  kind: 'credit-note',
  number: 'G-2026-0007',
  date: new Date('2026-11-26T10:00:00Z'),
  references: [
    { label: 'orderNumber', value: '1042' },
    { label: 'originalInvoiceNumber', value: 'R-1042' },
    { label: 'originalInvoiceDate', value: new Date('2026-11-20T10:00:00Z') },
  ],
  buyer: {
    companyName: '',
    firstName: 'Łukasz',
    lastName: 'Dvořák',
    streetName: 'ulica Piotrkowska',
    houseNumber: '5',
    apartment: '',
    zipCode: '90-001',
    city: 'Łódź',
  },
  lines: [
    {
      name: 'Kosmetikspiegel „Σοφία“',
      details: ['Gravur: Дмитрий'],
      quantity: 2,
      unitGross: 4990,
      vatRate: 1900,
      totalGross: 9980,
    },
    { name: 'Spiegelbuch', quantity: 1, unitGross: 1070, vatRate: 700, totalGross: 1070 },
  ],
  currency: 'EUR',
};

/** The text with no-break spaces as spaces (money is written with one before the €). */
const read = async (bytes: Uint8Array) => (await pdfText(bytes)).replaceAll('\u00a0', ' ');
const euro = (cents: number, locale: 'de' | 'en' = 'de') => formatMoney(cents, 'EUR', locale).replaceAll('\u00a0', ' ');

describe('documents with lines', () => {
  it('a credit note (Gutschrift) lists positive amounts, the sums per VAT rate and the original invoice', async () => {
    const bytes = await linesDocumentPdf(creditNote, 'de', seller);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Gutschrift G-2026-0007');
    expect(pdf.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('de-DE');
    const lines = (await read(bytes)).split('\n');
    expect(lines).toContain('Gutschrift');
    expect(lines).toContain('Gutschriftsnummer G-2026-0007');
    expect(lines).toContain('Datum 26. November 2026');
    expect(lines).toContain('Zur Rechnung R-1042');
    expect(lines).toContain('Vom 20. November 2026');
    expect(lines).toContain('Bestellnummer 1042');
    expect(lines.some((line) => line.startsWith('Łukasz Dvořák'))).toBe(true);
    expect(lines.some((line) => line.startsWith('90-001 Łódź'))).toBe(true);
    expect(lines).toContain(`1 Kosmetikspiegel „Σοφία“ 2 ${euro(4990)} 19 % ${euro(9980)}`);
    expect(lines).toContain('Gravur: Дмитрий');
    expect(lines).toContain(`2 Spiegelbuch 1 ${euro(1070)} 7 % ${euro(1070)}`);
    // 99,80 € at 19 %: net 83,87 €, VAT 15,93 €; 10,70 € at 7 %: net 10,00 €, VAT 0,70 €.
    expect(lines).toContain(`Netto zu 19 % ${euro(8387)}`);
    expect(lines).toContain(`Netto zu 7 % ${euro(1000)}`);
    expect(lines).toContain(`Summe netto ${euro(9387)}`);
    expect(lines).toContain(`zzgl. 19 % USt. ${euro(1593)}`);
    expect(lines).toContain(`zzgl. 7 % USt. ${euro(70)}`);
    expect(lines).toContain(`Gesamtbetrag ${euro(11050)}`);
    expect(lines).toContain(shopText('de', 'documents.credit-note.closing'));
    // No amount is negative.
    expect(lines.join('\n')).not.toMatch(/[-−]\s?[\d.]+,\d\d/);
  });

  it('in English', async () => {
    const bytes = await linesDocumentPdf(creditNote, 'en', seller);
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Credit note G-2026-0007');
    const text = await read(bytes);
    expect(text).toContain('Credit note number G-2026-0007');
    expect(text).toContain('For invoice R-1042');
    expect(text).toContain(`Total amount ${euro(11050, 'en')}`);
  });

  it('a reversal (Stornorechnung) lists the original invoice’s lines with negative amounts', async () => {
    const bytes = await linesDocumentPdf(
      { ...creditNote, kind: 'reversal', number: 'S-2026-0001', closing: 'Storniert auf Wunsch der Kundin.' },
      'de',
      seller,
    );
    const lines = (await read(bytes)).split('\n');
    expect(lines).toContain('Stornorechnung');
    expect(lines).toContain('Stornonummer S-2026-0001');
    expect(lines).toContain('Zur Rechnung R-1042');
    expect(lines).toContain(`1 Kosmetikspiegel „Σοφία“ 2 ${euro(-4990)} 19 % ${euro(-9980)}`);
    expect(lines).toContain(`Summe netto ${euro(-9387)}`);
    expect(lines).toContain(`zzgl. 19 % USt. ${euro(-1593)}`);
    expect(lines).toContain(`Gesamtbetrag ${euro(-11050)}`);
    expect(lines).toContain('Storniert auf Wunsch der Kundin.');
  });

  it('a delivery note shows the goods without prices; a long closing text is broken into lines', async () => {
    const closing = 'Bitte prüfen Sie die Lieferung. '.repeat(12).trim();
    const text = await read(await linesDocumentPdf({ ...creditNote, kind: 'delivery-note', closing }, 'de', seller));
    expect(text).toContain('Lieferschein');
    expect(text).toContain('1 Kosmetikspiegel „Σοφία“ 2');
    expect(text).not.toContain('Einzelpreis');
    expect(text).not.toContain('Gesamtbetrag');
    expect(text).not.toContain('€');
    expect(text.replaceAll('\n', ' ')).toContain(closing);
  });

  it('a document longer than a page repeats the table header and numbers its pages', async () => {
    const lines = Array.from({ length: 70 }, (_, index) => ({ ...creditNote.lines[1]!, name: `Spiegel ${index + 1}` }));
    const bytes = await linesDocumentPdf({ ...creditNote, lines, closing: null }, 'de', seller);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(2);
    const text = await read(bytes);
    expect(text.match(/Pos\. Artikel Menge Einzelpreis USt\. Preis/g)).toHaveLength(2);
    expect(text).toContain('Seite 1 von 2');
    expect(text).toContain('Seite 2 von 2');
    expect(text.match(/USt-IdNr\. DE 123 456 789/g)).toHaveLength(2);
    expect(text).toContain(`Gesamtbetrag ${euro(70 * 1070)}`);
    expect(text).not.toContain(shopText('de', 'documents.credit-note.closing'));
  });

  it('every kind has its title, number label and closing text in German and English', async () => {
    for (const kind of lineDocumentKinds) {
      for (const locale of ['de', 'en'] as const) {
        for (const part of ['title', 'number', 'closing']) {
          expect(shopText(locale, `documents.${kind}.${part}`), `${locale} ${kind}.${part}`).not.toBe(
            `documents.${kind}.${part}`,
          );
        }
      }
    }
    const bytes = await linesDocumentPdf({ ...creditNote, kind: 'pro-forma-invoice' }, 'en', seller);
    expect(await read(bytes)).toContain('Pro forma invoice');
  });
});
