import { z } from 'zod';
import type { FieldProblem } from '../api/errors';
import { maxColumnInteger } from '../api/column-limits';

/**
 * What staff type for an offer (issue 22; spec §3 Offer, Offer item), shared by the editor's
 * offer screen and `npm run offer:create`: the customer's account e-mail, the lines (variation,
 * quantity, gross price per piece in cents), the last day it can be accepted and a note.
 */
export const offerNoteMaxLength = 2000;

/**
 * An offer becomes an order, so it keeps an order's ranges (core/orders/order-limits.ts) and a
 * cart's: at most MAX_LINE_QUANTITY pieces a line (checked by `offerProblems`; the schema holds the
 * setting's own ceiling), at most 100,000 € a piece, at most 50 lines, and goods of at most 20
 * million euros, which leaves room for the shipping below the 21.47 million an order's total holds.
 */
export const offerLimits = {
  maxQuantityCeiling: 100_000,
  maxUnitPriceCents: 10_000_000,
  maxLines: 50,
  maxGoodsCents: 2_000_000_000,
} as const;

export const offerLineInput = z
  .object({
    /** Chosen in the editor from its product search; none chosen (0): "choose a product". */
    variationId: z.number().int().min(1, 'errorMessages.offer.chooseVariation').max(maxColumnInteger),
    quantity: z.number().int().min(1).max(offerLimits.maxQuantityCeiling, 'errorMessages.offer.quantityTooHigh'),
    /** Gross per piece, in cents: what the customer pays, VAT included. */
    priceCents: z.number().int().min(0).max(offerLimits.maxUnitPriceCents, 'errorMessages.offer.priceTooHigh'),
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
    items: z
      .array(offerLineInput)
      .min(1, 'errorMessages.offer.itemsRequired')
      .max(offerLimits.maxLines, 'errorMessages.offer.tooManyItems'),
  })
  .strict();
export type CreateOfferInput = z.input<typeof createOfferInput>;

/**
 * What an offer's lines may not be (created now, or stored before these checks): more pieces a
 * line than a cart takes, a price or a count of lines out of range, goods beyond what an order
 * holds. Each problem at its field, as the editor's form shows it; none: an empty list.
 */
export function offerProblems(
  items: ReadonlyArray<{ quantity: number; priceCents: number }>,
  limits: { maxLineQuantity: number },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  items.forEach((item, index) => {
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1 || item.quantity > limits.maxLineQuantity) {
      problems.push({
        field: `items.${index}.quantity`,
        code: 'tooBig',
        message: 'errorMessages.offer.quantityTooHigh',
      });
    }
    if (
      !Number.isSafeInteger(item.priceCents) ||
      item.priceCents < 0 ||
      item.priceCents > offerLimits.maxUnitPriceCents
    ) {
      problems.push({
        field: `items.${index}.priceCents`,
        code: 'tooBig',
        message: 'errorMessages.offer.priceTooHigh',
      });
    }
  });
  if (items.length > offerLimits.maxLines) {
    problems.push({ field: 'items', code: 'tooBig', message: 'errorMessages.offer.tooManyItems' });
  }
  const goods = items.reduce((sum, item) => sum + item.quantity * item.priceCents, 0);
  if (problems.length === 0 && goods > offerLimits.maxGoodsCents) {
    problems.push({ field: 'items', code: 'tooBig', message: 'errorMessages.offer.totalTooHigh' });
  }
  return problems;
}

/** A decline's reason (optional), as long as a review at most. */
export const declineReasonInput = z.string().trim().max(500, 'errorMessages.tooLong').default('');
