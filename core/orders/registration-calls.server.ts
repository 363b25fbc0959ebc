import { z } from 'zod';
import type { CallContext } from '../api/context';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import { localizePath } from '../i18n/locales';
import { claimMail } from '../mail/mail-limits.server';
import { accountConfirmationMail, accountExistsMail } from '../mail/shop-mails';
import { keepGuestOrderById } from './keep-guest-order.server';
import { orderPlacedHere } from './order-access.server';
import {
  isAccountConfirmationUsable,
  issueAccountConfirmation,
  useAccountConfirmation,
} from '../customers/account-confirmation.server';
import { checkEmailHost } from '../customers/account-checks.server';
import { emailKey } from '../mail/email-key';
import { createCustomer, findCustomerByEmail, updateCustomer } from '../customers/accounts.server';
import { startCustomerSession } from '../customers/customer-login.server';
import { nameField } from '../customers/customer-name';
import { emailAddress } from '../customers/email-address';
import { withRepeatedPassword } from '../customers/password-rules';
import { hashPassword } from '../customers/passwords.server';
import { assertStrongPassword } from '../customers/weak-passwords.server';
import { maxColumnInteger } from '../api/column-limits';

/*
 * A new account: register, and confirm it with the mail's link (which logs in). A customers' call,
 * kept in orders because the account may keep the guest order it was made from: customers sit
 * below orders (docs/architecture.md, "The order inside `core`").
 */

const guestOrderInput = z
  .object({ orderId: z.number().int().positive().max(maxColumnInteger), accessKey: z.string().min(1).max(200) })
  .strict();

/**
 * doRegisterUser: a new account (e-mail rules of §5, password rules, a name optional). The answer
 * is always the same, `{ confirmationSent: true }`: a new address gets a mail with the link that
 * confirms the account and logs in; an address that has an account gets a mail telling its owner.
 * Nothing a stranger can see says which (no "already registered", and the work is done after the
 * answer). `order`: a guest order placed in this session with the same address, which the account
 * keeps once confirmed (the confirmation page's "keep the order in an account").
 */
export const doRegisterUser = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: withRepeatedPassword({
    email: emailAddress,
    firstName: nameField,
    lastName: nameField,
    order: guestOrderInput.optional(),
  }),
  async handler(ctx, input) {
    const { email, firstName, lastName, password, order } = input as {
      email: string;
      firstName: string;
      lastName: string;
      password: string;
      order?: z.output<typeof guestOrderInput>;
    };
    checkEmailHost(ctx, email);
    assertStrongPassword(password, email, [firstName, lastName]);
    const session = await ctx.session.current();
    if (session?.customerId != null) {
      throw new ApiError({ status: 409, key: 'login.alreadyLoggedIn', message: 'Already logged in' });
    }
    const orderId = order ? await orderToKeep(ctx, order, email) : null;
    await claimMail(ctx, email);
    const { db, mailer, config, background } = ctx.services;
    const locale = ctx.locale;
    background.run('registration', async () => {
      const passwordHash = await hashPassword(password);
      const existing = await findCustomerByEmail(db, email);
      if (existing?.emailConfirmedAt) {
        await mailer.send(accountExistsMail(locale, existing.email, existing.firstName, config.publicUrl));
        return;
      }
      // Registered before but never confirmed (perhaps by someone else): the owner of the address
      // sets the password now.
      const customer = existing
        ? await updateCustomer(db, existing.id, { passwordHash, firstName, lastName, language: locale })
        : await createCustomer(db, { email, passwordHash, firstName, lastName, language: locale });
      const token = await issueAccountConfirmation(db, customer.id, orderId);
      const link = `${config.publicUrl}${localizePath('/confirm-account', locale)}?token=${token}`;
      await mailer.send(accountConfirmationMail(locale, customer.email, firstName, link));
    });
    return { confirmationSent: true as const };
  },
});

/** The guest order a registration may keep: placed in this session, with the same address. */
async function orderToKeep(ctx: CallContext, order: z.output<typeof guestOrderInput>, email: string) {
  const row = await orderPlacedHere(ctx, order.orderId, order.accessKey);
  if (emailKey(row.email) !== emailKey(email) || row.customerId !== null) {
    throw new ApiError({
      status: 403,
      key: 'order.otherEmail',
      message: 'Only an account with the e-mail address of the order can keep it.',
    });
  }
  return row.id;
}

/** Whether a confirmation link can still be used, so its page can say so before the click. */
export const getAccountConfirmationState = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({ token: z.string().max(200) }).strict(),
  async handler(ctx, { token }) {
    return { valid: await isAccountConfirmationUsable(ctx.services.db, token) };
  },
});

/**
 * doConfirmAccount {token}: the link of the confirmation mail, confirmed with a click on its page
 * (a mail scanner that only opens links confirms nothing). The account's address counts as
 * confirmed, this session is logged in, and a guest order named at registration joins the account.
 */
export const doConfirmAccount = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ token: z.string().max(200) }).strict(),
  async handler(ctx, { token }) {
    const { db } = ctx.services;
    const confirmed = await useAccountConfirmation(db, token);
    if (!confirmed) {
      throw new ApiError({ status: 400, key: 'login.confirmationUrlInvalid', message: 'Invalid or used link' });
    }
    const { customer, orderId } = confirmed;
    if (customer.isBlocked) {
      throw new ApiError({ status: 403, key: 'login.userBlocked', message: 'This account is blocked' });
    }
    let keptOrderId: number | null = null;
    if (orderId !== null) {
      if (await keepGuestOrderById(db, orderId, customer)) keptOrderId = orderId;
    }
    const session = await startCustomerSession(ctx, customer);
    return { session, orderId: keptOrderId };
  },
});
