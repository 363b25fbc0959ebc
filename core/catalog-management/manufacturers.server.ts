import { asc, eq, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import { publishContentChange } from '../cache/content-change-channel.server';
import { manufacturers } from '../db/catalog-schema';
import type { Database } from '../db/connection.server';

/**
 * The manufacturers staff keep (issue 37, role `catalogue`): the maker's address and contacts the
 * product page shows as its GPSR information, and the responsible person in the EU for a maker
 * outside it. A save reaches shoppers when it commits (the content-change signal in its
 * transaction); a maker items still name cannot be deleted.
 */
export type ManufacturerRow = typeof manufacturers.$inferSelect;
export type ManufacturerInput = Omit<ManufacturerRow, 'id' | 'version'> & { id?: number };
export type StaffManufacturer = ManufacturerRow & { itemCount: number };

// Written out: inside a select of one table drizzle names columns without their table.
const itemCount = sql<number>`(select count(*) from items i where i.manufacturer_id = "manufacturers"."id")::int`;

/** getStaffManufacturers: every manufacturer by name, with how many items name it. */
export async function listManufacturers(db: Database): Promise<StaffManufacturer[]> {
  const rows = await db
    .select({ manufacturer: manufacturers, itemCount })
    .from(manufacturers)
    .orderBy(asc(sql`lower(${manufacturers.name})`), asc(manufacturers.id));
  return rows.map((row) => ({ ...row.manufacturer, itemCount: row.itemCount }));
}

const unknownManufacturer = () =>
  new ApiError({ status: 404, key: 'staff.masterData.manufacturerUnknown', message: 'No such manufacturer.' });

/** doSaveManufacturer: a new one (no id) or the whole of an existing one; answers the saved row. */
export async function saveManufacturer(db: Database, input: ManufacturerInput): Promise<ManufacturerRow> {
  const { id, ...fields } = input;
  return db.transaction(async (tx) => {
    const [saved] =
      id === undefined
        ? await tx.insert(manufacturers).values(fields).returning()
        : await tx.update(manufacturers).set(fields).where(eq(manufacturers.id, id)).returning();
    if (!saved) throw unknownManufacturer();
    await publishContentChange(tx);
    return saved;
  });
}

/**
 * doDeleteManufacturer: only one no item names (409 with the count otherwise). The check and the
 * delete are one statement, and the foreign key refuses an item given the maker meanwhile.
 */
export async function deleteManufacturer(db: Database, manufacturerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: manufacturers.id, itemCount })
      .from(manufacturers)
      .where(eq(manufacturers.id, manufacturerId))
      .for('update');
    if (!row) throw unknownManufacturer();
    const inUse = (count: number) =>
      new ApiError({
        status: 409,
        key: 'staff.masterData.manufacturerInUse',
        message: 'Items still name this manufacturer.',
        values: { count },
      });
    if (row.itemCount > 0) throw inUse(row.itemCount);
    try {
      await tx.delete(manufacturers).where(eq(manufacturers.id, manufacturerId));
    } catch (error) {
      if (
        (error as { cause?: { code?: string } }).cause?.code === '23503' ||
        (error as { code?: string }).code === '23503'
      )
        throw inUse(1);
      throw error;
    }
    await publishContentChange(tx);
  });
}
