import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { publishContentChange } from '../cache/content-change-channel.server';
import { itemOrderProperties, properties } from '../db/catalog-schema';
import type { Database, Executor } from '../db/connection.server';
import { orderItems } from '../db/order-schema';
import { cartItems } from '../db/schema';
import { mergeSelectionValues, type OrderPropertyValueType, type SelectionValue } from './attribute-property-rules';
import { problemIn } from './master-data-problem';
import { checkVersion as checkRecordVersion } from './master-data-version';
import { moveAmongSiblings } from './sibling-order.server';

/**
 * Order properties (issue 37): what a shopper fills in when buying an item (an engraving, gift
 * wrapping, the bracket's colour), with an optional surcharge. Staff with the role `catalogue`
 * create and change them here and choose them per item on the item page. A selection value keeps
 * its id, which cart lines and orders name; a property an item offers cannot be deleted. Every
 * change is sent with the version its form was read at (a change from an older one is refused with
 * 409), raises it, and publishes the content-change signal in its transaction.
 */
type Texts = { de: { name: string; description: string }; en: { name: string; description: string } };

export interface StaffOrderProperty {
  id: number;
  /** Raised by every save and move: a form sends it back, a save from an older one is refused. */
  version: number;
  position: number;
  names: Texts;
  valueType: OrderPropertyValueType;
  isRequired: boolean;
  isMultiline: boolean;
  isPreSelected: boolean;
  surchargeCents: number;
  /** VAT rate in hundredths of a percent, null: no VAT of its own ("plus"). */
  vatRate: number | null;
  selectionValues: SelectionValue[];
  /** How many items offer it: one in use cannot be deleted. */
  items: number;
}

export interface OrderPropertyInput {
  id?: number | undefined;
  /** The version the form was read at: required for an existing order property. */
  version?: number | undefined;
  names: Texts;
  valueType: OrderPropertyValueType;
  isRequired: boolean;
  isMultiline: boolean;
  isPreSelected: boolean;
  surchargeCents: number;
  vatRate: number | null;
  selectionValues: Array<{ id?: number | undefined; names: { de: string; en: string } }>;
}

const problem = problemIn('orderProperties');

const notFound = () => problem(404, 'notFound', 'There is no such order property.');

/** Refuses a change sent with another version than the order property has now (someone saved it meanwhile). */
const checkVersion = (current: number, sent: number | undefined, deleting = false) =>
  checkRecordVersion(current, sent, deleting, {
    keyPrefix: 'staff.orderProperties',
    changedMeanwhile: 'Someone else changed this order property meanwhile',
  });

/**
 * Every change to the order properties waits for the one before it: a name is checked against all
 * the others and a move renumbers them all, so two at once must not both pass unseen by each other.
 */
const lockProperties = (tx: Executor) => tx.execute(sql`lock table ${properties} in share row exclusive mode`);

/**
 * Another order property with the same name in either language, compared trimmed and without case:
 * the product page names a region after each, and shoppers could not tell two apart.
 */
async function ensureNameFree(tx: Executor, input: OrderPropertyInput) {
  for (const lang of ['de', 'en'] as const) {
    const [taken] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          eq(properties.isOrderProperty, true),
          sql`lower(btrim(${properties.names}->${lang}->>'name')) = lower(btrim(${input.names[lang].name}))`,
          input.id === undefined ? undefined : ne(properties.id, input.id),
        ),
      )
      .limit(1);
    if (taken) throw problem(409, 'nameTaken', 'Another order property has this name.', `names.${lang}.name`);
  }
}

const usage = sql<number>`(select count(*)::int from ${itemOrderProperties} where ${itemOrderProperties.propertyId} = ${properties.id})`;

/** The order properties in their order, with how many items offer each. */
export async function listStaffOrderProperties(db: Executor): Promise<StaffOrderProperty[]> {
  const rows = await db
    .select({ property: properties, items: usage })
    .from(properties)
    .where(eq(properties.isOrderProperty, true))
    .orderBy(asc(properties.position), asc(properties.id));
  return rows.map(({ property, items }) => ({
    id: property.id,
    version: property.version,
    position: property.position,
    names: property.names,
    valueType: property.valueType,
    isRequired: property.isRequired,
    isMultiline: property.isMultiline,
    isPreSelected: property.isPreSelected,
    surchargeCents: property.surchargeCents,
    vatRate: property.vatRate,
    selectionValues: property.selectionValues,
    items,
  }));
}

