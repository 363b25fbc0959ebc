import type { OrderDocumentData } from '../../db/json-columns';
import type { orderItems, orders } from '../../db/order-schema';
import type { Locale } from '../../i18n/locales';
import { shopText } from '../../i18n/shop-texts';
import { orderItemTypes, orderLineLabel } from '../../order-status';
import { standardVatRate } from '../../vat/vat-rates';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
type DocumentLine = OrderDocumentData['lines'][number];

/**
 * An order's priced lines as a document lists them (reversal, credit note): items with their
 * pieces (`quantities` picks lines and pieces; all of them without it), the coupon, and shipping
 * when asked. `sign` -1 for a reversal, which repeats the invoice with negative amounts.
 */
export function documentLines(
  order: OrderRow,
  items: readonly OrderItemRow[],
  locale: Locale,
  options: { quantities?: ReadonlyMap<number, number>; shipping: boolean; sign: 1 | -1 },
): DocumentLine[] {
  const translate = (key: string, values: Record<string, string>) => shopText(locale, key, values);
  // Pieces picked from an order with a coupon are worth what was paid for them: their price less
  // their share of the discount (the coupon line itself is left out then).
  const paidShare =
    options.quantities && order.couponDiscount < 0 && order.itemSum > 0
      ? (order.itemSum + order.couponDiscount) / order.itemSum
      : 1;
  const lines: DocumentLine[] = [];
  for (const item of items) {
    if (item.typeId === orderItemTypes.bundleComponent || item.typeId === orderItemTypes.shipping) continue;
    if (item.typeId === orderItemTypes.coupon && options.quantities) continue;
    const quantity = options.quantities ? (options.quantities.get(item.id) ?? 0) : item.quantity;
    if (quantity <= 0) continue;
    lines.push({
      name: orderLineLabel(item, translate),
      quantity,
      unitGross: options.sign * Math.round(item.priceGross * paidShare),
      vatRate: item.vatRate,
      totalGross: options.sign * Math.round(item.priceGross * quantity * paidShare),
    });
  }
  if (options.shipping) {
    const shipping = order.shippingAmount + order.preferredDeliveryAmount;
    if (shipping > 0) {
      lines.push({
        name: shopText(locale, 'cart.shipping'),
        quantity: 1,
        unitGross: options.sign * shipping,
        // A tax-free intra-community supply (issue 39) ships tax-free too.
        vatRate: order.vatTreatment === 'intraCommunitySupply' ? 0 : standardVatRate,
        totalGross: options.sign * shipping,
      });
    }
  }
  return lines;
}

export function linesTotal(lines: readonly DocumentLine[]): number {
  return lines.reduce((sum, line) => sum + line.totalGross, 0);
}
