import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { CallContext } from '../api/context';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import type { Database, Executor } from '../db/connection.server';
import { addresses } from '../db/customer-schema';
import { cachedCountries } from '../shipping/shipping.server';
import { addressInput } from './address-form';
import { toAddressServerForm } from './address-server-form';
import { guestAddressesOf, withGuestAddress } from './guest-addresses';

/**
 * The customer's address books (spec §2 billing-details / shipping-details, §3 Address, §7
 * getAddresses, doSaveAddress, deleteAddress, setDefaultAddress). Another customer's address
 * answers 404, exactly like one that does not exist.
 */
export type AddressRow = typeof addresses.$inferSelect;

const typeId = z.union([z.literal(1), z.literal(2)]);
const addressId = z.number().int().positive().max(2_147_483_647);

async function customerIdOf(ctx: CallContext): Promise<number> {
  const session = await ctx.session.current();
  if (session?.customerId == null)
    throw new ApiError({ status: 401, key: 'unauthorized', message: 'Please log in first.' });
  return session.customerId;
}

/** The addresses of one type of this customer. */
const addressBook = (customerId: number, type: 1 | 2) =>
  and(eq(addresses.customerId, customerId), eq(addresses.typeId, type));

/** One address of this customer's book of this type: anyone else's is simply not found. */
const ownAddress = (id: number, customerId: number, type: 1 | 2) =>
  and(eq(addresses.id, id), addressBook(customerId, type));

const notFound = () => new ApiError({ status: 404, key: 'address.notFound', message: 'No such address' });

/** The book of one type, the primary address first, then the newest, each also in the server form. */
async function listAddresses(db: Database, customerId: number, type: 1 | 2) {
  const rows = await db
    .select()
    .from(addresses)
    .where(addressBook(customerId, type))
    .orderBy(desc(addresses.isPrimary), desc(addresses.id));
  return rows.map((row) => ({ ...row, serverForm: toAddressServerForm(row) }));
}

export const getAddresses = defineCall({
  kind: 'read',
  access: 'guest',
  input: z.object({ typeId }).strict(),
  async handler(ctx, input) {
    const session = await ctx.session.current();
    if (session?.customerId == null) {
      return guestAddressesOf(session)
        .filter((row) => row.typeId === input.typeId)
        .map((row) => ({ ...row, serverForm: toAddressServerForm(row) }));
    }
    return listAddresses(ctx.services.db, session.customerId, input.typeId);
  },
});

/**
 * doSaveAddress: creates (no id) or changes (id) an address. The first address of a type becomes
 * its primary one; `isPrimary` makes this one the primary. Country and state must be ones the
 * shop lists.
 */
export const doSaveAddress = defineCall({
  kind: 'write',
  access: 'guest',
  input: addressInput,
  async handler(ctx, input) {
    const session = await ctx.session.current();
    const country = (await cachedCountries(ctx)).find((candidate) => candidate.id === input.countryId);
    const problems = [
      !country ? { field: 'countryId', code: 'unknown', message: 'errorMessages.address.countryRequired' } : null,
      input.stateId !== null && !country?.states.some((state) => state.id === input.stateId)
        ? { field: 'stateId', code: 'unknown', message: 'errorMessages.address.stateValid' }
        : null,
    ].filter((problem) => problem !== null);
    if (problems.length > 0) {
      throw new ApiError({ status: 400, key: 'validation', message: 'The address is not valid.', cause: problems });
    }
    const { id, isPrimary, ...fields } = input;
    // A guest's addresses stay in the session (spec §4: guests order without an account).
    if (session?.customerId == null) {
      let saved: AddressRow | null = null;
      await ctx.session.update((data) => {
        const result = withGuestAddress(data, guestAddressesOf(session), fields, id);
        saved = result.saved;
        return result.data;
      });
      if (!saved) throw notFound();
      return saved as AddressRow;
    }
    const customerId = session.customerId;
    const { db } = ctx.services;
    return db.transaction(async (tx) => {
      const book = await tx.select({ id: addresses.id }).from(addresses).where(addressBook(customerId, input.typeId));
      let saved: AddressRow | undefined;
      if (id === undefined) {
        [saved] = await tx
          .insert(addresses)
          .values({ ...fields, customerId, isPrimary: isPrimary || book.length === 0 })
          .returning();
      } else {
        [saved] = await tx
          .update(addresses)
          .set(fields)
          .where(ownAddress(id, customerId, input.typeId))
          .returning();
        if (!saved) throw notFound();
      }
      if (isPrimary) saved = await makePrimary(tx, customerId, saved!);
      return saved!;
    });
  },
});

async function makePrimary(db: Executor, customerId: number, address: AddressRow): Promise<AddressRow> {
  await db
    .update(addresses)
    .set({ isPrimary: false })
    .where(
      and(eq(addresses.customerId, customerId), eq(addresses.typeId, address.typeId), ne(addresses.id, address.id)),
    );
  const [primary] = await db.update(addresses).set({ isPrimary: true }).where(eq(addresses.id, address.id)).returning();
  return primary!;
}

/** deleteAddress: removes it; when it was the primary one, the oldest remaining takes its place. */
export const deleteAddress = defineCall({
  kind: 'write',
  access: 'customer',
  input: z.object({ addressId, typeId }).strict(),
  async handler(ctx, input) {
    const customerId = await customerIdOf(ctx);
    const { db } = ctx.services;
    const [removed] = await db
      .delete(addresses)
      .where(ownAddress(input.addressId, customerId, input.typeId))
      .returning();
    if (!removed) throw notFound();
    if (removed.isPrimary) {
      const [next] = await db
        .select()
        .from(addresses)
        .where(addressBook(customerId, input.typeId))
        .orderBy(asc(addresses.id))
        .limit(1);
      if (next) await makePrimary(db, customerId, next);
    }
    return listAddresses(db, customerId, input.typeId);
  },
});

/** setDefaultAddress: the primary address of its type (the checkout's default). */
export const setDefaultAddress = defineCall({
  kind: 'write',
  access: 'customer',
  input: z.object({ addressId, typeId }).strict(),
  async handler(ctx, input) {
    const customerId = await customerIdOf(ctx);
    const { db } = ctx.services;
    const [address] = await db
      .select()
      .from(addresses)
      .where(ownAddress(input.addressId, customerId, input.typeId));
    if (!address) throw notFound();
    await makePrimary(db, customerId, address);
    return listAddresses(db, customerId, input.typeId);
  },
});
