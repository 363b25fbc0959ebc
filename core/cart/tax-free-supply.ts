import { netFromGross } from '../catalog/pricing';
import { standardVatRate } from '../vat/vat-rates';
import type { PricedLine } from './cart-totals';
import type { CartLine } from './cart-view.server';

/**
 * A cart priced for a tax-free intra-community supply (issue 39): each amount is its net amount,
 * carried at 0 %. A line's price per piece is its net price per piece, so the order's lines, its
 * invoice and its sums add up the same way (the piece price times the pieces).
 */
export function taxFreeLine(line: CartLine): CartLine {
  return {
    ...line,
    unitPrice: line.unitPriceNet,
    linePrice: line.unitPriceNet * line.quantity,
    linePriceNet: line.unitPriceNet * line.quantity,
    vatRate: 0,
  };
}

/**
 * The line as the sums take it: net, with the coupon's share in the same proportion (never more
 * than the line: the pieces' net prices are rounded one by one, the gross discount on the whole).
 */
export function taxFreePricedLine(line: CartLine, discountCents: number): PricedLine {
  const netCents = line.unitPriceNet * line.quantity;
  const share = line.linePrice > 0 ? Math.round((discountCents * netCents) / line.linePrice) : 0;
  return { grossCents: netCents, vatRate: 0, discountCents: Math.min(netCents, share) };
}

/** Shipping and the preferred day's surcharge: their net amount when the supply is tax-free. */
export const taxFreeAmount = (taxFree: boolean, grossCents: number) =>
  taxFree ? netFromGross(grossCents, standardVatRate) : grossCents;
