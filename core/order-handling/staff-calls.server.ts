import { z } from 'zod';
import { recordId } from '../api/record-id';
import { maxColumnInteger } from '../api/column-limits';
import { defineCall, type StaffCallContext } from '../api/define-call';
import { carriers } from '../delivery/tracking-links';
import { orderConfirmationMail } from '../orders/order-mails';
import { mailAboutOrder } from '../orders/order-mail.server';
import { localizePath } from '../i18n/locales';
import { cancelOrder } from './cancel-order.server';
import { correctInvoiceBuyer, issueProFormaInvoice } from './issue-documents.server';
import { orderCanceledMail, orderShippedMail, paymentReceivedMail, refundMail } from './order-handling-mails';
import { addOrderNote, recordMailResent } from './order-notes.server';
import { recordBankTransfer } from './record-payment.server';
import { recheckOrderVatId } from './recheck-vat-id.server';
import { refundOrder } from './refund-order.server';
import { makeDhlLabel } from './shipping-label.server';
import { shipOrder } from './ship-order.server';
import { startRefunds } from './start-refunds.server';
import { findOrderRow, type StaffOrderActionResult } from './staff-order-action.server';
import { paymentStatusFilters, staffOrderFilters, staffOrderSorts, listStaffOrders } from './staff-order-list.server';
import { staffOrderPage } from './staff-order-page.server';

/**
 * The staff's order calls (issue 36, role `orders`): the list and page, and the actions. Every
 * action takes the form's `actionKey` (a double click acts once) and the `seenVersion` of the order
 * (someone else's change meanwhile: 409, and the page shows the new state); mails to the customer
 * go out after the change has committed.
 */
const access = { staff: ['orders'] } as const;
const orderId = recordId;
const cents = z
  .number()
  .int()
  .positive('staff.errors.amountPositive')
  .max(maxColumnInteger, 'staff.errors.amountTooHigh');
const text = (max: number) => z.string().trim().max(max, 'staff.errors.tooLong');
// A day of this millennium (PostgreSQL knows no year 0; nothing older is an order of this shop).
const day = z.iso.date('staff.errors.day').refine((value) => value >= '2000-01-01', 'staff.errors.day');
const action = {
  orderId,
  actionKey: z.string().min(8).max(100).optional(),
  seenVersion: z.number().int().min(0).max(maxColumnInteger).optional(),
};

/** getStaffOrders {status?, paymentStatus?, search?, from?, to?, sort?, page, itemsPerPage}. */
export const getStaffOrders = defineCall({
  kind: 'read',
  access,
  input: z
    .object({
      status: z.enum(staffOrderFilters).default('all'),
      paymentStatus: z.enum(paymentStatusFilters).optional(),
      search: text(200).optional(),
      from: day.optional(),
      to: day.optional(),
      sort: z.enum(staffOrderSorts).default('newest'),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      itemsPerPage: z.coerce.number().int().min(1).max(100).default(25),
    })
    .strict(),
  handler: (ctx, query) => listStaffOrders(ctx.services.db, query, ctx.services.config.UNPAID_ORDER_REMINDER_DAYS),
});

/** getStaffOrder {orderId}: everything on the staff's order page, history and documents included. */
export const getStaffOrder = defineCall({
  kind: 'read',
  access,
  input: z.object({ orderId }).strict(),
  handler: (ctx, input) => staffOrderPage(ctx.services.db, ctx.services.config, input.orderId, ctx.locale),
});

function orderRow(ctx: StaffCallContext, id: number) {
  return findOrderRow(ctx.services.db, id);
}

/** The answer of an action: what it did (or `repeated`), and the order page as it is now. */
async function answer<Result>(ctx: StaffCallContext, id: number, outcome: StaffOrderActionResult<Result>) {
  return {
    repeated: outcome.repeated,
    result: outcome.repeated ? null : outcome.result,
    order: await staffOrderPage(ctx.services.db, ctx.services.config, id, ctx.locale),
  };
}

/** doRecordPayment {orderId, amount, receivedOn, reference?}: a bank transfer, in cents. */
export const doRecordPayment = defineCall({
  kind: 'write',
  access,
  input: z.object({ ...action, amount: cents, receivedOn: day, reference: text(140).default('') }).strict(),
  async handler(ctx, input) {
    const outcome = await recordBankTransfer(ctx.services, ctx.staff, { ...input, amountCents: input.amount });
    if (!outcome.repeated && outcome.result.paidInFull) {
      const order = outcome.result.order;
      await mailAboutOrder(ctx.services, order, (view, link) => paymentReceivedMail(order.language, view, link));
    }
    return answer(ctx, input.orderId, outcome);
  },
});

/** doShipOrder {orderId, carrier, trackingNumbers?, createLabel?, notifyCustomer}. */
export const doShipOrder = defineCall({
  kind: 'write',
  access,
  input: z
    .object({
      ...action,
      carrier: z.enum(carriers),
      trackingNumbers: z.array(z.string().trim().min(1).max(60, 'staff.errors.tooLong')).max(20).default([]),
      createLabel: z.boolean().default(false),
      notifyCustomer: z.boolean().default(true),
    })
    .strict(),
  async handler(ctx, input) {
    const outcome = await shipOrder(ctx.services, ctx.staff, input, (tx, order) =>
      makeDhlLabel(ctx.services, tx, order),
    );
    if (!outcome.repeated && input.notifyCustomer) {
      const shipment = outcome.result;
      const order = await orderRow(ctx, input.orderId);
      await mailAboutOrder(ctx.services, order, (view, link) => orderShippedMail(order.language, view, link, shipment));
    }
    return answer(ctx, input.orderId, outcome);
  },
});

