import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords.server';
import { findCustomerByEmail, loginRateLimits, updateCustomer } from './accounts.server';
import { enforceRateLimits, releaseHits } from '../security/rate-limits.server';
import { emailAddress } from './email-address';
import { passwordMaxLength } from './password-rules';
import { checkEmailHost } from './account-checks.server';
import { startCustomerSession } from './customer-login.server';
import { endEverySignIn, sessionView } from './session-view.server';

/*
 * The session's calls: who is visiting, log in (as a customer or a guest), log out. A new account
 * is in core/orders/registration-calls.server.ts (beside the guest order it may keep), the account's
 * own data in account-calls.server.ts.
 */

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
