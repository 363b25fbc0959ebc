import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.server';
import { orderDocuments } from '../db/order-handling-schema';
import { orderItems, orders } from '../db/order-schema';
import { countries } from '../db/shipping-schema';
import { orderStatus, orderTypes } from '../order-status';
import { documentTotals, negatedLines, type DocumentTotals } from '../orders/documents/document-totals';
import { documentNumberText, isIssuedDocumentKind } from '../orders/order-document-numbers.server';
import { documentLines } from '../orders/documents/document-lines';

/**
 * The accounting export (issue 36, `GET /staff/export/documents.csv?from=…&to=…`): every invoice,
 * credit note and reversal of the days from–to (Europe/Berlin), with number, date, customer,
 * country, VAT id, net/VAT/gross per rate and the payment method – the figures a tax adviser
 * imports. Semicolons and decimal commas, as German spreadsheets and DATEV imports expect; credit
 * notes and reversals with negative amounts, so the columns add up to the period's revenue.
 */
const exportedKinds = ['credit-note', 'reversal'] as const;
const maxRows = 50_000;

interface ExportRow {
  kind: 'invoice' | (typeof exportedKinds)[number];
  number: string;
  date: Date;
  orderId: number;
  customer: string;
  country: string;
  vatId: string;
  /** Issue 39: a tax-free intra-community supply (for the EC sales list), or taxed in Germany. */
  taxFreeSupply: boolean;
  payment: string;
  totals: DocumentTotals;
}

const berlinDay = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Berlin')`;

/** The CSV, or null when the period holds more than 50,000 rows (ask for a shorter one). */
export async function accountingExportCsv(db: Database, from: string, to: string): Promise<string | null> {
  const inRange = (column: typeof orders.createdAt | typeof orderDocuments.issuedAt) =>
    and(gte(column, berlinDay(from)), lt(column, berlinDay(to, 1)));
  const [sales, documents, countryCodes] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.typeId, orderTypes.sales), inRange(orders.createdAt)))
      .orderBy(asc(orders.id))
      .limit(maxRows + 1),
    db
      .select()
      .from(orderDocuments)
      .where(and(inArray(orderDocuments.kind, [...exportedKinds]), inRange(orderDocuments.issuedAt)))
      .orderBy(asc(orderDocuments.id))
      .limit(maxRows + 1),
    db.select({ id: countries.id, isoCode2: countries.isoCode2 }).from(countries),
  ]);
  if (sales.length > maxRows || documents.length > maxRows) return null;
  // A canceled order's invoice counts only when a reversal cancels it: an order the shop canceled
  // because it was never paid (housekeeping, a withdrawal) was never revenue.
  const canceledIds = sales.filter((order) => order.statusId === orderStatus.canceled).map((order) => order.id);
  const reversed = new Set(
    canceledIds.length
      ? (
          await db
            .select({ orderId: orderDocuments.orderId })
            .from(orderDocuments)
            .where(and(eq(orderDocuments.kind, 'reversal'), inArray(orderDocuments.orderId, canceledIds)))
        ).map((row) => row.orderId)
      : [],
  );
  const invoiced = sales.filter((order) => order.statusId !== orderStatus.canceled || reversed.has(order.id));
  const documentOrders = documents.length
    ? await db
        .select()
        .from(orders)
        .where(inArray(orders.id, [...new Set(documents.map((document) => document.orderId))]))
    : [];
  const items = invoiced.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            invoiced.map((order) => order.id),
          ),
        )
    : [];
  const itemsOf = new Map<number, Array<(typeof items)[number]>>();
  for (const item of items) itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item]);
  const orderById = new Map(documentOrders.map((order) => [order.id, order]));
  const countryOf = new Map(countryCodes.map((country) => [country.id, country.isoCode2]));
  const about = (order: typeof orders.$inferSelect) => ({
    orderId: order.id,
    customer: [
      order.billingAddress.companyName,
      `${order.billingAddress.firstName} ${order.billingAddress.lastName}`.trim(),
    ]
      .filter(Boolean)
      .join(', '),
    country: countryOf.get(order.billingAddress.countryId) ?? '',
    vatId: order.vatTreatment === 'intraCommunitySupply' ? order.buyerVatId : order.billingAddress.vatNumber,
    taxFreeSupply: order.vatTreatment === 'intraCommunitySupply',
    payment: order.paymentMethodName,
  });
  const rows: ExportRow[] = [
    ...invoiced.map((order) => ({
      kind: 'invoice' as const,
      number: `R-${order.id}`,
      date: order.createdAt,
      ...about(order),
      totals: documentTotals(
        documentLines(order, itemsOf.get(order.id) ?? [], order.language, { shipping: true, sign: 1 }),
      ),
    })),
    ...documents.flatMap((document) => {
      const order = orderById.get(document.orderId);
      if (!order || !isIssuedDocumentKind(document.kind)) return [];
      return [
        {
          kind: document.kind as ExportRow['kind'],
          number: documentNumberText(document.kind, document.number),
          date: document.issuedAt,
          ...about(order),
          // Both lower the period's revenue: the credit note's positive lines count negative here.
          totals: documentTotals(negatedLines(document.data.lines)),
        },
      ];
    }),
  ].sort((a, b) => a.date.getTime() - b.date.getTime());
  return toCsv(rows);
}

const money = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const percent = (basisPoints: number) => `${(basisPoints / 100).toLocaleString('de-DE')} %`;
/**
 * A text cell: quoted when it holds the separator, a quote or a line break; a leading = + - @
 * (a name typed by a customer) cannot start a formula. Amounts are written as they are.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d+,\d\d$/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const kindNames: Record<ExportRow['kind'], string> = {
  invoice: 'Rechnung',
  'credit-note': 'Gutschrift',
  reversal: 'Stornorechnung',
};

function toCsv(rows: ExportRow[]): string {
  const rates = [...new Set(rows.flatMap((row) => row.totals.byRate.map((entry) => entry.vatRate)))].sort(
    (a, b) => b - a,
  );
  const header = [
    'Belegart',
    'Belegnummer',
    'Belegdatum',
    'Bestellnummer',
    'Kunde',
    'Land',
    'USt-IdNr.',
    'Steuerfall',
    ...rates.flatMap((rate) => [`Netto ${percent(rate)}`, `USt ${percent(rate)}`, `Brutto ${percent(rate)}`]),
    'Netto gesamt',
    'USt gesamt',
    'Brutto gesamt',
    'Zahlungsart',
  ];
  const date = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const lines = rows.map((row) =>
    [
      kindNames[row.kind],
      row.number,
      date.format(row.date),
      String(row.orderId),
      row.customer,
      row.country,
      row.vatId,
      row.taxFreeSupply ? 'innergemeinschaftliche Lieferung (steuerfrei)' : 'steuerpflichtig (Inland)',
      ...rates.flatMap((rate) => {
        const entry = row.totals.byRate.find((candidate) => candidate.vatRate === rate);
        return entry ? [money(entry.net), money(entry.vat), money(entry.gross)] : ['0,00', '0,00', '0,00'];
      }),
      money(row.totals.net),
      money(row.totals.vat),
      money(row.totals.gross),
      row.payment,
    ]
      .map(cell)
      .join(';'),
  );
  // The byte order mark makes spreadsheet programs read it as UTF-8 (names like Łódź).
  return `\uFEFF${[header.map(cell).join(';'), ...lines].join('\r\n')}\r\n`;
}
