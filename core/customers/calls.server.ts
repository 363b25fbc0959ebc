import { z } from 'zod';
import type { CallContext } from '../api/context';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import { cartIdOfSession } from '../cart/cart.server';
import {
  accountConfirmationMail,
  accountExistsMail,
  emailChangeConfirmationMail,
  emailChangeNoticeMail,
  emailChangeTakenMail,
} from '../mail/shop-mails';
import { localizePath } from '../i18n/locales';
import { orderPlacedHere } from '../orders/order-access.server';
import { keepGuestOrderById } from '../orders/keep-guest-order.server';
import {
  isAccountConfirmationUsable,
  issueAccountConfirmation,
  useAccountConfirmation,
} from './account-confirmation.server';
import { wishlistOf } from '../shopping-lists/session-lists';
import {
  createCustomer,
  emailKey,
  endOtherSessions,
  findCustomerByEmail,
  isBlockedEmailHost,
  currentPasswordRateLimits,
  loginRateLimits,
  mergeCartIntoAccount,
  mergeWishlists,
  updateCustomer,
  type Customer,
} from './accounts.server';
import { claimMail, mayMail } from '../mail/mail-limits.server';
import { enforceRateLimits, releaseHits } from '../security/rate-limits.server';
import { emailAddress } from './email-address';
import {
  cancelEmailChanges,
  dropEmailChange,
  emailChangeValidHours,
  isEmailChangeUsable,
  issueEmailChange,
  useEmailChange,
} from './email-change.server';
import { assertStrongPassword } from './weak-passwords.server';
import { passwordMaxLength, withRepeatedPassword } from './password-rules';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords.server';
import { endEverySignIn, sessionView, sessionCustomer } from './session-view.server';

/**
 * getSession (spec §7): the visitor's user, basket summary and flags. Over HTTP it also starts a
 * session when there is none, because the browser calls it to obtain its CSRF token before its
 * first change; a page's loader reading it does not.
 */
export const getSession = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({}).strict(),
  async handler(ctx) {
    // A page that only reads (the login or checkout page of a first visit) starts no session.
    if (ctx.transport === 'http') await ctx.session.ensure();
    return sessionView(ctx);
  },
});

/**
 * Logs a customer in on this session: a new session id (the old cookie is worthless), the
 * visitor's cart and wishlist merged with the account's, guest state dropped.
 */
async function startCustomerSession(ctx: CallContext, customer: Customer) {
  const { db } = ctx.services;
  let session = await ctx.session.ensure();
  // Another customer is still logged in on this session: that login ends first, as at a logout
  // (someone else is at this computer now, so a staff sign-in on it ends too), and their cart,
  // wishlist and checkout stay with their account instead of moving into this one.
  if (session.customerId !== null && session.customerId !== customer.id) {
    await endEverySignIn(ctx);
    session = await ctx.session.ensure();
  }
  const cartId = await mergeCartIntoAccount(db, customer, cartIdOfSession(session));
  const wishlistItems = mergeWishlists(wishlistOf(session.data), customer.wishlistItems);
  await updateCustomer(db, customer.id, { wishlistItems, lastLoginAt: new Date(), language: ctx.locale });
  const { guestMail: _guest, loginExpired: _expired, sessionMismatch: _mismatch, ...kept } = session.data;
  const record = await ctx.session.rotate({
    customerId: customer.id,
    data: { ...kept, wishlistItems, ...(cartId === null ? {} : { cartId }) },
  });
  return sessionView(ctx, record);
}

const loginInput = z
  .object({
    email: z.string().trim().min(1, 'errorMessages.email.required').max(300, 'errorMessages.email.valid'),
    password: z.string().min(1, 'errorMessages.password.required').max(passwordMaxLength),
  })
  .strict();

/**
 * doLogin {email, password} (spec §7: false on failure). Wrong e-mail and wrong password give the
 * same answer in the same time (an unknown e-mail still costs one hash). Too many failures per
 * account or per address: 429 with the minutes to wait. Blocked accounts: §8 message.
 */
