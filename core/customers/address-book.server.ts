import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import type { Database, Executor } from '../db/connection.server';
import { addresses } from '../db/customer-schema';
import { addressTypes, type AddressTypeId } from './address-types';
import { postalAddressFields } from './postal-address-fields';
import { toAddressServerForm } from './address-server-form';

/**
 * A customer's address books in the database: one per type (1 billing, 2 delivery), each with one
 * primary address. Every function is limited to the customer's own addresses.
 */
export type AddressRow = typeof addresses.$inferSelect;

/** The addresses of one type of this customer. */
const addressBook = (customerId: number, type: 1 | 2) =>
  and(eq(addresses.customerId, customerId), eq(addresses.typeId, type));

/** One address of this customer's book of this type: anyone else's is simply not found. */
const ownAddress = (id: number, customerId: number, type: 1 | 2) =>
  and(eq(addresses.id, id), addressBook(customerId, type));

export const notFound = () => new ApiError({ status: 404, key: 'address.notFound', message: 'No such address' });

/** The book of one type, the primary address first, then the newest, each also in the server form. */
export async function listAddresses(db: Database, customerId: number, type: 1 | 2) {
  const rows = await db
    .select()
    .from(addresses)
    .where(addressBook(customerId, type))
    .orderBy(desc(addresses.isPrimary), desc(addresses.id));
  return rows.map((row) => ({ ...row, serverForm: toAddressServerForm(row) }));
}

type AddressFields = Omit<typeof addresses.$inferInsert, 'id' | 'customerId' | 'isPrimary'> & { typeId: AddressTypeId };

/**
 * A customer's address books change one save at a time (a double click, a retry): otherwise two
 * saves at once could each make their address the default, or each copy it into the other book.
 */
async function lockAddressBooks(tx: Executor, customerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`address-books:${customerId}`}, 0))`);
}

/**
 * Adds (no id) or changes (id) an address of the customer's book; the first of a book, or one
 * marked so, becomes primary. With `alsoInOtherBook` it goes into the other book too (spec §3
 * "use as billing / use as shipping address"). Null when the id is not one of the customer's.
 */
export async function saveCustomerAddress(
  db: Database,
  customerId: number,
  address: { id?: number; isPrimary?: boolean; fields: AddressFields; alsoInOtherBook?: boolean },
): Promise<AddressRow | null> {
  return db.transaction(async (tx) => {
    await lockAddressBooks(tx, customerId);
    const saved = await saveInBook(tx, customerId, address);
    if (saved && address.alsoInOtherBook) await alsoSaveInOtherBook(tx, customerId, saved);
    return saved;
  });
}

async function saveInBook(
  tx: Executor,
  customerId: number,
  { id, isPrimary, fields }: { id?: number; isPrimary?: boolean; fields: AddressFields },
): Promise<AddressRow | null> {
  const book = await tx.select({ id: addresses.id }).from(addresses).where(addressBook(customerId, fields.typeId));
  const [saved] =
    id === undefined
      ? await tx
          .insert(addresses)
          .values({ ...fields, customerId, isPrimary: Boolean(isPrimary) || book.length === 0 })
          .returning()
      : await tx
          .update(addresses)
          .set(fields)
          .where(ownAddress(id, customerId, fields.typeId))
          .returning();
  if (!saved) return null;
  return isPrimary ? setPrimary(tx, customerId, saved) : saved;
}

/** Removes an address; when it was the primary one, the oldest remaining takes its place. */
export async function deleteCustomerAddress(
  db: Database,
  customerId: number,
  typeId: AddressTypeId,
  addressId: number,
) {
  const [removed] = await db
    .delete(addresses)
    .where(ownAddress(addressId, customerId, typeId))
    .returning();
  if (!removed) return false;
  if (removed.isPrimary) {
    const [next] = await db
      .select()
      .from(addresses)
      .where(addressBook(customerId, typeId))
      .orderBy(asc(addresses.id))
      .limit(1);
    if (next) await setPrimary(db, customerId, next);
  }
  return true;
}

/** Makes an address the primary one of its book (the checkout's default); false when not found. */
export async function makeAddressPrimary(db: Database, customerId: number, typeId: AddressTypeId, addressId: number) {
  const [address] = await db
    .select()
    .from(addresses)
    .where(ownAddress(addressId, customerId, typeId));
  if (!address) return false;
  await setPrimary(db, customerId, address);
  return true;
}

async function setPrimary(db: Executor, customerId: number, address: AddressRow): Promise<AddressRow> {
  await db
    .update(addresses)
    .set({ isPrimary: false })
    .where(
      and(eq(addresses.customerId, customerId), eq(addresses.typeId, address.typeId), ne(addresses.id, address.id)),
    );
  const [primary] = await db.update(addresses).set({ isPrimary: true }).where(eq(addresses.id, address.id)).returning();
  return primary!;
}

/** The book an address of one type would also go into ("use as billing / as shipping"). */
export const otherAddressType = (typeId: AddressTypeId): AddressTypeId =>
  typeId === addressTypes.billing ? addressTypes.delivery : addressTypes.billing;

export const isSameAddress = (a: Pick<AddressRow, (typeof postalAddressFields)[number]>, b: typeof a) =>
  postalAddressFields.every((field) => (a[field] ?? null) === (b[field] ?? null));

/**
 * Spec §3 "use as billing / use as shipping address": the saved address goes into the customer's
 * other book too, unless that book holds the same address already (saving it again adds no copy).
 * The copy is the other book's default when the saved one is its book's.
 */
async function alsoSaveInOtherBook(tx: Executor, customerId: number, saved: AddressRow): Promise<void> {
  const typeId = otherAddressType(saved.typeId as AddressTypeId);
  const book = await tx.select().from(addresses).where(addressBook(customerId, typeId));
  const same = book.find((row) => isSameAddress(row, saved));
  if (same) {
    if (saved.isPrimary && !same.isPrimary) await setPrimary(tx, customerId, same);
    return;
  }
  const fields = Object.fromEntries(postalAddressFields.map((field) => [field, saved[field]])) as Pick<
    AddressRow,
    (typeof postalAddressFields)[number]
  >;
  await saveInBook(tx, customerId, { isPrimary: saved.isPrimary, fields: { ...fields, typeId } });
}
