import { netFromGross } from '../catalog/pricing';

/** One priced cart line as the totals need it: gross amount and the VAT rate (basis points). */
export interface PricedLine {
  grossCents: number;
  vatRate: number;
}

export interface CartTotals {
  itemSum: number;
  itemSumNet: number;
  shippingAmount: number;
  shippingAmountNet: number;
  couponDiscount: number;
  basketRebate: number;
  basketAmount: number;
  basketAmountNet: number;
  /** Spec totalVats: one entry per rate, vatValue in percent, vatAmount in cents. */
  totalVats: Array<{ vatValue: number; vatAmount: number }>;
}

/**
 * Sums of a cart in cents (spec §3 Basket): gross prices per line, VAT per rate computed once on
 * the sum of that rate (not per line, so the cents add up the way the invoice will show them).
 * Shipping is free within Germany (the shop's rule); other countries come with the shipping profiles.
 */
export function cartTotals(
  lines: PricedLine[],
  options: { shippingCents?: number; shippingVatRate?: number } = {},
): CartTotals {
  const grossByRate = new Map<number, number>();
  for (const line of lines) grossByRate.set(line.vatRate, (grossByRate.get(line.vatRate) ?? 0) + line.grossCents);
  const shipping = options.shippingCents ?? 0;
  const shippingRate = options.shippingVatRate ?? 1900;
  if (shipping > 0) grossByRate.set(shippingRate, (grossByRate.get(shippingRate) ?? 0) + shipping);

  const itemSum = lines.reduce((sum, line) => sum + line.grossCents, 0);
  const totalVats = [...grossByRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, gross]) => ({ vatValue: rate / 100, vatAmount: gross - netFromGross(gross, rate) }));
  const vatTotal = totalVats.reduce((sum, vat) => sum + vat.vatAmount, 0);
  const shippingNet = netFromGross(shipping, shippingRate);
  const basketAmount = itemSum + shipping;
  return {
    itemSum,
    itemSumNet: itemSum - (vatTotal - (shipping - shippingNet)),
    shippingAmount: shipping,
    shippingAmountNet: shippingNet,
    couponDiscount: 0,
    basketRebate: 0,
    basketAmount,
    basketAmountNet: basketAmount - vatTotal,
    totalVats,
  };
}
