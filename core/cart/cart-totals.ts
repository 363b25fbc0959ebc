import { netFromGross } from '../catalog/pricing';

/** One priced cart line as the totals need it: gross amount, VAT rate (basis points), coupon share. */
export interface PricedLine {
  grossCents: number;
  vatRate: number;
  /** What a coupon takes off this line, in cents (positive). */
  discountCents?: number;
}

export interface CartTotals {
  itemSum: number;
  itemSumNet: number;
  shippingAmount: number;
  shippingAmountNet: number;
  /** The DHL preferred day's surcharge (issue 22), taxed like shipping; 0 without one. */
  preferredDeliveryAmount: number;
  preferredDeliveryAmountNet: number;
  /** What the coupon takes off, as a negative amount (the way it is added up and printed: −5,00 €). */
  couponDiscount: number;
  basketRebate: number;
  basketAmount: number;
  basketAmountNet: number;
  /** Spec totalVats: one entry per rate, vatValue in percent, vatAmount in cents. */
  totalVats: Array<{ vatValue: number; vatAmount: number }>;
}

const sumByRate = (entries: Array<[rate: number, cents: number]>) => {
  const sums = new Map<number, number>();
  for (const [rate, cents] of entries) sums.set(rate, (sums.get(rate) ?? 0) + cents);
  return sums;
};
const netOf = (grossByRate: Map<number, number>) =>
  [...grossByRate.entries()].reduce((sum, [rate, gross]) => sum + netFromGross(gross, rate), 0);

/**
 * Sums of a cart in cents (spec §3 Basket): gross prices per line, VAT per rate computed once on
 * the sum of that rate (not per line, so the cents add up the way the invoice will show them).
 * A coupon lowers the price actually paid, so the VAT of each rate is computed after its share
 * of the discount. Shipping is free within Germany (the shop's rule); other countries come with
 * the shipping profiles.
 */
export function cartTotals(
  lines: PricedLine[],
  options: { shippingCents?: number; shippingVatRate?: number; preferredDeliveryCents?: number } = {},
): CartTotals {
  const shipping = options.shippingCents ?? 0;
  const shippingRate = options.shippingVatRate ?? 1900;
  const surcharge = options.preferredDeliveryCents ?? 0;
  const goodsByRate = sumByRate(lines.map((line) => [line.vatRate, line.grossCents]));
  const paidByRate = sumByRate([
    ...lines.map((line): [number, number] => [line.vatRate, line.grossCents - (line.discountCents ?? 0)]),
    ...(shipping > 0 ? [[shippingRate, shipping] as [number, number]] : []),
    ...(surcharge > 0 ? [[shippingRate, surcharge] as [number, number]] : []),
  ]);

  const itemSum = lines.reduce((sum, line) => sum + line.grossCents, 0);
  const discount = lines.reduce((sum, line) => sum + (line.discountCents ?? 0), 0);
  const totalVats = [...paidByRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, gross]) => ({ vatValue: rate / 100, vatAmount: gross - netFromGross(gross, rate) }));
  const basketAmount = itemSum - discount + shipping + surcharge;
  return {
    itemSum,
    itemSumNet: netOf(goodsByRate),
    shippingAmount: shipping,
    shippingAmountNet: netFromGross(shipping, shippingRate),
    preferredDeliveryAmount: surcharge,
    preferredDeliveryAmountNet: netFromGross(surcharge, shippingRate),
    couponDiscount: discount === 0 ? 0 : -discount,
    basketRebate: 0,
    basketAmount,
    basketAmountNet: netOf(paidByRate),
    totalVats,
  };
}
