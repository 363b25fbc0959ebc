import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import type { Config } from '../../config';
import type { Locale } from '../../i18n/locales';
import { shopText } from '../../i18n/shop-texts';
import { embedDocumentFonts, printable, type DocumentFonts } from './document-fonts.server';

/**
 * The page writer every document of the shop is written with (order confirmation, invoice, and
 * the documents of the back office): A4 pages with the letterhead (sender line, the buyer's
 * address, the seller's block), a title, labelled facts, a table of items, sums, paragraphs, and on
 * every page a footer with the seller's legal data and the page number. The text is set in Noto
 * Sans (document-fonts.server.ts), so every name prints as written and copies out as text.
 */
export const pageSize: [number, number] = [595.28, 841.89]; // A4
export const margin = 56;
const right = pageSize[0] - margin;
const bottom = margin + 40; // the footer's room
const colours = {
  ink: rgb(0.06, 0.09, 0.16),
  footer: rgb(0.28, 0.33, 0.41),
  rule: rgb(0.58, 0.64, 0.72),
};

/** The seller's data a document prints (from the shop's settings). */
export type SellerDetails = Pick<
  Config,
  'SHOP_COMPANY_NAME' | 'SHOP_COMPANY_ADDRESS' | 'SHOP_VAT_ID' | 'SHOP_COMMERCIAL_REGISTER'
>;

export interface DocumentStart {
  /** The document's title in its metadata (what a PDF reader shows in its title bar). */
  title: string;
  locale: Locale;
  seller: SellerDetails;
}

interface TextOptions {
  size?: number;
  bold?: boolean;
  align?: 'right';
}

/** One row of the item table; the price cells are left out of a table without prices. */
export interface ItemRow {
  position: string;
  name: string;
  /** Small lines under the name (order properties, a serial number …). */
  details?: string[];
  quantity: string;
  unitPrice?: string;
  vatRate?: string;
  total?: string;
}

export interface SumRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** A new document: metadata (title, author, language), the fonts, and the writer on page one. */
export async function startDocument({ title, locale, seller }: DocumentStart) {
  const document = await PDFDocument.create();
  document.setTitle(title, { showInWindowTitleBar: true });
  document.setAuthor(seller.SHOP_COMPANY_NAME);
  document.setLanguage(locale === 'de' ? 'de-DE' : 'en-GB');
  const fonts = await embedDocumentFonts(document);
  return createWriter(document, fonts, locale, seller);
}

