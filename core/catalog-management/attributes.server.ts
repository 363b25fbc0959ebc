import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { publishContentChange } from '../cache/content-change-channel.server';
import { attributes, attributeValues, variationAttributeValues } from '../db/catalog-schema';
import type { Database, Executor } from '../db/connection.server';
import type { Locale } from '../i18n/locales';
import type { AttributeType } from './attribute-property-rules';
import { problemIn } from './master-data-problem';
import { checkVersion as checkRecordVersion } from './master-data-version';
import { moveAmongSiblings } from './sibling-order.server';

/**
 * The attributes variations are told apart by (issue 37): magnification, lighting, finish … with
 * their values, kept by staff with the role `catalogue`. The product page's variation selector and
 * the category filters read them; every change publishes the content-change signal in its
 * transaction, so every shop process drops its caches when it commits.
 */

type Names = { de: string; en: string };

export interface StaffAttributeValue {
  id: number;
  names: Names;
  imageUrl: string;
  /** How many variations have this value: a value in use cannot be removed. */
  variations: number;
}

export interface StaffAttribute {
  id: number;
  /** Raised by every save and move: a form sends it back, a save from an older one is refused. */
  version: number;
  position: number;
  type: AttributeType;
  names: Names;
  values: StaffAttributeValue[];
}

export interface AttributeInput {
  id?: number | undefined;
  /** The version the form was read at: required for an existing attribute. */
  version?: number | undefined;
  names: Names;
  type: AttributeType;
  values: Array<{ id?: number | undefined; names: Names; imageUrl: string }>;
}

const problem = problemIn('attributes');

const notFound = () => problem(404, 'notFound', 'There is no such attribute.');

/** Refuses a change sent with another version than the attribute has now (someone saved it meanwhile). */
const checkVersion = (current: number, sent: number | undefined, deleting = false) =>
  checkRecordVersion(current, sent, deleting, {
    keyPrefix: 'staff.attributes',
    changedMeanwhile: 'Someone else changed this attribute meanwhile',
  });

/**
 * Every change to the attributes waits for the one before it: a name is checked against all the
 * others and a move renumbers them all, so two at once must not both pass unseen by each other.
 */
const lockAttributes = (tx: Executor) => tx.execute(sql`lock table ${attributes} in share row exclusive mode`);

/** The attribute locked for the change, with the version the form was read at checked. */
async function lockedAttribute(tx: Executor, id: number, version: number | undefined, deleting = false) {
  const [found] = await tx
    .select({ id: attributes.id, version: attributes.version })
    .from(attributes)
    .where(eq(attributes.id, id))
    .for('update');
  if (!found) throw notFound();
  checkVersion(found.version, version, deleting);
  return found;
}

/** Every attribute in its order, with its values and how many variations use each. */
export async function listStaffAttributes(db: Executor): Promise<StaffAttribute[]> {
  const [attributeRows, valueRows] = await Promise.all([
    db.select().from(attributes).orderBy(asc(attributes.position), asc(attributes.id)),
    db
      .select({
        id: attributeValues.id,
        attributeId: attributeValues.attributeId,
        names: attributeValues.names,
        imageUrl: attributeValues.imageUrl,
        variations: sql<number>`(select count(*)::int from ${variationAttributeValues} where ${variationAttributeValues.attributeValueId} = ${attributeValues.id})`,
      })
      .from(attributeValues)
      .orderBy(asc(attributeValues.position), asc(attributeValues.id)),
  ]);
  return attributeRows.map((attribute) => ({
    id: attribute.id,
    version: attribute.version,
    position: attribute.position,
    type: attribute.type,
    names: attribute.names,
    values: valueRows
      .filter((value) => value.attributeId === attribute.id)
      .map(({ attributeId: _attributeId, ...value }) => value),
  }));
}

