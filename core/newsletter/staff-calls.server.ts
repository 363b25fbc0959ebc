import { z } from 'zod';
import { defineCall } from '../api/define-call';
import {
  deleteNewsletterSubscriber,
  listNewsletterSubscribers,
  newsletterStates,
  unsubscribeNewsletterSubscriber,
} from './staff-newsletter.server';

/**
 * The staff's newsletter calls (issue 37, role `content`; admin passes): the subscribers with their
 * opt-in dates, deleting one and taking one off the list. The CSV is `GET /staff/export/newsletter.csv`.
 */
const access = { staff: ['content'] } as const;
const email = z.object({ email: z.string().trim().min(1).max(300) }).strict();

/** getStaffNewsletter {search?, status?, page, itemsPerPage} → {entries, total}. */
export const getStaffNewsletter = defineCall({
  kind: 'read',
  access,
  input: z
    .object({
      search: z.string().trim().max(200, 'staff.errors.tooLong').optional(),
      status: z.enum(newsletterStates).optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      itemsPerPage: z.coerce.number().int().min(1).max(100).default(25),
    })
    .strict(),
  handler: (ctx, query) => listNewsletterSubscribers(ctx.services.db, query),
});

/** doDeleteNewsletterSubscriber {email}: the sign-up is deleted with its proof (on request). */
export const doDeleteNewsletterSubscriber = defineCall({
  kind: 'write',
  access,
  input: email,
  handler: (ctx, input) => deleteNewsletterSubscriber(ctx.services.db, input.email),
});

/** doUnsubscribeNewsletterSubscriber {email}: off the list; the row stays as the proof. */
export const doUnsubscribeNewsletterSubscriber = defineCall({
  kind: 'write',
  access,
  input: email,
  handler: (ctx, input) => unsubscribeNewsletterSubscriber(ctx.services.db, input.email, ctx.services.now()),
});
