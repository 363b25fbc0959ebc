import { z } from 'zod';
import type { CallContext } from '../api/context';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import { cachedCountries } from '../shipping/shipping.server';
import {
  deleteCustomerAddress,
  isSameAddress,
  listAddresses,
  makeAddressPrimary,
  notFound,
  otherAddressType,
  saveCustomerAddress,
  type AddressRow,
} from './address-book.server';
import { addressInput } from './address-form';
import { addressTypeIdInput } from './address-types';
import { toAddressServerForm } from './address-server-form';
import { guestAddressesIn, guestAddressesOf, withGuestAddress } from './guest-addresses';
import { maxColumnInteger } from '../api/column-limits';

/**
 * The customer's address books (spec §2 billing-details / shipping-details, §3 Address, §7
 * getAddresses, doSaveAddress, deleteAddress, setDefaultAddress). Another customer's address
 * answers 404, exactly like one that does not exist.
 */
const typeId = addressTypeIdInput;
const addressId = z.number().int().positive().max(maxColumnInteger);

async function customerIdOf(ctx: CallContext): Promise<number> {
  const session = await ctx.session.current();
  if (session?.customerId == null)
    throw new ApiError({ status: 401, key: 'unauthorized', message: 'Please log in first.' });
  return session.customerId;
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
    const { id, isPrimary, alsoUseForOtherType, ...fields } = input;
    // A guest's addresses stay in the session (spec §4: guests order without an account).
    if (session?.customerId == null) {
      let saved: AddressRow | null = null;
      await ctx.session.update((data) => {
        // From the data as the update has it: two saves at once each keep the other's address.
        const result = withGuestAddress(data, guestAddressesIn(data), fields, id);
        saved = result.saved;
        if (!saved || !alsoUseForOtherType) return result.data;
        const list = result.data.guestAddresses as AddressRow[];
        const otherType = otherAddressType(fields.typeId);
        if (list.some((row) => row.typeId === otherType && isSameAddress(row, fields))) return result.data;
        return withGuestAddress(result.data, list, { ...fields, typeId: otherType }, undefined).data;
      });
      if (!saved) throw notFound();
      return saved as AddressRow;
    }
    const saved = await saveCustomerAddress(ctx.services.db, session.customerId, {
      id,
      isPrimary,
      fields,
      alsoInOtherBook: alsoUseForOtherType,
    });
    if (!saved) throw notFound();
    return saved;
  },
});

/** deleteAddress: removes it; when it was the primary one, the oldest remaining takes its place. */
export const deleteAddress = defineCall({
  kind: 'write',
  access: 'customer',
  input: z.object({ addressId, typeId }).strict(),
  async handler(ctx, input) {
    const customerId = await customerIdOf(ctx);
    const { db } = ctx.services;
    if (!(await deleteCustomerAddress(db, customerId, input.typeId, input.addressId))) throw notFound();
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
    if (!(await makeAddressPrimary(db, customerId, input.typeId, input.addressId))) throw notFound();
    return listAddresses(db, customerId, input.typeId);
  },
});