/** Locks an attribute's values (a concurrent item save that assigns one waits) and counts their variations. */
async function lockedValues(tx: Executor, attributeId: number) {
  const rows = await tx
    .select({ id: attributeValues.id, names: attributeValues.names })
    .from(attributeValues)
    .where(eq(attributeValues.attributeId, attributeId))
    .for('update');
  const counts = rows.length
    ? await tx
        .select({ id: variationAttributeValues.attributeValueId, count: sql<number>`count(*)::int` })
        .from(variationAttributeValues)
        .where(
          inArray(
            variationAttributeValues.attributeValueId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(variationAttributeValues.attributeValueId)
    : [];
  const used = new Map(counts.map((row) => [row.id, row.count]));
  return rows.map((row) => ({ ...row, variations: used.get(row.id) ?? 0 }));
}

/**
 * Another attribute with the same name in either language, compared trimmed and without case (names
 * tell attributes apart in the filters and name the product page's regions).
 */
async function ensureNameFree(tx: Executor, input: AttributeInput) {
  for (const lang of ['de', 'en'] as const) {
    const [taken] = await tx
      .select({ id: attributes.id })
      .from(attributes)
      .where(
        and(
          sql`lower(btrim(${attributes.names}->>${lang})) = lower(btrim(${input.names[lang]}))`,
          input.id === undefined ? undefined : ne(attributes.id, input.id),
        ),
      )
      .limit(1);
    if (taken) throw problem(409, 'nameTaken', 'Another attribute has this name.', `names.${lang}`);
  }
}

/**
 * Creates or changes an attribute with its values as listed (their order is their position). A
 * value left out is removed – refused with 409 while variations use it, naming how many.
 */
export async function saveAttribute(
  db: Database,
  input: AttributeInput,
  locale: Locale,
): Promise<{ attributeId: number }> {
  return db.transaction(async (tx) => {
    let attributeId: number;
    await lockAttributes(tx);
    if (input.id !== undefined) {
      const found = await lockedAttribute(tx, input.id, input.version);
      attributeId = found.id;
      await ensureNameFree(tx, input);
      await tx
        .update(attributes)
        .set({ names: input.names, type: input.type, version: found.version + 1 })
        .where(eq(attributes.id, attributeId));
    } else {
      await ensureNameFree(tx, input);
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${attributes.position}), 0)::int` })
        .from(attributes);
      const [created] = await tx
        .insert(attributes)
        .values({ names: input.names, type: input.type, position: (last?.position ?? 0) + 1 })
        .returning({ id: attributes.id });
      attributeId = created!.id;
    }
    const current = await lockedValues(tx, attributeId);
    const currentIds = new Set(current.map((value) => value.id));
    for (const [index, value] of input.values.entries()) {
      if (value.id !== undefined && !currentIds.has(value.id)) {
        throw problem(422, 'valueUnknown', 'A value does not belong to this attribute.', `values.${index}.id`);
      }
    }
    const kept = new Set(input.values.map((value) => value.id));
    const removed = current.filter((value) => !kept.has(value.id));
    const inUse = removed.find((value) => value.variations > 0);
    if (inUse) {
      throw problem(409, 'valueInUse', 'A value in use by variations cannot be removed.', undefined, {
        name: inUse.names[locale],
        count: inUse.variations,
      });
    }
    if (removed.length) {
      await tx.delete(attributeValues).where(
        inArray(
          attributeValues.id,
          removed.map((value) => value.id),
        ),
      );
    }
    for (const [position, value] of input.values.entries()) {
      const row = { names: value.names, imageUrl: value.imageUrl, position };
      if (value.id === undefined) await tx.insert(attributeValues).values({ ...row, attributeId });
      else await tx.update(attributeValues).set(row).where(eq(attributeValues.id, value.id));
    }
    await publishContentChange(tx);
    return { attributeId };
  });
}

/**
 * One place up or down among the attributes (the product page and the filters show them in this
 * order), from the version the list was read at; the two that change places get a new version.
 */
export async function moveAttribute(
  db: Database,
  input: { attributeId: number; version: number; direction: 'up' | 'down' },
) {
  const { attributeId: id, version, direction } = input;
  return moveAmongSiblings(
    db,
    attributes,
    { id, version, direction },
    { lock: lockAttributes, notFound, checkVersion },
  );
}

/**
 * Deletes an attribute with its values, as it was when the staff member chose to (its version);
 * refused with 409 while variations use one of them.
 */
export async function deleteAttribute(db: Database, attributeId: number, version: number) {
  return db.transaction(async (tx) => {
    await lockAttributes(tx);
    await lockedAttribute(tx, attributeId, version, true);
    const values = await lockedValues(tx, attributeId);
    const count = values.reduce((sum, value) => sum + value.variations, 0);
    if (count > 0) throw problem(409, 'inUse', 'Variations use this attribute.', undefined, { count });
    await tx.delete(attributes).where(eq(attributes.id, attributeId));
    await publishContentChange(tx);
    return { deleted: true };
  });
}
