import type { PostalAddress } from '../../customers/address-form';
import { postalLines } from '../../customers/postal-lines';
import { formatDate, formatMoney } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { shopText } from '../../i18n/shop-texts';
import { documentTotals, negatedLines, type DocumentLine } from './document-totals';
import { startDocument, type SellerDetails, type SumRow } from './pdf-writer.server';
import { taxFreeSupplyNote } from './tax-free-supply-note';

/**
 * The documents with lines that the back office writes besides the order confirmation and the
 * invoice (issue 36, spec §3 document types). Each has its title, number label and closing text in
 * `documents.<kind>` of the translations; numbering, storing and sending them is the caller's.
 */
export const lineDocumentKinds = [
  'delivery-note',
  'credit-note',
  'reversal',
  'return-note',
  'dunning-letter',
  'payment-receipt',
  'pro-forma-invoice',
  'correction',
  'offer',
] as const;
export type LineDocumentKind = (typeof lineDocumentKinds)[number];

/** What the lines of each kind show: goods only (delivery and return notes) or with prices. */
const withoutPrices: ReadonlySet<LineDocumentKind> = new Set(['delivery-note', 'return-note']);
/**
 * A reversal (Stornorechnung) repeats the original invoice's lines with negative amounts; every
 * other kind prints the amounts as given (a credit note positive, under its title, as is usual in
 * Germany; a correction may have negative lines of its own).
 */
const negated: ReadonlySet<LineDocumentKind> = new Set(['reversal']);

/** The labels a reference line may carry (`documents.reference.<label>`). */
export const documentReferenceLabels = [
  'orderNumber',
  'orderDate',
  'invoiceNumber',
  'invoiceDate',
  'originalInvoiceNumber',
  'originalInvoiceDate',
  'returnNumber',
  'deliveryDate',
  'dueDate',
  'paymentDate',
  'paymentMethod',
  'validUntil',
  'customerNumber',
] as const;
export type DocumentReferenceLabel = (typeof documentReferenceLabels)[number];

export interface LinesDocument {
  kind: LineDocumentKind;
  /** The document's number, as the caller numbered it (e.g. "G-2026-0001"). */
  number: string;
  date: Date | string;
  /** Order number, original invoice number … in this order; a date is written in the document's language. */
  references: Array<{ label: DocumentReferenceLabel; value: string | Date }>;
  buyer: Pick<
    PostalAddress,
    'companyName' | 'firstName' | 'lastName' | 'streetName' | 'houseNumber' | 'apartment' | 'zipCode' | 'city'
  >;
  /**
   * The lines with their amounts as the goods are worth (a reversal: as on the original invoice;
   * it prints them negated). Integer cents, VAT rate in basis points.
   */
  lines: DocumentLine[];
  currency: string;
  /** A sentence of the staff above the closing text (what a correction corrects). */
  note?: string;
  /** A tax-free intra-community supply (issue 39): its note with both VAT ids. */
  taxFreeSupply?: { buyerVatId: string };
  /** Instead of the kind's standard closing text (`documents.<kind>.closing`); null for none. */
  closing?: string | null;
}

/** The document as PDF bytes: letterhead, title, number and references, the lines, sums per VAT rate. */
export async function linesDocumentPdf(
  input: LinesDocument,
  locale: Locale,
  seller: SellerDetails,
): Promise<Uint8Array> {
  const t = (key: string, values: Record<string, string | number> = {}) => shopText(locale, key, values);
  const money = (cents: number) => formatMoney(cents, input.currency, locale);
  const title = t(`documents.${input.kind}.title`);
  const prices = !withoutPrices.has(input.kind);
  const lines = negated.has(input.kind) ? negatedLines(input.lines) : input.lines;
  const totals = documentTotals(lines);

  const write = await startDocument({ title: `${title} ${input.number}`, locale, seller });
  write.letterhead(postalLines(input.buyer));
  write.heading(title);
  write.facts([
    { label: t(`documents.${input.kind}.number`), value: input.number },
    { label: t('documents.documentDate'), value: formatDate(input.date, locale) },
    ...input.references.map((reference) => ({
      label: t(`documents.reference.${reference.label}`),
      value: reference.value instanceof Date ? formatDate(reference.value, locale) : reference.value,
    })),
  ]);

  write.itemTable(
    lines.map((line, index) => ({
      position: String(index + 1),
      name: line.name,
      details: line.details,
      quantity: String(line.quantity),
      unitPrice: money(line.unitGross),
      vatRate: `${line.vatRate / 100} %`,
      total: money(line.totalGross),
    })),
    { prices },
  );

  if (prices) {
    const several = totals.byRate.length > 1;
    const sums: SumRow[] = [
      // With several rates the net amount of each is named (§ 14 (4) 8 UStG), then their sum.
      ...(several
        ? totals.byRate.map((rate) => ({
            label: t('documents.netAt', { rate: rate.vatRate / 100 }),
            value: money(rate.net),
          }))
        : []),
      { label: t('documents.totalNet'), value: money(totals.net) },
      ...totals.byRate.map((rate) => ({
        label: t('documents.vatOf', { rate: rate.vatRate / 100 }),
        value: money(rate.vat),
      })),
      { label: t('documents.totalGross'), value: money(totals.gross), strong: true },
    ];
    write.sums(sums);
  }

  write.down(16);
  if (input.taxFreeSupply) write.paragraph(taxFreeSupplyNote(locale, input.taxFreeSupply.buyerVatId, seller));
  if (input.note) write.paragraph(input.note);
  const closing = input.closing === undefined ? t(`documents.${input.kind}.closing`) : input.closing;
  if (closing) write.paragraph(closing);
  return write.finish();
}
