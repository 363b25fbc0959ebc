import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.server';
import type { DocumentBuyer, OrderDocumentData } from '../db/json-columns';
import { documentCounters, orderDocuments } from '../db/order-handling-schema';
import { orders } from '../db/order-schema';
import { shopText } from '../i18n/shop-texts';
import {
  documentReferenceLabels,
  linesDocumentPdf,
  type DocumentReferenceLabel,
} from './documents/lines-document.server';
import type { SellerDetails } from './documents/pdf-writer.server';

/**
 * The documents staff actions issue (issue 36), each numbered without gaps per kind: the counter
 * row is taken in the transaction of the action, so a number is given only when the action
 * commits, and two actions at once wait for each other instead of sharing or skipping a number.
 * The order confirmation and the invoice are drawn from the order itself (order-documents.server.ts).
 */
export const issuedDocumentKinds = [
  'delivery-note',
  'credit-note',
  'reversal',
  'return-note',
  'dunning-letter',
  'payment-receipt',
  'pro-forma-invoice',
  'correction',
] as const;
export type IssuedDocumentKind = (typeof issuedDocumentKinds)[number];

const numberPrefixes: Record<IssuedDocumentKind, string> = {
  'delivery-note': 'LS-',
  'credit-note': 'GS-',
  reversal: 'ST-',
  'return-note': 'RS-',
  'dunning-letter': 'MA-',
  'payment-receipt': 'ZB-',
  'pro-forma-invoice': 'PR-',
  correction: 'RK-',
};

export function isIssuedDocumentKind(value: string): value is IssuedDocumentKind {
  return (issuedDocumentKinds as readonly string[]).includes(value);
}

/** A document's number as printed: its kind's prefix and its number (GS-7). */
export function documentNumberText(kind: IssuedDocumentKind, number: number): string {
  return `${numberPrefixes[kind]}${number}`;
}

/**
 * Issues a document of the order with the next number of its kind. Without a buyer of its own it
 * prints the one of the order's latest correction document, if any: an invoice corrected to a new
 * address is followed by documents to that address (the order's own address stays as invoiced).
 */
export async function issueOrderDocument(
  tx: Executor,
  orderId: number,
  kind: IssuedDocumentKind,
  data: OrderDocumentData,
): Promise<{ id: number; number: number; numberText: string }> {
  const buyer = data.buyer ?? (await correctedBuyerOf(tx, orderId));
  if (buyer) data = { ...data, buyer };
  // Every document of a tax-free delivery says why it carries no VAT (§ 14a (3) UStG).
  const [taxed] = await tx
    .select({ vatTreatment: orders.vatTreatment, buyerVatId: orders.buyerVatId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (taxed?.vatTreatment === 'intraCommunitySupply')
    data = { ...data, taxFreeSupply: { buyerVatId: taxed.buyerVatId } };
  const [counter] = await tx
    .insert(documentCounters)
    .values({ kind, lastNumber: 1 })
    .onConflictDoUpdate({ target: documentCounters.kind, set: { lastNumber: sql`${documentCounters.lastNumber} + 1` } })
    .returning({ lastNumber: documentCounters.lastNumber });
  const number = counter!.lastNumber;
  const [document] = await tx
    .insert(orderDocuments)
    .values({ orderId, kind, number, data })
    .returning({ id: orderDocuments.id });
  return { id: document!.id, number, numberText: documentNumberText(kind, number) };
}

/** The buyer of the order's latest correction document (undefined: never corrected). */
export async function correctedBuyerOf(db: Executor, orderId: number): Promise<DocumentBuyer | undefined> {
  const [latest] = await db
    .select({ data: orderDocuments.data })
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.kind, 'correction')))
    .orderBy(desc(orderDocuments.id))
    .limit(1);
  return latest?.data.buyer;
}

export interface IssuedDocument {
  id: number;
  kind: IssuedDocumentKind;
  number: number;
  numberText: string;
  issuedAt: string;
}

/** An order's issued documents, oldest first. */
export async function issuedDocumentsOf(db: Executor, orderId: number): Promise<IssuedDocument[]> {
  const rows = await db
    .select({
      id: orderDocuments.id,
      kind: orderDocuments.kind,
      number: orderDocuments.number,
      issuedAt: orderDocuments.issuedAt,
    })
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId))
    .orderBy(asc(orderDocuments.id));
  return rows
    .filter((row): row is typeof row & { kind: IssuedDocumentKind } => isIssuedDocumentKind(row.kind))
    .map((row) => ({
      ...row,
      numberText: documentNumberText(row.kind, row.number),
      issuedAt: row.issuedAt.toISOString(),
    }));
}

/** One issued document of an order with the figures it was issued with (null: not this order's). */
export async function issuedDocument(db: Executor, orderId: number, documentId: number) {
  const [row] = await db
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.id, documentId)));
  if (!row || !isIssuedDocumentKind(row.kind)) return null;
  return { ...row, kind: row.kind, numberText: documentNumberText(row.kind, row.number) };
}

/**
 * An issued document as PDF, in the language it was issued in: the figures it was issued with,
 * the buyer it was issued to (the order's billing address unless corrected). Null when the order has no such document.
 */
export async function issuedDocumentPdf(
  db: Executor,
  seller: SellerDetails,
  order: Pick<typeof orders.$inferSelect, 'id' | 'billingAddress' | 'currency'>,
  documentId: number,
): Promise<{ pdf: Uint8Array; fileName: string } | null> {
  const document = await issuedDocument(db, order.id, documentId);
  if (!document) return null;
  const { language } = document.data;
  const pdf = await linesDocumentPdf(
    {
      kind: document.kind,
      number: document.numberText,
      date: document.issuedAt,
      references: document.data.references
        .filter((reference): reference is { label: DocumentReferenceLabel; value: string } =>
          (documentReferenceLabels as readonly string[]).includes(reference.label),
        )
        // A day (2026-11-26) is written as the document's language writes dates.
        .map((reference) => ({
          label: reference.label,
          value: /^\d{4}-\d{2}-\d{2}$/.test(reference.value)
            ? new Date(`${reference.value}T12:00:00Z`)
            : reference.value,
        })),
      ...(document.data.note ? { note: document.data.note } : {}),
      ...(document.data.taxFreeSupply ? { taxFreeSupply: document.data.taxFreeSupply } : {}),
      buyer: document.data.buyer ?? order.billingAddress,
      lines: document.data.lines,
      currency: order.currency,
    },
    language,
    seller,
  );
  return { pdf, fileName: `${shopText(language, `documents.${document.kind}.title`)}-${document.numberText}.pdf` };
}
