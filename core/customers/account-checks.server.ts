import type { CallContext } from '../api/context';
import { ApiError } from '../api/errors';
import { enforceRateLimits, releaseHits } from '../security/rate-limits.server';
import { currentPasswordRateLimits, isBlockedEmailHost, type Customer } from './accounts.server';
import { verifyPassword } from './passwords.server';
import { sessionCustomer } from './session-view.server';

/*
 * The checks the customers' call modules share (they may not import each other): an accepted
 * e-mail host, a logged-in customer, the current password.
 */

/** E-mail for accounts and guests: the §5 rules plus the configured blocked hosts. */
export function checkEmailHost(ctx: CallContext, email: string) {
  if (isBlockedEmailHost(email, ctx.services.config.BLOCKED_EMAIL_HOSTS)) {
    throw new ApiError({
      status: 400,
      key: 'validation',
      message: 'This e-mail host is not accepted.',
      cause: [{ field: 'email', code: 'blocked_host', message: 'errorMessages.email.blockedHost' }],
    });
  }
}

/** The logged-in customer, or 401 (the registry already refuses visitors; a removed account too). */
export async function requireSessionCustomer(ctx: CallContext): Promise<Customer> {
  const customer = await sessionCustomer(ctx);
  if (!customer) throw new ApiError({ status: 401, key: 'unauthorized', message: 'Please log in first.' });
  return customer;
}

/**
 * A change that needs the current password: a wrong one is a message on that field. Limited like
 * the login (currentPasswordLimits): the attempt counts before the check and is given back when
 * the password is right; once used up, 429 with the minutes to wait, even for the right one.
 */
export async function confirmPassword(
  ctx: CallContext,
  customer: Customer,
  password: string,
  field: string,
): Promise<void> {
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

export const wrongPassword = (field: string) =>
  new ApiError({
    status: 400,
    key: 'validation',
    message: 'The current password is wrong.',
    cause: [{ field, code: 'wrong_password', message: 'errorMessages.password.currentWrong' }],
  });
