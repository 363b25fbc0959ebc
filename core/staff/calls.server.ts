import { z } from 'zod';
import { defineCall } from '../api/define-call';
import type { CallContext } from '../api/context';
import { passwordMaxLength } from '../customers/password-rules';
import { decoyPasswordHash, verifyPassword } from '../customers/passwords.server';
import { enforceRateLimits, releaseHits } from '../security/rate-limits.server';
import { findStaffAccountByEmail, staffLoginRateLimits } from './staff-accounts.server';
import { finishStaffSignIn } from './staff-login.server';

const loginInput = z
  .object({
    email: z.string().trim().min(1, 'errorMessages.email.required').max(300, 'errorMessages.email.valid'),
    password: z.string().min(1, 'errorMessages.password.required').max(passwordMaxLength),
  })
  .strict();

/**
 * A staff member's sign-in, answered like `doLogin`: `false` for a wrong e-mail or password, a
 * deactivated or only invited account (same answer, same time), 429 after too many failures. A
 * success gives the session a new id and the staff sign-in with the account's roles, which every
 * staff call (`access: { staff: [role] }`) checks against the account's roles of now. With
 * two-factor sign-in on (issue 37), it answers `{ twoFactorRequired: true }` instead and
 * `doConfirmStaffLogin` takes the code.
 */
async function signInStaff(ctx: CallContext, { email, password }: z.infer<typeof loginInput>) {
  const { db } = ctx.services;
  const failureHits = await enforceRateLimits(db, staffLoginRateLimits(email, ctx.hints.clientIp), {
    key: 'login.tooManyAttempts',
    message: 'Too many failed logins',
  });
  const account = await findStaffAccountByEmail(db, email);
  const matches = await verifyPassword(account?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!account || !matches || !account.isActive) return null;
  await releaseHits(db, failureHits);
  return finishStaffSignIn(ctx, account);
}

/** doLoginStaff (issue 36): the sign-in of every staff member; answers who signed in and their roles. */
export const doLoginStaff = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: loginInput,
  async handler(ctx, input) {
    return (await signInStaff(ctx, input)) ?? false;
  },
});

/**
 * doLoginEditor (issue 17): the same sign-in under its first name, with the same limits (they
 * count together), answering as it always did.
 */
export const doLoginEditor = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: loginInput,
  async handler(ctx, input) {
    const answer = await signInStaff(ctx, input);
    if (!answer) return false;
    if ('twoFactorRequired' in answer) return answer;
    return { editor: { email: answer.staff.email, name: answer.staff.name } };
  },
});

/**
 * getStaffSession (issue 36): who is signed in to the staff area and with which roles – for any
 * staff member (admin holds every role); 401 without a staff sign-in.
 */
export const getStaffSession = defineCall({
  kind: 'read',
  access: { staff: ['content', 'orders', 'catalogue'], beforeTwoFactor: true },
  input: z.object({}).strict(),
  async handler(ctx) {
    const { email, name, roles } = ctx.staff;
    // An admin who must set up two-factor sign-in first (STAFF_REQUIRE_2FA) is sent to do so.
    return { staff: { email, name, roles, twoFactorSetupRequired: ctx.staff.twoFactorSetupRequired === true } };
  },
});
