import { z } from 'zod';
import { maxColumnInteger } from '../api/column-limits';
import { defineCall } from '../api/define-call';
import { mailAboutOrder } from '../orders/order-mail.server';
import { assignBankTransfer, listUnassignedTransfers } from './assign-bank-transfer.server';
import { maxImportedStatementBytes } from './bank-statement-rules';
import { importBankStatement } from './import-bank-statement.server';
import { paymentReceivedMail } from './order-handling-mails';

/**
 * The staff's bank statement calls (issue 36, role `orders`): import a CAMT.053 statement, list
 * the transfers no order was found for, and assign one by hand. A transfer that makes an order
 * paid in full mails the customer "payment received" after its commit.
 */
const access = { staff: ['orders'] } as const;
const id = z.coerce.number().int().positive().max(maxColumnInteger);

/** doImportBankStatement {statement}: the CAMT.053 file's text, at most 5 MB. */
export const doImportBankStatement = defineCall({
  kind: 'write',
  access,
  input: z
    .object({
      statement: z
        .string()
        .min(1, 'staff.bankStatements.empty')
        .max(maxImportedStatementBytes, 'staff.bankStatements.tooLarge'),
    })
    .strict(),
  handler: (ctx, input) =>
    importBankStatement(ctx.services, ctx.staff, input.statement, (order) =>
      mailAboutOrder(ctx.services, order, (view, link) => paymentReceivedMail(order.language, view, link)),
    ),
});

/** getUnassignedBankTransfers {page?}: the statements' transfers still without an order, oldest first, 50 a page. */
export const getUnassignedBankTransfers = defineCall({
  kind: 'read',
  access,
  input: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }).strict(),
  handler: (ctx, input) => listUnassignedTransfers(ctx.services.db, input.page),
});

/** doAssignBankTransfer {transferId, orderId, actionKey?}: records an unassigned transfer on an order. */
export const doAssignBankTransfer = defineCall({
  kind: 'write',
  access,
  input: z.object({ transferId: id, orderId: id, actionKey: z.string().min(8).max(100).optional() }).strict(),
  async handler(ctx, input) {
    const outcome = await assignBankTransfer(ctx.services, ctx.staff, input);
    const paidInFull = !outcome.repeated && outcome.result.paidInFull;
    if (!outcome.repeated && outcome.result.paidInFull) {
      const order = outcome.result.order;
      await mailAboutOrder(ctx.services, order, (view, link) => paymentReceivedMail(order.language, view, link));
    }
    return { repeated: outcome.repeated, orderId: input.orderId, paidInFull };
  },
});
