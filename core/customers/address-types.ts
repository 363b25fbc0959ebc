import { z } from 'zod';

/** Address types (spec §3): a customer's billing and delivery addresses are kept apart. */
export const addressTypes = { billing: 1, delivery: 2 } as const;

export type AddressTypeId = (typeof addressTypes)[keyof typeof addressTypes];

/** An address type as calls take it. */
export const addressTypeIdInput = z.union([z.literal(addressTypes.billing), z.literal(addressTypes.delivery)]);
