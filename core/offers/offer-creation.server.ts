import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import { zodProblems } from '../api/registry';
import { attributeValues, attributes, itemTexts, variationAttributeValues, variations } from '../db/catalog-schema';
import type { Database, Executor } from '../db/connection.server';
import { customers } from '../db/customer-schema';
import { offerItems, offers } from '../db/order-schema';
import { localizePath, type Locale } from '../i18n/locales';
import { offerMail } from '../mail/shop-mails';
import { newAccessKey } from '../orders/place-order.server';
import type { Services } from '../services.server';
import { createOfferInput, offerProblems, type CreateOfferInput } from './offer-form';
import { berlinToday } from './offers.server';

/**
 * The staff's side of offers (issue 22): creating one for a customer (the editor's offer screen
 * and `npm run offer:create`) and listing the latest. The customer's side (seeing, accepting,
 * declining) is in offers.server.ts.
 */

/**
 * A new offer for the customer with this account e-mail; its lines name the variation in the
 * customer's language. Answers the offer and the link to its page (sent to the customer by mail
 * when `mail` is given).
 */
export async function createOffer(
  services: Pick<Services, 'db' | 'config' | 'mailer' | 'now'>,
  input: CreateOfferInput,
  createdBy: string,
) {
  const parsed = createOfferInput.safeParse(input);
  if (!parsed.success) {
    throw new ApiError({
      status: 400,
      key: 'validation',
      message: 'The offer is incomplete.',
      cause: zodProblems(parsed.error),
    });
  }
  const { customerEmail, validUntil, note, items } = parsed.data;
  // Like a cart: the shop's pieces a line, and an order's ranges (else accepting it could not work).
  const outOfRange = offerProblems(items, { maxLineQuantity: services.config.MAX_LINE_QUANTITY });
  if (outOfRange.length > 0) {
    throw new ApiError({
      status: 400,
      key: 'validation',
      message: 'The offer leaves the ranges an order can have.',
      cause: outOfRange,
    });
  }
  const { db } = services;
  const [customer] = await db
    .select()
    .from(customers)
    .where(sql`lower(${customers.email}) = ${customerEmail.toLowerCase()}`);
  if (!customer) {
    throw new ApiError({
      status: 404,
      key: 'offer.customerNotFound',
      message: 'No customer account has this e-mail address.',
      cause: [{ field: 'customerEmail', message: 'errorMessages.offer.customerNotFound', code: 'notFound' }],
    });
  }
  if (validUntil < berlinToday(services.now())) {
    throw new ApiError({
      status: 400,
      key: 'validation',
      message: 'The offer must be valid until today or later.',
      cause: [{ field: 'validUntil', message: 'errorMessages.offer.validUntil', code: 'tooEarly' }],
    });
  }
  const variationIds = [...new Set(items.map((item) => item.variationId))];
  const rows = await db
    .select({ id: variations.id, itemId: variations.itemId, vatRate: variations.vatRate, name: itemTexts.name })
    .from(variations)
    .innerJoin(itemTexts, and(eq(itemTexts.itemId, variations.itemId), eq(itemTexts.lang, customer.language)))
    .where(inArray(variations.id, variationIds));
  const attributeNames = await variationAttributeNames(db, variationIds, customer.language);
  const unknown = items.findIndex((item) => !rows.some((row) => row.id === item.variationId));
  if (unknown !== -1) {
    throw new ApiError({
      status: 404,
      key: 'offer.variationNotFound',
      message: 'No such variation.',
      cause: [
        { field: `items.${unknown}.variationId`, message: 'errorMessages.offer.variationNotFound', code: 'notFound' },
      ],
    });
  }
  const accessKey = newAccessKey();
  const offer = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(offers)
      .values({ accessKey, customerId: customer.id, language: customer.language, validUntil, note, createdBy })
      .returning();
    await tx.insert(offerItems).values(
      items.map((item, index) => {
        const row = rows.find((candidate) => candidate.id === item.variationId)!;
        return {
          offerId: created!.id,
          position: index + 1,
          itemId: row.itemId,
          variationId: row.id,
          name: nameWithAttributes(row.name, attributeNames.get(row.id)),
          quantity: item.quantity,
          priceGross: item.priceCents,
          vatRate: row.vatRate,
        };
      }),
    );
    return created!;
  });
  const link = `${services.config.publicUrl}${localizePath(`/offer/${offer.id}/${accessKey}`, customer.language)}`;
  const lines = items.map((item) => ({
    name: nameWithAttributes(
      rows.find((row) => row.id === item.variationId)!.name,
      attributeNames.get(item.variationId),
    ),
    quantity: item.quantity,
    priceGross: item.priceCents,
  }));
  const totalGross = lines.reduce((sum, line) => sum + line.priceGross * line.quantity, 0);
  await services.mailer.send(
    offerMail(customer.language, customer.email, { ...offer, firstName: customer.firstName, totalGross }, lines, link),
  );
  return { id: offer.id, accessKey, link, customerEmail: customer.email, validUntil, totalGross };
}

/** "Spiegel Aurora (Durchmesser: 20 cm, Farbe: Chrom)": which variation of the item is meant. */
export const nameWithAttributes = (name: string, attributes: string[] | undefined) =>
  attributes && attributes.length > 0 ? `${name} (${attributes.join(', ')})` : name;

/** Each variation's attributes as "name: value", in the attributes' order. */
export async function variationAttributeNames(db: Executor, variationIds: number[], language: Locale) {
  const rows = await db
    .select({
      variationId: variationAttributeValues.variationId,
      attribute: attributes.names,
      value: attributeValues.names,
    })
    .from(variationAttributeValues)
    .innerJoin(attributeValues, eq(attributeValues.id, variationAttributeValues.attributeValueId))
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(inArray(variationAttributeValues.variationId, variationIds))
    .orderBy(asc(attributes.position));
  const names = new Map<number, string[]>();
  for (const row of rows) {
    names.set(row.variationId, [
      ...(names.get(row.variationId) ?? []),
      `${row.attribute[language]}: ${row.value[language]}`,
    ]);
  }
  return names;
}

/** The latest offers with their customer and state, for the editor's offer screen. */
export async function latestOffers(db: Database, limit = 20) {
  const rows = await db
    .select({ offer: offers, email: customers.email })
    .from(offers)
    .innerJoin(customers, eq(customers.id, offers.customerId))
    .orderBy(desc(offers.id))
    .limit(limit);
  const lines = rows.length
    ? await db
        .select()
        .from(offerItems)
        .where(
          inArray(
            offerItems.offerId,
            rows.map((row) => row.offer.id),
          ),
        )
    : [];
  return rows.map(({ offer, email }) => ({
    id: offer.id,
    customerEmail: email,
    validUntil: offer.validUntil,
    status: offer.status,
    declineReason: offer.declineReason,
    orderId: offer.orderId,
    createdAt: offer.createdAt.toISOString(),
    totalGross: lines
      .filter((line) => line.offerId === offer.id)
      .reduce((sum, line) => sum + line.priceGross * line.quantity, 0),
  }));
}
