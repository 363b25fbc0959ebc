import { and, asc, eq, gt } from 'drizzle-orm';
import { newAccessKey } from '../core/orders/place-order.server';
import { nameWithAttributes, variationAttributeNames } from '../core/offers/offer-creation.server';
import type { Executor } from '../core/db/connection.server';
import { itemTexts, variations } from '../core/db/catalog-schema';
import { customers } from '../core/db/customer-schema';
import { offerItems, offers } from '../core/db/order-schema';

/**
 * One open demo offer (issue 22) for the retailer account: it shows on its "Mein Konto" page,
 * valid for 60 days from the seed. Quoted below the list price, as a hotel order would be.
 */
export async function seedOffers(db: Executor, now: Date): Promise<number> {
  const [retailer] = await db.select().from(customers).where(eq(customers.email, 'haendler@spiegelshop.example'));
  const lines = await db
    .select({ id: variations.id, itemId: variations.itemId, vatRate: variations.vatRate, name: itemTexts.name })
    .from(variations)
    .innerJoin(itemTexts, and(eq(itemTexts.itemId, variations.itemId), eq(itemTexts.lang, 'de')))
    .where(and(eq(variations.isActive, true), gt(variations.stock, 60)))
    .orderBy(asc(variations.id))
    .limit(2);
  if (!retailer || lines.length === 0) return 0;
  const attributeNames = await variationAttributeNames(
    db,
    lines.map((line) => line.id),
    'de',
  );
  const [offer] = await db
    .insert(offers)
    .values({
      accessKey: newAccessKey(),
      customerId: retailer.id,
      language: 'de',
      validUntil: new Date(now.getTime() + 60 * 86_400_000).toISOString().slice(0, 10),
      note: 'Wie besprochen: Sonderpreise für die Ausstattung Ihrer 20 Hotelzimmer. Lieferung frei Haus.',
      createdBy: 'demo',
    })
    .returning();
  await db.insert(offerItems).values(
    lines.map((line, index) => ({
      offerId: offer!.id,
      position: index + 1,
      itemId: line.itemId,
      variationId: line.id,
      name: nameWithAttributes(line.name, attributeNames.get(line.id)),
      quantity: 20,
      priceGross: 2990 + index * 1000,
      vatRate: line.vatRate,
    })),
  );
  return 1;
}
