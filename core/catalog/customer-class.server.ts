import { eq } from 'drizzle-orm';
import type { CallContext } from '../api/context';
import { customers } from '../db/customer-schema';

/** Private customers and visitors: the class whose prices are everyone's (seed, spec §3). */
export const everyonesCustomerClass = 1;

const known = new WeakMap<object, Promise<number>>();

/**
 * The customer class the shopper of a call pays by (issue 37 customer-class prices): a signed-in
 * customer's class, otherwise everyone's. Read once per request; a page rendered for a visitor
 * (the shared page cache) has no session and so never asks.
 */
/** The class of the request's customer as found by another read of the account (session view). */
export function rememberShopperClass(session: object, customerClassId: number) {
  known.set(session, Promise.resolve(customerClassId));
}

export function shopperClassOf(ctx: Pick<CallContext, 'session' | 'services'>): Promise<number> {
  let found = known.get(ctx.session);
  if (!found) {
    found = (async () => {
      const session = await ctx.session.current();
      if (!session || session.customerId === null) return everyonesCustomerClass;
      const [customer] = await ctx.services.db
        .select({ customerClassId: customers.customerClassId })
        .from(customers)
        .where(eq(customers.id, session.customerId));
      return customer?.customerClassId ?? everyonesCustomerClass;
    })();
    known.set(ctx.session, found);
  }
  return found;
}
