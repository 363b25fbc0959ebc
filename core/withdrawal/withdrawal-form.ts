import { z } from 'zod';
import { emailAddress } from '../customers/email-address';
import { maxColumnInteger } from '../api/column-limits';

/**
 * The withdrawal form (§ 356a BGB; the statutory model form, Anlage 2 EGBGB, issue 20): who
 * withdraws, from which order, and from all of it or some items. Browser-safe: the page checks the
 * first step with it before the consumer confirms. Messages are translation keys at their field.
 */
const singleLine = /^[^\r\n]*$/;
const day = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'withdrawal.dateInvalid')
  .optional()
  .default('');

export const withdrawalFields = {
  name: z
    .string()
    .trim()
    .min(1, 'withdrawal.nameRequired')
    .max(100, 'errorMessages.tooLong')
    .regex(singleLine, 'contact.singleLine'),
  email: emailAddress,
  orderNumber: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, 'withdrawal.orderNumberRequired'),
  address: z.string().trim().max(300, 'errorMessages.tooLong').optional().default(''),
  orderedOn: day,
  receivedOn: day,
  scope: z.enum(['all', 'some'], { error: 'withdrawal.scopeRequired' }),
  itemsDescription: z.string().trim().max(500, 'errorMessages.tooLong').optional().default(''),
  /** Lines of the order, when the page could show them (the customer's own order, the mail's link). */
  orderItemIds: z.array(z.number().int().positive().max(maxColumnInteger)).max(200).optional().default([]),
};

/** Withdrawing from some items needs them named: chosen lines or a description. */
export function requireNamedItems(
  value: { scope: 'all' | 'some'; itemsDescription: string; orderItemIds: number[] },
  ctx: z.RefinementCtx,
) {
  if (value.scope === 'some' && value.itemsDescription === '' && value.orderItemIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['itemsDescription'], message: 'withdrawal.itemsRequired' });
  }
}

export const withdrawalForm = z.object(withdrawalFields).strict().superRefine(requireNamedItems);
export type WithdrawalForm = z.output<typeof withdrawalForm>;
