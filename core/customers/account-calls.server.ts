import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import { localizePath } from '../i18n/locales';
import { claimMail, mayMail } from '../mail/mail-limits.server';
import { emailChangeConfirmationMail, emailChangeNoticeMail, emailChangeTakenMail } from '../mail/shop-mails';
import { checkEmailHost, confirmPassword, requireSessionCustomer, wrongPassword } from './account-checks.server';
import { emailKey } from '../mail/email-key';
import { endOtherSessions, findCustomerByEmail, updateCustomer } from './accounts.server';
import { nameField } from './customer-name';
import { emailAddress } from './email-address';
import {
  cancelEmailChanges,
  dropEmailChange,
  emailChangeValidHours,
  isEmailChangeUsable,
  issueEmailChange,
  useEmailChange,
} from './email-change.server';
import { passwordMaxLength, withRepeatedPassword } from './password-rules';
import { hashPassword } from './passwords.server';
import { assertStrongPassword } from './weak-passwords.server';

/* The logged-in customer's own data: name, password, login address (confirmed by its new owner). */

/**
 * doChangeUserPassword (spec §7: true when no error): needs the current password; other sessions
 * of the account end (security reference §2, V7.4.3).
 */
export const doChangeUserPassword = defineCall({
  kind: 'write',
  access: 'customer',
  input: withRepeatedPassword({ currentPassword: z.string().max(passwordMaxLength) }),
  async handler(ctx, input) {
    const { currentPassword, password } = input as { currentPassword: string; password: string };
    const customer = await requireSessionCustomer(ctx);
    await confirmPassword(ctx, customer, currentPassword, 'currentPassword');
    assertStrongPassword(password, customer.email, [customer.firstName, customer.lastName]);
    const { db } = ctx.services;
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await updateCustomer(tx, customer.id, { passwordHash });
      // A change of the login address asked for before may not have been the owner's.
      await cancelEmailChanges(tx, customer.id);
    });
    const session = await ctx.session.rotate();
    await endOtherSessions(db, customer.id, session.idHash);
    return true;
  },
});

/**
 * doChangeEmail {email, password}: asks for a new login address, confirmed with the password
 * (someone at an unlocked computer must not take the account over) and by its owner: the new
 * address gets a link (`/confirm-email`, doConfirmEmailChange), the current one a notice, and the
 * account logs in with the current address until the link is used. The answer is always the same,
 * `{ confirmationSent: true }`, whether or not the new address has an account (that address's
 * owner is told so by mail instead), and the mails are written after the answer.
 */
export const doChangeEmail = defineCall({
  kind: 'write',
  access: 'customer',
  input: z.object({ email: emailAddress, password: z.string().max(passwordMaxLength) }).strict(),
  async handler(ctx, { email, password }) {
    const customer = await requireSessionCustomer(ctx);
    await confirmPassword(ctx, customer, password, 'password');
    checkEmailHost(ctx, email);
    if (emailKey(email) === emailKey(customer.email)) {
      throw new ApiError({
        status: 400,
        key: 'validation',
        message: 'This is the current login address.',
        cause: [{ field: 'email', code: 'same_as_current', message: 'errorMessages.email.sameAsCurrent' }],
      });
    }
    await claimMail(ctx, email);
    const noticeAllowed = await mayMail(ctx, customer.email);
    const { db, mailer, config, background } = ctx.services;
    // The link exists (and older ones end) before the answer, whether or not the address is
    // taken: a new password right after the answer ends it, and the older links tell nothing.
    const token = await issueEmailChange(db, customer, email);
    // Null: the password changed after the check above, so the one typed is no longer current.
    if (token === null) throw wrongPassword('password');
    const locale = ctx.locale;
    background.run('email change', async () => {
      if (noticeAllowed) {
        await mailer.send(emailChangeNoticeMail(locale, customer.email, customer.firstName, email, config.publicUrl));
      }
      const other = await findCustomerByEmail(db, email);
      if (other && other.id !== customer.id) {
        await dropEmailChange(db, token);
        await mailer.send(emailChangeTakenMail(locale, other.email, config.publicUrl));
        return;
      }
      const link = `${config.publicUrl}${localizePath('/confirm-email', locale)}?token=${token}`;
      await mailer.send(emailChangeConfirmationMail(locale, email, customer.firstName, link, emailChangeValidHours));
    });
    return { confirmationSent: true as const };
  },
});

/** Whether a link that confirms a new login address can still be used (its page says so first). */
export const getEmailChangeState = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({ token: z.string().max(200) }).strict(),
  async handler(ctx, { token }) {
    return { valid: await isEmailChangeUsable(ctx.services.db, token) };
  },
});

/**
 * doConfirmEmailChange {token}: the link of the mail to the new address, used with a click on its
 * page (a mail scanner that only opens links changes nothing). Whoever has the link owns the new
 * address, so no login is needed (it may be opened on another device); it logs nobody in. From
 * now on the account logs in with the new address. 409 when another account took it meanwhile.
 */
export const doConfirmEmailChange = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ token: z.string().max(200) }).strict(),
  async handler(ctx, { token }) {
    const customer = await useEmailChange(ctx.services.db, token);
    if (!customer) {
      throw new ApiError({ status: 400, key: 'login.emailChangeUrlInvalid', message: 'Invalid or used link' });
    }
    return { email: customer.email };
  },
});

/** doSavePersonalData {firstName, lastName}: the name the shop greets the customer with. */
export const doSavePersonalData = defineCall({
  kind: 'write',
  access: 'customer',
  input: z.object({ firstName: nameField, lastName: nameField }).strict(),
  async handler(ctx, input) {
    const customer = await requireSessionCustomer(ctx);
    await updateCustomer(ctx.services.db, customer.id, input);
    return { firstName: input.firstName, lastName: input.lastName };
  },
});

/** The account's own data for the personal data page. */
export const getPersonalData = defineCall({
  kind: 'read',
  access: 'customer',
  input: z.object({}).strict(),
  async handler(ctx) {
    const customer = await requireSessionCustomer(ctx);
    return { email: customer.email, firstName: customer.firstName, lastName: customer.lastName };
  },
});
