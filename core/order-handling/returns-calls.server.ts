import { z } from 'zod';
import { maxColumnInteger } from '../api/column-limits';
import { defineCall } from '../api/define-call';
import { mailAboutOrder } from '../orders/order-mail.server';
import { refundMail } from './order-handling-mails';
import { matchWithdrawal, receiveReturn, returnsAndWithdrawals } from './receive-return.server';
import { startRefunds } from './start-refunds.server';
import { findOrderRow } from './staff-order-action.server';

/** Returns and withdrawals for staff (issue 36, role `orders`). */
const access = { staff: ['orders'] } as const;
const id = z.coerce.number().int().positive().max(maxColumnInteger);

/** getStaffReturns: the announced returns with their lines and the withdrawal declarations, newest first. */
export const getStaffReturns = defineCall({
  kind: 'read',
  access,
  input: z.object({}).strict(),
  handler: (ctx) => returnsAndWithdrawals(ctx.services.db),
});

/**
 * doReceiveReturn {orderId (the return), lines: [{returnLineId, received, restock}], refund,
 * includeShipping, notifyCustomer}: the parcel arrived; the pieces that came are refunded.
 */
export const doReceiveReturn = defineCall({
  kind: 'write',
  access,
  input: z
    .object({
      orderId: id,
      actionKey: z.string().min(8).max(100).optional(),
      seenVersion: z.number().int().min(0).max(maxColumnInteger).optional(),
      lines: z
        .array(
          z.object({ returnLineId: id, received: z.number().int().min(0).max(100_000), restock: z.boolean() }).strict(),
        )
        .max(500),
      refund: z.boolean().default(true),
      includeShipping: z.boolean().default(false),
      notifyCustomer: z.boolean().default(true),
    })
    .strict(),
  async handler(ctx, input) {
    const outcome = await receiveReturn(ctx.services, ctx.staff, input);
    if (!outcome.repeated && outcome.result.refundCents > 0) {
      await startRefunds(ctx.services, outcome.result.mollieRefundIds);
      const returned = await findOrderRow(ctx.services.db, input.orderId);
      const order = await findOrderRow(ctx.services.db, returned.parentOrderId!);
      const { refundCents, toPayBackCents } = outcome.result;
      if (input.notifyCustomer) {
        await mailAboutOrder(ctx.services, order, (view, link) =>
          refundMail(order.language, view, link, refundCents, toPayBackCents > 0),
        );
      }
    }
    return { repeated: outcome.repeated, result: outcome.repeated ? null : outcome.result };
  },
});

/** doMatchWithdrawal {declarationId, orderId}: a declaration that named no order, matched by hand. */
export const doMatchWithdrawal = defineCall({
  kind: 'write',
  access,
  input: z.object({ declarationId: id, orderId: id }).strict(),
  handler: (ctx, input) => matchWithdrawal(ctx.services, ctx.staff, input),
});
