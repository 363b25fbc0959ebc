import { and, eq, inArray, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import { reviewReplies, reviews } from '../db/catalog-schema';
import type { Database, Executor } from '../db/connection.server';
import { customers } from '../db/customer-schema';
import { orders } from '../db/order-schema';
import { carts, newsletterSubscriptions, sessions } from '../db/schema';
import { orderStatus, orderTypes } from '../order-status';
import { customerNotFound } from './staff-customer-page.server';

/**
 * What staff change about a customer (issue 37): blocking (which ends every login of the account
 * at once), the staff note, the customer class, and deleting the account on request (GDPR Art. 17,
 * docs/decisions/0027-customer-deletion.md).
 */
async function changeCustomer(db: Executor, customerId: number, changes: Partial<typeof customers.$inferInsert>) {
  const [changed] = await db
    .update(customers)
    .set(changes)
    .where(eq(customers.id, customerId))
    .returning({ id: customers.id });
  if (!changed) throw customerNotFound();
}

/**
 * Blocks or unblocks an account. Blocking deletes every session the account is logged in with in
 * the same transaction: each of its browsers is a visitor again on its next request (the cart stays
 * with the account); a login is refused while it is blocked (login.userBlocked).
 */
export async function setCustomerBlocked(db: Database, customerId: number, blocked: boolean) {
  return db.transaction(async (tx) => {
    await changeCustomer(tx, customerId, { isBlocked: blocked });
    const ended = blocked
      ? await tx.delete(sessions).where(eq(sessions.customerId, customerId)).returning({ id: sessions.idHash })
      : [];
    return { blocked, endedSessions: ended.length };
  });
}

export async function saveCustomerNote(db: Database, customerId: number, note: string) {
  await changeCustomer(db, customerId, { staffNote: note });
  return { note };
}

/**
 * Private or business: a business customer is of class 2 (the retailers' coupons and prices) and
 * sees net prices; a private one of class 1 with gross prices. Takes effect on the next page.
 */
export async function setCustomerClass(db: Database, customerId: number, business: boolean) {
  const changes = business
    ? { customerType: 'business' as const, customerClassId: 2, showNetPrices: true }
    : { customerType: 'private' as const, customerClassId: 1, showNetPrices: false };
  await changeCustomer(db, customerId, changes);
  return changes;
}

/** An order still open: waiting for payment, released for shipping, or a return not yet received. */
const openStatuses = [orderStatus.waitingForPayment, orderStatus.releasedForShipping, orderStatus.returnAnnounced];

/**
 * Deletes an account on request (GDPR Art. 17) in one transaction. Orders and returns are
 * accounting records that must be kept ten years (HGB § 257, AO § 147): they stay exactly as placed
 * (billing address included) and only lose their link to the account. Everything else goes: the
 * account with its address book, open links and offers (their foreign keys cascade), its sessions,
 * its cart, its wishlist (a column of the account), its newsletter sign-up, and the author's name and
 * link on its reviews and replies. Refused (409) while an order is still open.
 */
export async function deleteCustomer(db: Database, customerId: number) {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: customers.email, cartId: customers.cartId })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    if (!account) throw customerNotFound();
    const open = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.customerId, customerId),
          inArray(orders.typeId, [orderTypes.sales, orderTypes.return]),
          inArray(orders.statusId, openStatuses),
        ),
      )
      .limit(1);
    if (open.length > 0) {
      throw new ApiError({
        status: 409,
        key: 'staff.customers.openOrders',
        message: 'The customer has an order that is not yet shipped or canceled.',
        values: { orderId: open[0]!.id },
      });
    }
    const kept = await tx
      .update(orders)
      .set({ customerId: null })
      .where(eq(orders.customerId, customerId))
      .returning({ id: orders.id });
    await tx.update(reviews).set({ customerId: null, authorName: '' }).where(eq(reviews.customerId, customerId));
    await tx
      .update(reviewReplies)
      .set({ customerId: null, authorName: '' })
      .where(eq(reviewReplies.customerId, customerId));
    await tx.delete(sessions).where(eq(sessions.customerId, customerId));
    await tx
      .delete(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${account.email})`);
    await tx.delete(customers).where(eq(customers.id, customerId));
    if (account.cartId !== null) await tx.delete(carts).where(eq(carts.id, account.cartId));
    return { deleted: true, keptOrders: kept.map((order) => order.id) };
  });
}
