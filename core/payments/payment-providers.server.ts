import { eq } from 'drizzle-orm';
import type { CallContext } from '../api/context';
import { items } from '../db/catalog-schema';
import { orderItems, type orders } from '../db/order-schema';
import { shopText } from '../i18n/shop-texts';
import { offeredMollieMethods } from './mollie-methods.server';
import { paymentIconPath } from '../payment-icons';
import { paymentTextKey, prepayment, type PaymentMethod } from './payment-methods';

export interface PaymentProviderView {
  id: number;
  key: PaymentMethod['key'];
  paymentKey: string;
  name: string;
  description: string;
  /** The method's picture beside its name (decorative: the name says it). */
  icon: string | null;
}

/**
 * The methods for an amount and a country (spec: filtered by country and cart), as the page shows
 * them; wallets (Apple Pay) only for the checkout, which pays them on its own page.
 */
export async function paymentProvidersFor(
  ctx: CallContext,
  amountCents: number,
  countryId: number,
  options: { wallets?: boolean } = {},
): Promise<PaymentProviderView[]> {
  const methods = [prepayment, ...(await offeredMollieMethods(ctx, amountCents, countryId))];
  return methods
    .filter((method) => options.wallets === true || !method.wallet)
    .filter((method) => method.countryIds === null || method.countryIds.includes(countryId))
    .map((method) => ({
      id: method.id,
      key: method.key,
      paymentKey: method.paymentKey,
      name: shopText(ctx.locale, paymentTextKey(method, 'name')),
      description: shopText(ctx.locale, paymentTextKey(method, 'description')),
      icon: paymentIconPath(method.id),
    }));
}

/**
 * The methods an unpaid order can be paid with again: those for its amount and delivery country
 * that none of its items rules out.
 */
export async function paymentProvidersForOrder(
  ctx: CallContext,
  order: Pick<typeof orders.$inferSelect, 'id' | 'totalGross' | 'deliveryAddress'>,
): Promise<PaymentProviderView[]> {
  const rows = await ctx.services.db
    .select({ excluded: items.excludedPaymentMethodIds })
    .from(orderItems)
    .innerJoin(items, eq(items.id, orderItems.itemId))
    .where(eq(orderItems.orderId, order.id));
  const excluded = new Set(rows.flatMap((row) => row.excluded));
  const providers = await paymentProvidersFor(ctx, order.totalGross, order.deliveryAddress.countryId);
  return providers.filter((provider) => !excluded.has(provider.id));
}