const lockedProperty = async (tx: Executor, id: number) =>
  (
    await tx
      .select()
      .from(properties)
      .where(and(eq(properties.id, id), eq(properties.isOrderProperty, true)))
      .for('update')
  )[0];

/** The highest selection value id a cart line or an order still names for this property (0: none). */
async function highestReferencedValue(tx: Executor, propertyId: number): Promise<number> {
  const id = String(propertyId);
  const rows = await tx.execute<{ highest: number | null }>(sql`
    select greatest(
      (select max((p->>'value')::int) from ${cartItems} c, jsonb_array_elements(c.order_params) p
        where p->>'propertyId' = ${id} and p->>'value' ~ '^[0-9]{1,9}$'),
      (select max((p->>'rawValue')::int) from ${orderItems} o, jsonb_array_elements(o.order_properties) p
        where p->>'propertyId' = ${id} and p->>'rawValue' ~ '^[0-9]{1,9}$')
    ) as highest`);
  return rows.rows[0]?.highest ?? 0;
}

/**
 * Creates or changes an order property. Only what its type uses is kept: lines for text, "ticked
 * at first" for a check box, selection values for a selection (at least one).
 */
export async function saveOrderProperty(db: Database, input: OrderPropertyInput): Promise<{ propertyId: number }> {
  if (input.valueType === 'selection' && input.selectionValues.length === 0) {
    throw problem(422, 'selectionRequired', 'A selection needs at least one value.', 'selectionValues');
  }
  return db.transaction(async (tx) => {
    await lockProperties(tx);
    const before = input.id === undefined ? undefined : await lockedProperty(tx, input.id);
    if (input.id !== undefined && !before) throw notFound();
    if (before) checkVersion(before.version, input.version);
    await ensureNameFree(tx, input);
    const referenced =
      before && input.valueType === 'selection' && input.selectionValues.some((value) => value.id === undefined)
        ? await highestReferencedValue(tx, before.id)
        : 0;
    const selectionValues =
      input.valueType === 'selection'
        ? mergeSelectionValues(before?.selectionValues ?? [], input.selectionValues, referenced)
        : [];
    if (!selectionValues)
      throw problem(422, 'selectionValueUnknown', 'A selection value is unknown.', 'selectionValues');
    const row = {
      names: input.names,
      valueType: input.valueType,
      isRequired: input.isRequired,
      isMultiline: input.valueType === 'text' && input.isMultiline,
      isPreSelected: input.valueType === 'empty' && input.isPreSelected,
      isShownAsAdditionalCosts: input.surchargeCents > 0,
      surchargeCents: input.surchargeCents,
      vatRate: input.vatRate,
      selectionValues,
    };
    if (before) {
      await tx
        .update(properties)
        .set({ ...row, version: before.version + 1 })
        .where(eq(properties.id, before.id));
      await publishContentChange(tx);
      return { propertyId: before.id };
    }
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${properties.position}), 0)::int` })
      .from(properties)
      .where(eq(properties.isOrderProperty, true));
    const [created] = await tx
      .insert(properties)
      .values({ ...row, isOrderProperty: true, position: (last?.position ?? 0) + 1 })
      .returning({ id: properties.id });
    await publishContentChange(tx);
    return { propertyId: created!.id };
  });
}

/**
 * One place up or down among the order properties (the product page offers them in this order),
 * from the version the list was read at; the two that change places get a new version.
 */
export async function moveOrderProperty(
  db: Database,
  input: { orderPropertyId: number; version: number; direction: 'up' | 'down' },
) {
  const { orderPropertyId: id, version, direction } = input;
  return moveAmongSiblings(
    db,
    properties,
    { id, version, direction },
    { lock: lockProperties, siblings: eq(properties.isOrderProperty, true), notFound, checkVersion },
  );
}

/**
 * Deletes an order property no item offers, as it was when the staff member chose to (its
 * version); 409 naming how many items do.
 */
export async function deleteOrderProperty(db: Database, propertyId: number, version: number) {
  return db.transaction(async (tx) => {
    await lockProperties(tx);
    const found = await lockedProperty(tx, propertyId);
    if (!found) throw notFound();
    checkVersion(found.version, version, true);
    // Locked above: an item save that adds it meanwhile waits (its reference needs the row) and then fails.
    const [used] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(itemOrderProperties)
      .where(eq(itemOrderProperties.propertyId, propertyId));
    const count = used?.count ?? 0;
    if (count > 0) throw problem(409, 'inUse', 'Items offer this order property.', undefined, { count });
    await tx.delete(properties).where(eq(properties.id, propertyId));
    await publishContentChange(tx);
    return { deleted: true };
  });
}
