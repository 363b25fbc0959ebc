import { z } from 'zod';

/**
 * What staff type for an offer (issue 22; spec §3 Offer, Offer item), shared by the editor's
 * offer screen and `npm run offer:create`: the customer's account e-mail, the lines (variation,
 * quantity, gross price per piece in cents), the last day it can be accepted and a note.
 */
export const offerNoteMaxLength = 2000;

export const offerLineInput = z
  .object({
    variationId: z.number().int().positive().max(2_147_483_647),
    quantity: z.number().int().min(1).max(10_000),
    /** Gross per piece, in cents: what the customer pays, VAT included. */
    priceCents: z.number().int().min(0).max(10_000_000),
  })
  .strict();

export const createOfferInput = z
  .object({
    customerEmail: z.email('errorMessages.email.valid').max(320),
    validUntil: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'errorMessages.offer.validUntil')
      // A real calendar day: 2099-02-31 is no day (Date would roll it over into March).
      .refine((day) => !Number.isNaN(Date.parse(day)) && new Date(day).toISOString().startsWith(day), {
        message: 'errorMessages.offer.validUntil',
      }),
    note: z.string().trim().max(offerNoteMaxLength, 'errorMessages.tooLong').default(''),
    items: z.array(offerLineInput).min(1, 'errorMessages.offer.itemsRequired').max(50),
  })
  .strict();
export type CreateOfferInput = z.input<typeof createOfferInput>;

/** A decline's reason (optional), as long as a review at most. */
export const declineReasonInput = z.string().trim().max(500, 'errorMessages.tooLong').default('');