export const doLogin = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: loginInput,
  async handler(ctx, { email, password }) {
    const { db } = ctx.services;
    // The attempt counts as a failure before the password is checked, and is given back when it
    // matches: a burst of concurrent guesses cannot get past the limit together.
    const failureHits = await enforceRateLimits(db, loginRateLimits(email, ctx.hints.clientIp), {
      key: 'login.tooManyAttempts',
      message: 'Too many failed logins',
    });
    const customer = await findCustomerByEmail(db, email);
    const matches = await verifyPassword(customer?.passwordHash ?? (await decoyPasswordHash()), password);
    if (!customer || !matches) return false;
    await releaseHits(db, failureHits);
    if (customer.isBlocked) {
      throw new ApiError({ status: 403, key: 'login.userBlocked', message: 'This account is blocked' });
    }
    // Only someone who knows the password learns this, and the link helps them finish.
    if (!customer.emailConfirmedAt) {
      throw new ApiError({ status: 403, key: 'login.emailNotConfirmed', message: 'Confirm the e-mail address first' });
    }
    if (needsRehash(customer.passwordHash)) {
      await updateCustomer(db, customer.id, { passwordHash: await hashPassword(password) });
    }
    return startCustomerSession(ctx, customer);
  },
});

/** E-mail for accounts and guests: the §5 rules plus the configured blocked hosts. */
function checkEmailHost(ctx: CallContext, email: string) {
  if (isBlockedEmailHost(email, ctx.services.config.BLOCKED_EMAIL_HOSTS)) {
    throw new ApiError({
      status: 400,
      key: 'validation',
      message: 'This e-mail host is not accepted.',
      cause: [{ field: 'email', code: 'blocked_host', message: 'errorMessages.email.blockedHost' }],
    });
  }
}

const nameField = z.string().trim().max(100, 'errorMessages.tooLong').optional().default('');

const guestOrderInput = z
  .object({ orderId: z.number().int().positive().max(2_147_483_647), accessKey: z.string().min(1).max(200) })
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

/**
 * doLoginAsGuest {email}: continue without an account (spec §4: guest when the session has a
 * guestMail). Only for visitors who are not logged in (guest guard).
 */
export const doLoginAsGuest = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ email: emailAddress }).strict(),
  async handler(ctx, { email }) {
    checkEmailHost(ctx, email);
    const session = await ctx.session.ensure();
    if (session.customerId !== null) {
      throw new ApiError({ status: 409, key: 'login.alreadyLoggedIn', message: 'Already logged in' });
    }
    const record = await ctx.session.rotate({ data: { ...session.data, guestMail: email } });
    return sessionView(ctx, record);
  },
});

/**
 * doLogoutUser (spec §7): ends the login or guest session, and an editor's (any staff) sign-in on
 * it too. The session gets a new id (the old cookie is worthless from now on); user, checkout
 * addresses and wishlist ids are cleared. A customer's cart stays with the account (it comes back
 * at the next login).
 */
export const doLogoutUser = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({}).strict(),
  async handler(ctx) {
    await endEverySignIn(ctx);
    return true;
  },
});

/** The logged-in customer, or 401 (the registry already refuses visitors; a removed account too). */
async function requireSessionCustomer(ctx: CallContext): Promise<Customer> {
  const customer = await sessionCustomer(ctx);
  if (!customer) throw new ApiError({ status: 401, key: 'unauthorized', message: 'Please log in first.' });
  return customer;
}

/**
 * A change that needs the current password: a wrong one is a message on that field. Limited like
 * the login (currentPasswordLimits): the attempt counts before the check and is given back when
 * the password is right; once used up, 429 with the minutes to wait, even for the right one.
 */
async function confirmPassword(ctx: CallContext, customer: Customer, password: string, field: string): Promise<void> {
  const { db } = ctx.services;
  const failureHits = await enforceRateLimits(db, currentPasswordRateLimits(customer.id, ctx.hints.clientIp), {
    key: 'login.tooManyPasswordChecks',
    message: 'Too many wrong passwords',
  });
  if (await verifyPassword(customer.passwordHash, password)) {
    await releaseHits(db, failureHits);
    return;
  }
  throw wrongPassword(field);
}

const wrongPassword = (field: string) =>
  new ApiError({
    status: 400,
    key: 'validation',
    message: 'The current password is wrong.',
    cause: [{ field, code: 'wrong_password', message: 'errorMessages.password.currentWrong' }],
  });

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

/**
 * doDismissLoginNotices: the login page has told the shopper why their login ended (expired, or
 * the account changed meanwhile); the notice is shown once, not on every later visit.
 */
export const doDismissLoginNotices = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({}).strict(),
  async handler(ctx) {
    const session = await ctx.session.current();
    if (!session || (!session.data.loginExpired && !session.data.sessionMismatch)) return true;
    await ctx.session.update(({ loginExpired: _expired, sessionMismatch: _mismatch, ...rest }) => rest);
    return true;
  },
});
