import { and, eq } from 'drizzle-orm';
import type { CallContext } from '../api/context';
import { customers } from '../db/customer-schema';
import { everyonesPriceView, type PriceView } from './price-view';

const known = new WeakMap<object, Promise<PriceView>>();

/**
 * How the request's prices are shown, remembered for its session: by the session view's read of the
 * account (so a page costs no extra query), or by the page cache for a page it renders without a
 * session for shoppers of this view (ADR 0019, 0029).
 */
export function rememberShopperPriceView(session: object, view: PriceView) {
  known.set(session, Promise.resolve(view));
}

/**
 * Whose prices the shopper of a call pays, and whether they are shown net (spec §6 showNetPrices):
 * a signed-in customer's class and display, otherwise everyone's. Read once per request.
 */
export function shopperPriceViewOf(ctx: Pick<CallContext, 'session' | 'services'>): Promise<PriceView> {
  let found = known.get(ctx.session);
  if (!found) {
    found = (async () => {
      const session = await ctx.session.current();
      if (!session || session.customerId === null) return everyonesPriceView;
      const [customer] = await ctx.services.db
        .select({ customerClassId: customers.customerClassId, net: customers.showNetPrices })
        .from(customers)
        // A blocked account is signed out at its next page (session view): it pays no class's prices.
        .where(and(eq(customers.id, session.customerId), eq(customers.isBlocked, false)));
      return customer ?? everyonesPriceView;
    })();
    known.set(ctx.session, found);
  }
  return found;
}

/** The customer class the shopper of a call pays by (issue 37 customer-class prices). */
export async function shopperClassOf(ctx: Pick<CallContext, 'session' | 'services'>): Promise<number> {
  return (await shopperPriceViewOf(ctx)).customerClassId;
}
