import { asc, eq, sql } from 'drizzle-orm';
import { isForeignKeyViolation } from '../db/postgres-errors';
import { ApiError } from '../api/errors';
import { publishContentChange } from '../cache/content-change-channel.server';
import { manufacturers } from '../db/catalog-schema';
import type { Database } from '../db/connection.server';
import { checkVersion, type Versioned } from './master-data-version';

/**
 * The manufacturers staff keep (issue 37, role `catalogue`): the maker's address and contacts the
 * product page shows as its GPSR information, and the responsible person in the EU for a maker
 * outside it. A save reaches shoppers when it commits (the content-change signal in its
 * transaction); a maker items still name cannot be deleted. A save or a delete names the version
 * its form was read at: one sent after someone else's save is refused (409), and every save
 * raises the version.
 */
export type ManufacturerRow = typeof manufacturers.$inferSelect;
export type ManufacturerInput = Omit<ManufacturerRow, 'id' | 'version'> & Versioned;
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

/** The row locked for a save or a delete, refused when it is gone (404) or saved since `version` (409). */
async function lockedManufacturer(tx: Pick<Database, 'select'>, id: number, version: number, deleting = false) {
  const [row] = await tx
    .select({ version: manufacturers.version, itemCount })
    .from(manufacturers)
    .where(eq(manufacturers.id, id))
    .for('update');
  if (!row) throw unknownManufacturer();
  checkVersion(row.version, version, deleting);
  return row;
}

/** doSaveManufacturer: a new one (no id) or the whole of an existing one read at `version`; answers the saved row. */
export async function saveManufacturer(db: Database, input: ManufacturerInput): Promise<ManufacturerRow> {
  const { id, version, ...fields } = input;
  return db.transaction(async (tx) => {
    if (id !== undefined) await lockedManufacturer(tx, id, version ?? -1);
    const [saved] =
      id === undefined
        ? await tx.insert(manufacturers).values(fields).returning()
        : await tx
            .update(manufacturers)
            .set({ ...fields, version: sql`${manufacturers.version} + 1` })
            .where(eq(manufacturers.id, id))
            .returning();
    if (!saved) throw unknownManufacturer();
    await publishContentChange(tx);
    return saved;
  });
}

/**
 * doDeleteManufacturer: only one no item names (409 with the count otherwise), and only as it was
 * seen (`version`; 409 when saved since). The row is locked for the check, and the foreign key
 * refuses an item given the maker meanwhile.
 */
export async function deleteManufacturer(db: Database, manufacturerId: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedManufacturer(tx, manufacturerId, version, true);
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
      if (isForeignKeyViolation(error)) throw inUse(1);
      throw error;
    }
    await publishContentChange(tx);
  });
}
