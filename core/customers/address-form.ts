import { z } from 'zod';
import { addressTypeIdInput } from './address-types';
import { emailProblem } from './email-address';
import { maxColumnInteger } from '../api/column-limits';

/** An address's postal and contact fields (spec §3 Address, customer side). */
export type { PostalAddress } from '../db/json-columns';

const text = (max: number) => z.string().trim().max(max, 'errorMessages.tooLong');
const required = (max: number, message: string) => text(max).min(1, message);
/** Ids are 32-bit integer columns: a larger one is refused here, not by the database (a 500). */
const maxId = maxColumnInteger;

/**
 * The address form (spec §3 Address, §5 VAT id), one schema for the browser and the server.
 * Messages are translation keys. Postal codes: five digits for Germany, four for Austria and
 * Switzerland, otherwise letters, digits, spaces and dashes.
 */
export const addressInput = z
  .object({
    id: z.number().int().positive().max(maxId).optional(),
    typeId: addressTypeIdInput,
    companyName: text(100).optional().default(''),
    firstName: required(100, 'errorMessages.address.firstNameRequired'),
    lastName: required(100, 'errorMessages.address.lastNameRequired'),
    streetName: required(100, 'errorMessages.address.streetRequired'),
    houseNumber: required(20, 'errorMessages.address.houseNumberRequired'),
    apartment: text(100).optional().default(''),
    zipCode: required(10, 'errorMessages.address.zipRequired'),
    city: required(100, 'errorMessages.address.cityRequired'),
    countryId: z.number({ error: 'errorMessages.address.countryRequired' }).int().positive().max(maxId),
    stateId: z.number().int().positive().max(maxId).nullable().optional().default(null),
    phoneNumber: text(40)
      .optional()
      .default('')
      .refine((value) => value === '' || /^\+?[\d\s()/-]{5,40}$/.test(value), 'errorMessages.address.phoneValid'),
    email: text(254)
      .optional()
      .default('')
      .refine((value) => value === '' || emailProblem(value) === null, 'errorMessages.email.valid'),
    // Spec §5: no spaces or special characters (DE123456789, ATU12345678).
    vatNumber: text(20)
      .optional()
      .default('')
      .refine(
        (value) => value === '' || /^[A-Za-z]{2}[A-Za-z0-9]{2,13}$/.test(value),
        'errorMessages.address.vatNumber',
      ),
    isPrimary: z.boolean().optional().default(false),
    /** Spec §3 "use as billing / use as shipping": the address goes into the other book too. */
    alsoUseForOtherType: z.boolean().optional().default(false),
  })
  .strict()
  .superRefine((address, ctx) => {
    const zipRules: Record<number, RegExp> = { 1: /^\d{5}$/, 2: /^\d{4}$/, 4: /^\d{4}$/ };
    const rule = zipRules[address.countryId] ?? /^[A-Za-z0-9 -]{3,10}$/;
    if (address.zipCode !== '' && !rule.test(address.zipCode)) {
      ctx.addIssue({ code: 'custom', path: ['zipCode'], message: 'errorMessages.address.zipValid' });
    }
  });
