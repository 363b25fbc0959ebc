import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import { customers, passwordResetTokens } from '../db/customer-schema';
import { sessions } from '../db/schema';
import { localizePath } from '../i18n/locales';
import { passwordResetMail } from '../mail/shop-mails';
import { hashToken } from '../sessions/session-store.server';
import { claimMail } from '../mail/mail-limits.server';
import type { CallContext } from '../api/context';
import type { Locale } from '../i18n/locales';
import { findCustomerByEmail, type Customer } from './accounts.server';
import { passwordMaxLength, withRepeatedPassword } from './password-rules';
import { hashPassword } from './passwords.server';
import { cancelEmailChanges } from './email-change.server';
import { assertStrongPassword } from './weak-passwords.server';

/** A reset link works this long, and once. */
export const passwordResetValidMinutes = 60;

/**
 * doResetPassword {email}: the same answer whether or not the address has an account (no
 * enumeration); an account that is not blocked gets a single-use link by e-mail.
 */
export const doResetPassword = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z
    .object({ email: z.string().trim().min(1, 'errorMessages.email.required').max(300, 'errorMessages.email.valid') })
    .strict(),
  async handler(ctx, { email }) {
    const { db, config, mailer, background } = ctx.services;
    // Counted for every address, with or without an account: a refusal tells nothing either.
    await claimMail(ctx, email);
    const locale = ctx.locale;
    // After the answer: an address with an account answers as fast as one without.
    background.run('password reset mail', async () => {
      const customer = await findCustomerByEmail(db, email);
      if (!customer || customer.isBlocked) return;
      await sendPasswordResetLink({ db, config, mailer }, customer, locale);
    });
    return true;
  },
});

/**
 * Mails the account a new single-use reset link (the shopper's "forgot password" and the staff's
 * "send password-reset mail" alike); the caller counts the mail against the limits first.
 */
export async function sendPasswordResetLink(
  { db, config, mailer }: Pick<CallContext['services'], 'db' | 'config' | 'mailer'>,
  customer: Pick<Customer, 'id' | 'email' | 'firstName'>,
  locale: Locale,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    customerId: customer.id,
    expiresAt: new Date(Date.now() + passwordResetValidMinutes * 60_000),
  });
  const link = `${config.publicUrl}${localizePath('/set-new-password', locale)}?token=${token}`;
  await mailer.send(passwordResetMail(locale, customer.email, customer.firstName, link, passwordResetValidMinutes));
}

const invalidLink = () =>
  new ApiError({ status: 400, key: 'login.resetPasswordUrlInvalid', message: 'Invalid or expired reset link' });

/**
 * doSetNewPassword {token, password, passwordRepeat}: sets the password when the link is valid,
 * unused and not expired (spec §8 otherwise). Every link of the account and every session of it
 * end: whoever knew the old password is logged out.
 */
export const doSetNewPassword = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: withRepeatedPassword({ token: z.string().max(200) }),
  async handler(ctx, input) {
    const { token, password } = input as { token: string; password: string };
    const { db } = ctx.services;
    const passwordHash = await hashPassword(password);
    return db.transaction(async (tx) => {
      const [link] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashToken(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        )
        .returning({ customerId: passwordResetTokens.customerId });
      if (!link) throw invalidLink();
      const [owner] = await tx
        .select({ email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
        .from(customers)
        .where(eq(customers.id, link.customerId));
      // Refused: the transaction rolls back and the link stays usable for a better password.
      assertStrongPassword(password, owner?.email ?? '', [owner?.firstName ?? '', owner?.lastName ?? '']);
      // The reset link proves the address too: an account never confirmed counts as confirmed now.
      await tx
        .update(customers)
        .set({ passwordHash, emailConfirmedAt: sql`coalesce(${customers.emailConfirmedAt}, now())` })
        .where(eq(customers.id, link.customerId));
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.customerId, link.customerId), isNull(passwordResetTokens.usedAt)));
      await tx.delete(sessions).where(eq(sessions.customerId, link.customerId));
      // A change of the login address asked for before the reset may not have been the owner's.
      await cancelEmailChanges(tx, link.customerId);
      return true;
    });
  },
});

/** Whether a reset link can still be used, so the page can say so before anything is typed. */
export const getPasswordResetLinkState = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({ token: z.string().max(passwordMaxLength * 2) }).strict(),
  async handler(ctx, { token }) {
    const [link] = await ctx.services.db
      .select({ customerId: passwordResetTokens.customerId })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      );
    return { valid: Boolean(link) };
  },
});
