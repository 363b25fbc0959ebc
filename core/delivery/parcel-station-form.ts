import { z } from 'zod';

/**
 * The parcel-station finder's fields (spec §5): a search by a five-digit postal code or a city
 * (at least one), and the choice of a station with the customer's DHL post number (digits, 6 to
 * 10; required for a Packstation, checked by the call that knows the station's kind).
 */
export const parcelStationSearchInput = z
  .object({
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'errorMessages.parcelFinder.invalidPostalCode')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    city: z
      .string()
      .trim()
      .max(60, 'errorMessages.tooLong')
      .regex(/^[\p{L} .'-]*$/u, 'errorMessages.parcelFinder.invalidCity')
      .optional()
      .transform((value) => value || undefined),
  })
  .strict()
  .refine((query) => query.postalCode || query.city, {
    message: 'errorMessages.parcelFinder.postalCodeOrCity',
    path: ['postalCode'],
  });

export const postNumberInput = z
  .string()
  .trim()
  .regex(/^\d{6,10}$/, 'errorMessages.parcelFinder.invalidPostNumber');

export const parcelStationChoiceInput = z
  .object({
    locationId: z.string().trim().min(1).max(100),
    postNumber: postNumberInput.optional().or(z.literal('').transform(() => undefined)),
  })
  .strict()
  .or(z.object({}).strict());
