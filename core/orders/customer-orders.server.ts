import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CallContext } from '../api/context';
import { orders } from '../db/order-schema';

/** A page of the account's order lists (spec: 10 per page, at most 50). */
export const pageInput = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    itemsPerPage: z.coerce.number().int().min(1).max(50).optional().default(10),
  })
  .strict();

/** One page of the customer's orders of a type (sales or returns), newest first. */
export async function customerOrderPage(
  ctx: CallContext,
  typeId: number,
  { page, itemsPerPage }: z.output<typeof pageInput>,
) {
  const customerId = (await ctx.session.current())!.customerId!;
  const mine = and(eq(orders.customerId, customerId), eq(orders.typeId, typeId));
  const { db } = ctx.services;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.id))
      .limit(itemsPerPage)
      .offset((page - 1) * itemsPerPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(mine),
  ]);
  const totalCount = count?.total ?? 0;
  return { page, itemsPerPage, totalCount, pageCount: Math.max(1, Math.ceil(totalCount / itemsPerPage)), rows };
}
