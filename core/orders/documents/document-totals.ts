import { netFromGross } from '../../catalog/pricing';

/** One line of a document, in integer cents; the VAT rate in basis points (1900 = 19 %). */
export interface DocumentLine {
  name: string;
  /** Small lines under the name (order properties, a reason …). */
  details?: string[];
  quantity: number;
  unitGross: number;
  vatRate: number;
  totalGross: number;
}

export interface VatTotal {
  /** Basis points. */
  vatRate: number;
  net: number;
  vat: number;
  gross: number;
}

export interface DocumentTotals {
  /** One entry per rate, the highest rate first (as the order's VAT lines). */
  byRate: VatTotal[];
  net: number;
  vat: number;
  gross: number;
}

function checkLine(line: Pick<DocumentLine, 'vatRate' | 'totalGross'>) {
  if (!Number.isSafeInteger(line.totalGross)) throw new RangeError(`Not whole cents: ${line.totalGross}`);
  if (!Number.isInteger(line.vatRate) || line.vatRate < 0 || line.vatRate > 10_000) {
    throw new RangeError(`Not a VAT rate in basis points: ${line.vatRate}`);
  }
}

/**
 * Totals per VAT rate, the way the shop computes an order's VAT lines (cartTotals): the gross
 * amounts of a rate are added up first, the net of that sum is rounded once to whole cents, and the
 * VAT is the gross less the net, so net + VAT is always the gross to the cent. A negative sum (a
 * reversal) is computed as the positive one, negated, so reversing a document gives exactly its
 * amounts with the other sign.
 */
export function documentTotals(lines: ReadonlyArray<Pick<DocumentLine, 'vatRate' | 'totalGross'>>): DocumentTotals {
  const grossByRate = new Map<number, number>();
  for (const line of lines) {
    checkLine(line);
    grossByRate.set(line.vatRate, (grossByRate.get(line.vatRate) ?? 0) + line.totalGross);
  }
  const byRate = [...grossByRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([vatRate, gross]): VatTotal => {
      const net = Math.sign(gross) * netFromGross(Math.abs(gross), vatRate) || 0;
      return { vatRate, net, vat: gross - net, gross };
    });
  const sum = (pick: (total: VatTotal) => number) => byRate.reduce((total, entry) => total + pick(entry), 0);
  return { byRate, net: sum((entry) => entry.net), vat: sum((entry) => entry.vat), gross: sum((entry) => entry.gross) };
}

/** The same lines with their amounts negated (a reversal shows the original invoice's lines so). */
export function negatedLines(lines: readonly DocumentLine[]): DocumentLine[] {
  return lines.map((line) => ({ ...line, unitGross: -line.unitGross || 0, totalGross: -line.totalGross || 0 }));
}
