import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.server';
import { newsletterSubscriptions } from '../db/schema';
import type { Locale } from '../i18n/locales';
import { hashToken } from '../sessions/session-store.server';
import type { NewsletterSignUp } from './newsletter-form';
import type { CallContext } from '../api/context';
import { ApiError, type FieldProblem } from '../api/errors';
import { findBlockByUuid } from '../content/blocks/page-blocks.server';

/**
 * Stores a sign-up as pending (double opt-in): a new confirmation token replaces any earlier one.
 * An address that is already confirmed stays confirmed, and the answer is the same either way, so
 * the form does not tell anyone who is subscribed. Returns the token for the confirmation e-mail.
 */
/**
 * The link from the confirmation e-mail: a pending sign-up with this token becomes confirmed and
 * the token is spent (a subscriber who left and signed up again is back on the list). False for an
 * unknown, used or replaced token.
 */
export async function confirmNewsletterSignUp(db: Database, token: string): Promise<boolean> {
  const tokenHash = hashToken(token);
  const confirmed = await db
    .update(newsletterSubscriptions)
    .set({ status: 'confirmed', confirmedAt: new Date(), confirmationTokenHash: null, unsubscribedAt: null })
    .where(
      and(
        eq(newsletterSubscriptions.confirmationTokenHash, tokenHash),
        inArray(newsletterSubscriptions.status, ['pending', 'unsubscribed']),
      ),
    )
    .returning({ email: newsletterSubscriptions.email });
  return confirmed.length > 0;
}

export async function storeNewsletterSignUp(
  db: Database,
  signUp: NewsletterSignUp,
  locale: Locale,
): Promise<{ confirmationToken: string; alreadyConfirmed: boolean }> {
  const confirmationToken = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(confirmationToken);
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({
      email: signUp.email.toLowerCase(),
      firstName: signUp.firstName,
      lastName: signUp.lastName,
      lang: locale,
      confirmationTokenHash: tokenHash,
    })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        lang: sql`excluded.lang`,
        confirmationTokenHash: sql`case when ${newsletterSubscriptions.status} = 'confirmed' then null else excluded.confirmation_token_hash end`,
        // Signing up again after leaving the list is a new opt-in: its date is the one to prove.
        createdAt: sql`case when ${newsletterSubscriptions.status} = 'unsubscribed' then now() else ${newsletterSubscriptions.createdAt} end`,
      },
    })
    .returning({ status: newsletterSubscriptions.status });
  return { confirmationToken, alreadyConfirmed: row?.status === 'confirmed' };
}

/**
 * Names are required where the merchant's block says so (its "name is required" setting), decided
 * here from the saved block and never by a flag the browser sends. A block that does not exist (any
 * more) is refused; the /newsletter page's own form (no block) asks for names without requiring them.
 */
export async function requireNamesWhereAsked(ctx: CallContext, input: NewsletterSignUp): Promise<void> {
  if (input.blockId === undefined) return;
  const block = await findBlockByUuid(ctx.services.db, input.blockId);
  if (block?.name !== 'NewsletterSubscribe') {
    throw new ApiError({ status: 400, key: 'validation', message: 'No such newsletter block' });
  }
  const { displayNameInput, nameIsRequired } = block.content.input;
  if (!displayNameInput || !nameIsRequired) return;
  const missing: FieldProblem[] = (['firstName', 'lastName'] as const)
    .filter((field) => input[field] === '')
    .map((field) => ({ field, code: 'required', message: 'errorMessages.nameRequired' }));
  if (missing.length > 0) {
    throw new ApiError({ status: 400, key: 'validation', message: 'First and last name are required', cause: missing });
  }
}