function createWriter(document: PDFDocument, fonts: DocumentFonts, locale: Locale, seller: SellerDetails) {
  const t = (key: string, values: Record<string, string | number> = {}) => shopText(locale, key, values);
  let page: PDFPage = document.addPage(pageSize);
  let y = pageSize[1] - margin;
  const fontOf = (bold?: boolean) => (bold ? fonts.bold : fonts.regular);
  const widthOf = (value: string, size: number, bold?: boolean) => fontOf(bold).widthOfTextAtSize(value, size);

  const writer = {
    locale,
    /** The right edge of the text. */
    right,
    /** Writes one line at the current height (x is its left edge, or its right edge with align: 'right'). */
    text(value: string, x: number, options: TextOptions = {}) {
      const size = options.size ?? 10;
      const safe = printable(value);
      const left = options.align === 'right' ? x - widthOf(safe, size, options.bold) : x;
      page.drawText(safe, { x: left, y, size, font: fontOf(options.bold), color: colours.ink });
    },
    /** Cuts text to a width, with an ellipsis, so a long name never runs into the next column. */
    fit(value: string, width: number, size = 10, bold = false): string {
      let safe = printable(value);
      if (widthOf(safe, size, bold) <= width) return safe;
      const chars = [...safe];
      while (chars.length > 1 && widthOf(`${chars.join('')}…`, size, bold) > width) chars.pop();
      safe = `${chars.join('').trimEnd()}…`;
      return safe;
    },
    /** Breaks text into lines of at most `width` at spaces (a single overlong word is cut with fit). */
    wrap(value: string, width: number, size = 10): string[] {
      const lines: string[] = [];
      for (const paragraph of value.split(/\r?\n/)) {
        let line = '';
        for (const word of printable(paragraph).split(' ').filter(Boolean)) {
          const candidate = line ? `${line} ${word}` : word;
          if (widthOf(candidate, size) <= width) line = candidate;
          else {
            if (line) lines.push(line);
            line = widthOf(word, size) <= width ? word : writer.fit(word, width, size);
          }
        }
        lines.push(line);
      }
      return lines;
    },
    /** Moves down; a new page starts when the space runs out. */
    down(height: number) {
      writer.keep(height);
      y -= height;
    },
    /** Starts a new page unless `height` still fits above the footer; true when it started one. */
    keep(height: number): boolean {
      if (y - height >= bottom) return false;
      page = document.addPage(pageSize);
      y = pageSize[1] - margin;
      return true;
    },
    rule() {
      page.drawLine({
        start: { x: margin, y: y - 3 },
        end: { x: right, y: y - 3 },
        thickness: 0.5,
        color: colours.rule,
      });
    },

    /**
     * The letterhead: the sender line above the window of the envelope, the buyer's address in it,
     * and on the right the seller's name, address and VAT id.
     */
    letterhead(buyerLines: string[]) {
      writer.text(`${seller.SHOP_COMPANY_NAME} · ${seller.SHOP_COMPANY_ADDRESS}`, margin, { size: 7 });
      writer.text(seller.SHOP_COMPANY_NAME, right, { bold: true, align: 'right' });
      writer.down(16);
      const sellerLines = [seller.SHOP_COMPANY_ADDRESS, `${t('documents.vatId')}: ${seller.SHOP_VAT_ID}`];
      for (let index = 0; index < Math.max(buyerLines.length, sellerLines.length); index++) {
        const buyerLine = buyerLines[index];
        const sellerLine = sellerLines[index];
        if (buyerLine) writer.text(writer.fit(buyerLine, right - margin - 200), margin);
        if (sellerLine) writer.text(sellerLine, right, { size: 8, align: 'right' });
        writer.down(13);
      }
      writer.down(30);
    },
    heading(title: string) {
      writer.text(writer.fit(title, right - margin, 16, true), margin, { size: 16, bold: true });
      writer.down(22);
    },
    /** Labelled facts in two columns (order number, dates, payment method …). */
    facts(facts: Array<{ label: string; value: string }>) {
      for (const { label, value } of facts) {
        writer.text(writer.fit(label, 135), margin);
        writer.text(writer.fit(value, right - margin - 140), margin + 140);
        writer.down(14);
      }
    },
    /**
     * The items: position, name with its details, quantity and, with prices, the unit price, VAT
     * rate and line total. A table that runs onto a new page repeats its header there.
     */
    itemTable(rows: ItemRow[], options: { prices: boolean }) {
      const columns = options.prices
        ? { position: margin, name: margin + 28, quantity: right - 200, unit: right - 120, vat: right - 70 }
        : { position: margin, name: margin + 28, quantity: right, unit: right, vat: right };
      const nameWidth = columns.quantity - columns.name - 40;
      const header = () => {
        writer.text(t('documents.position'), columns.position, { bold: true });
        writer.text(t('order.item'), columns.name, { bold: true });
        writer.text(t('order.quantity'), columns.quantity, { bold: true, align: 'right' });
        if (options.prices) {
          writer.text(t('documents.unitPrice'), columns.unit, { bold: true, align: 'right' });
          writer.text(t('documents.vatRate'), columns.vat, { bold: true, align: 'right' });
          writer.text(t('order.linePrice'), right, { bold: true, align: 'right' });
        }
        writer.rule();
        writer.down(16);
      };
      writer.down(12);
      header();
      for (const row of rows) {
        const details = row.details ?? [];
        if (writer.keep(15 + 12 * details.length)) header();
        writer.text(row.position, columns.position);
        writer.text(writer.fit(row.name, nameWidth), columns.name);
        writer.text(row.quantity, columns.quantity, { align: 'right' });
        if (options.prices) {
          if (row.unitPrice) writer.text(row.unitPrice, columns.unit, { align: 'right' });
          if (row.vatRate) writer.text(row.vatRate, columns.vat, { align: 'right' });
          if (row.total) writer.text(row.total, right, { align: 'right' });
        }
        for (const detail of details) {
          writer.down(12);
          writer.text(writer.fit(detail, nameWidth, 8), columns.name, { size: 8 });
        }
        writer.down(15);
      }
      writer.rule();
      writer.down(18);
    },
    /** Sums, right-aligned under the table; the strong ones bold. */
    sums(rows: SumRow[]) {
      writer.keep(14 * rows.length);
      for (const row of rows) {
        writer.text(writer.fit(row.label, 250, 10, row.strong), right - 150, { align: 'right', bold: row.strong });
        writer.text(row.value, right, { align: 'right', bold: row.strong });
        writer.down(14);
      }
    },
    /** A paragraph over the whole width, broken into lines. */
    paragraph(value: string, options: { size?: number } = {}) {
      const size = options.size ?? 10;
      for (const line of writer.wrap(value, right - margin, size)) {
        writer.text(line, margin, { size });
        writer.down(size + 4);
      }
    },

    /** Puts the footer (the seller's legal data, "page n of m") on every page and returns the PDF. */
    async finish(): Promise<Uint8Array> {
      const pages = document.getPages();
      const footerLines = joinWithin(
        [
          seller.SHOP_COMPANY_NAME,
          seller.SHOP_COMPANY_ADDRESS,
          seller.SHOP_COMMERCIAL_REGISTER,
          `${t('documents.vatId')} ${seller.SHOP_VAT_ID}`,
        ].map((part) => printable(part)),
        ' · ',
        (line) => widthOf(line, 7) <= right - margin - 70,
      );
      pages.forEach((each, index) => {
        const style = { size: 7, font: fonts.regular, color: colours.footer };
        footerLines.forEach((line, row) => each.drawText(line, { x: margin, y: margin - 20 - 9 * row, ...style }));
        const number = printable(t('documents.page', { page: index + 1, pages: pages.length }));
        each.drawText(number, { x: right - widthOf(number, 7), y: margin - 20, ...style });
      });
      return document.save();
    },
  };
  return writer;
}

/** Joins parts with a separator into as few lines as fit (a part never breaks). */
function joinWithin(parts: string[], separator: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  for (const part of parts) {
    const last = lines[lines.length - 1];
    if (last !== undefined && fits(`${last}${separator}${part}`))
      lines[lines.length - 1] = `${last}${separator}${part}`;
    else lines.push(part);
  }
  return lines;
}
