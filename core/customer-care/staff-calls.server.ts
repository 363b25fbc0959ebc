import { z } from 'zod';
import { recordId } from '../api/record-id';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import { sendPasswordResetLink } from '../customers/password-reset.server';
import { claimMail } from '../mail/mail-limits.server';
import { deleteCustomer, saveCustomerNote, setCustomerBlocked, setCustomerClass } from './customer-actions.server';
import { customerNotFound, staffCustomerPage } from './staff-customer-page.server';
import { listStaffCustomers } from './staff-customer-list.server';
import { findCustomer } from '../customers/accounts.server';

/**
 * The staff's customer calls (issue 37, role `orders`; admin passes): the list and a customer's
 * page, blocking, the staff note, the customer class, a password-reset mail, and deleting an
 * account on request (GDPR Art. 17). The data export (Art. 15/20) is `GET /staff/export/customer-<id>.json`.
 */
const access = { staff: ['orders'] } as const;
const customerId = recordId;

/** getStaffCustomers {search?, page, itemsPerPage}: newest first, 25 a page (at most 100). */
export const getStaffCustomers = defineCall({
  kind: 'read',
  access,
  input: z
    .object({
      search: z.string().trim().max(200, 'staff.errors.tooLong').optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      itemsPerPage: z.coerce.number().int().min(1).max(100).default(25),
    })
    .strict(),
  handler: (ctx, query) => listStaffCustomers(ctx.services.db, query),
});

/** getStaffCustomer {customerId}: addresses, orders, returns, reviews, newsletter, class, blocked, note. */
export const getStaffCustomer = defineCall({
  kind: 'read',
  access,
  input: z.object({ customerId }).strict(),
  handler: (ctx, input) => staffCustomerPage(ctx.services.db, input.customerId, ctx.locale),
});

/** doSetCustomerBlocked {customerId, blocked}: blocking logs the customer out everywhere at once. */
export const doSetCustomerBlocked = defineCall({
  kind: 'write',
  access,
  input: z.object({ customerId, blocked: z.boolean() }).strict(),
  handler: (ctx, input) => setCustomerBlocked(ctx.services.db, input.customerId, input.blocked),
});

/** doSaveCustomerNote {customerId, note}: the staff's note (at most 2000 characters; never shown to the customer). */
export const doSaveCustomerNote = defineCall({
  kind: 'write',
  access,
  input: z.object({ customerId, note: z.string().trim().max(2000, 'staff.customers.noteTooLong') }).strict(),
  handler: (ctx, input) => saveCustomerNote(ctx.services.db, input.customerId, input.note),
});

/** doSetCustomerClass {customerId, business}: business customers are class 2 and see net prices. */
export const doSetCustomerClass = defineCall({
  kind: 'write',
  access,
  input: z.object({ customerId, business: z.boolean() }).strict(),
  handler: (ctx, input) => setCustomerClass(ctx.services.db, input.customerId, input.business),
});

/**
 * doSendCustomerPasswordReset {customerId}: the shop's own reset mail with a single-use link, in the
 * customer's language, counted against the same mail limits as the shopper's "forgot password".
 */
export const doSendCustomerPasswordReset = defineCall({
  kind: 'write',
  access,
  input: z.object({ customerId }).strict(),
  async handler(ctx, input) {
    const customer = await findCustomer(ctx.services.db, input.customerId);
    if (!customer) throw customerNotFound();
    // A blocked account cannot log in; the shop's own reset form sends it no link either.
    if (customer.isBlocked) {
      throw new ApiError({ status: 409, key: 'staff.customers.blockedNoReset', message: 'The account is blocked.' });
    }
    await claimMail(ctx, customer.email);
    await sendPasswordResetLink(ctx.services, customer, customer.language);
    return { sentTo: customer.email };
  },
});

/** doDeleteCustomer {customerId, confirm: true}: GDPR Art. 17; orders are kept, detached (ADR 0027). */
export const doDeleteCustomer = defineCall({
  kind: 'write',
  access,
  input: z.object({ customerId, confirm: z.literal(true, 'staff.customers.confirmRequired') }).strict(),
  handler: (ctx, input) => deleteCustomer(ctx.services.db, input.customerId),
});