/** doCancelOrder {orderId, reason, notifyCustomer}. */
export const doCancelOrder = defineCall({
  kind: 'write',
  access,
  input: z.object({ ...action, reason: text(500).default(''), notifyCustomer: z.boolean().default(true) }).strict(),
  async handler(ctx, input) {
    const outcome = await cancelOrder(ctx.services, ctx.staff, input);
    if (!outcome.repeated) {
      await startRefunds(ctx.services, outcome.result.mollieRefundIds);
      if (input.notifyCustomer) {
        const order = await orderRow(ctx, input.orderId);
        await mailAboutOrder(ctx.services, order, (view, link) =>
          orderCanceledMail(order.language, view, link, outcome.result.refundCents),
        );
      }
    }
    return answer(ctx, input.orderId, outcome);
  },
});

/** doRefundOrder {orderId, lines?: [{orderLineId, quantity}], amount?, includeShipping?, reason}. */
export const doRefundOrder = defineCall({
  kind: 'write',
  access,
  input: z
    .object({
      ...action,
      lines: z
        .array(z.object({ orderLineId: orderId, quantity: z.number().int().positive().max(100_000) }).strict())
        .max(500)
        .optional(),
      amount: cents.optional(),
      includeShipping: z.boolean().default(false),
      reason: text(500).default(''),
      notifyCustomer: z.boolean().default(true),
    })
    .strict(),
  async handler(ctx, { lines, ...input }) {
    const outcome = await refundOrder(ctx.services, ctx.staff, {
      ...input,
      lines: lines?.map((line) => ({ orderItemId: line.orderLineId, quantity: line.quantity })),
    });
    if (!outcome.repeated) {
      await startRefunds(ctx.services, outcome.result.mollieRefundIds);
      if (input.notifyCustomer) {
        const order = await orderRow(ctx, input.orderId);
        const byTransfer = outcome.result.toPayBackCents > 0;
        await mailAboutOrder(ctx.services, order, (view, link) =>
          refundMail(order.language, view, link, outcome.result.refundCents, byTransfer),
        );
      }
    }
    return answer(ctx, input.orderId, outcome);
  },
});

/** doAddOrderNote {orderId, text}: a note for the staff, in the order's history. */
export const doAddOrderNote = defineCall({
  kind: 'write',
  access,
  input: z
    .object({ ...action, text: z.string().trim().min(1, 'staff.errors.noteEmpty').max(2000, 'staff.errors.tooLong') })
    .strict(),
  async handler(ctx, input) {
    return answer(ctx, input.orderId, await addOrderNote(ctx.services, ctx.staff, input));
  },
});

/** doResendOrderMail {orderId}: the order confirmation again, to the order's address. */
export const doResendOrderMail = defineCall({
  kind: 'write',
  access,
  input: z.object(action).strict(),
  async handler(ctx, input) {
    const outcome = await recordMailResent(ctx.services, ctx.staff, input);
    if (!outcome.repeated) {
      const order = outcome.result;
      const { publicUrl } = ctx.services.config;
      const withdrawal = `${publicUrl}${localizePath('/cancellation-form', order.language)}?order=${order.id}&accessKey=${order.accessKey}`;
      await mailAboutOrder(ctx.services, order, (view, link) =>
        orderConfirmationMail(order.language, view, link, withdrawal),
      );
    }
    return answer(ctx, input.orderId, outcome);
  },
});

/** doIssueProFormaInvoice {orderId}: a pro forma invoice for an order still waiting for its payment. */
export const doIssueProFormaInvoice = defineCall({
  kind: 'write',
  access,
  input: z.object(action).strict(),
  async handler(ctx, input) {
    return answer(ctx, input.orderId, await issueProFormaInvoice(ctx.services, ctx.staff, input));
  },
});

/** doRecheckVatId {orderId}: VIES is asked about the VAT id of a tax-free delivery now (issue 39). */
export const doRecheckVatId = defineCall({
  kind: 'write',
  access,
  input: z.object(action).strict(),
  async handler(ctx, input) {
    return answer(ctx, input.orderId, await recheckOrderVatId(ctx.services, ctx.staff, input));
  },
});

const buyerText = (max: number, requiredKey?: string) =>
  requiredKey ? text(max).min(1, requiredKey) : text(max).default('');

/**
 * doCorrectInvoice {orderId, buyer, reason?}: a correction document naming the buyer as the invoice
 * should have (the address form's fields and messages; the country stays the order's).
 */
export const doCorrectInvoice = defineCall({
  kind: 'write',
  access,
  input: z
    .object({
      ...action,
      buyer: z
        .object({
          companyName: buyerText(100),
          firstName: buyerText(100, 'errorMessages.address.firstNameRequired'),
          lastName: buyerText(100, 'errorMessages.address.lastNameRequired'),
          streetName: buyerText(100, 'errorMessages.address.streetRequired'),
          houseNumber: buyerText(20, 'errorMessages.address.houseNumberRequired'),
          apartment: buyerText(100),
          zipCode: buyerText(10, 'errorMessages.address.zipRequired'),
          city: buyerText(100, 'errorMessages.address.cityRequired'),
        })
        .strict(),
      reason: text(300).default(''),
    })
    .strict(),
  async handler(ctx, input) {
    return answer(ctx, input.orderId, await correctInvoiceBuyer(ctx.services, ctx.staff, input));
  },
});
