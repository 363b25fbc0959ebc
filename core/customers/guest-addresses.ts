import type { addresses } from '../db/customer-schema';
import type { SessionData, SessionRecord } from '../sessions/session-store.server';

type AddressRow = typeof addresses.$inferSelect;

/**
 * A guest's addresses (spec §4: a guest orders with an e-mail and addresses but no account). They
 * live in the session, in the shape of the address book's rows, so the checkout treats both the
 * same; logout clears them with the rest of the guest's data. Ids count within the session.
 */
export function guestAddressesOf(session: SessionRecord | null): AddressRow[] {
  return session ? guestAddressesIn(session.data) : [];
}

/** The same from a session's data (in a session update: what it holds now, not when it was read). */
export function guestAddressesIn(data: SessionData): AddressRow[] {
  const list = data.guestAddresses;
  if (!Array.isArray(list)) return [];
  return (list as Array<Omit<AddressRow, 'createdAt'> & { createdAt: string }>).map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
  }));
}

/** How many addresses of one type a guest session keeps (enough for a change of mind). */
const guestAddressLimit = 5;

/** Saves a new or changed guest address; a new one is the primary of its type. */
export function withGuestAddress(
  data: SessionData,
  existing: AddressRow[],
  fields: Omit<AddressRow, 'id' | 'customerId' | 'isPrimary' | 'createdAt'>,
  id: number | undefined,
): { data: SessionData; saved: AddressRow | null } {
  const current = id === undefined ? undefined : existing.find((row) => row.id === id && row.typeId === fields.typeId);
  if (id !== undefined && !current) return { data, saved: null };
  const saved: AddressRow = current
    ? { ...current, ...fields }
    : {
        ...fields,
        id: existing.reduce((max, row) => Math.max(max, row.id), 0) + 1,
        customerId: 0,
        isPrimary: true,
        createdAt: new Date(),
      };
  const others = existing
    .filter((row) => row.id !== saved.id)
    .map((row) => (row.typeId === saved.typeId && !current ? { ...row, isPrimary: false } : row));
  const sameType = others.filter((row) => row.typeId === saved.typeId).slice(0, guestAddressLimit - 1);
  const list = [saved, ...sameType, ...others.filter((row) => row.typeId !== saved.typeId)];
  return { data: { ...data, guestAddresses: list }, saved };
}
