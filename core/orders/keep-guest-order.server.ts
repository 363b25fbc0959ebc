import { and, eq, isNull } from 'drizzle-orm';
import { emailKey } from '../mail/email-key';
import { addressTypes } from '../customers/address-types';
import type { Database } from '../db/connection.server';
import { addresses } from '../db/customer-schema';
import { orders } from '../db/order-schema';
import { markVerifiedPurchases } from '../reviews/reviews.server';

type OrderRow = typeof orders.$inferSelect;

/**
 * A guest order goes into the account with the order's own e-mail address (nobody else's): the
 * order gets the account, and its billing address becomes the account's first address when the
 * address book is still empty. Answers the order as it is now, or null when it is not this
 * account's to keep (another address, or another account has it).
 */
export async function keepGuestOrder(
  db: Database,
  order: OrderRow,
  customer: { id: number; email: string },
): Promise<OrderRow | null> {
  if (emailKey(customer.email) !== emailKey(order.email)) return null;
  if (order.customerId !== null) return order.customerId === customer.id ? order : null;
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orders)
      .set({ customerId: customer.id })
      .where(and(eq(orders.id, order.id), isNull(orders.customerId)))
      .returning();
    if (!moved) return null;
    const book = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.customerId, customer.id));
    if (book.length === 0) {
      await tx
        .insert(addresses)
        .values({ ...moved.billingAddress, customerId: customer.id, typeId: addressTypes.billing, isPrimary: true });
    }
    // A paid order now the account's: its reviews of the order's items written before are verified.
    await markVerifiedPurchases(tx, moved.id);
    return moved;
  });
}

/** The guest order named at registration, kept once the account is confirmed (if still possible). */
export async function keepGuestOrderById(
  db: Database,
  orderId: number,
  customer: { id: number; email: string },
): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order ? keepGuestOrder(db, order, customer) : null;
}
