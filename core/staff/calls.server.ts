import { z } from 'zod';
import { defineCall } from '../api/define-call';
import type { CallContext } from '../api/context';
import { passwordMaxLength } from '../customers/password-rules';
import { decoyPasswordHash, verifyPassword } from '../customers/passwords.server';
import { enforceRateLimits, releaseHits } from '../security/rate-limits.server';
import {
  findStaffAccountByEmail,
  recordStaffLogin,
  rolesOf,
  staffLoginRateLimits,
  withStaffMember,
} from './staff-accounts.server';

const loginInput = z
  .object({
    email: z.string().trim().min(1, 'errorMessages.email.required').max(300, 'errorMessages.email.valid'),
    password: z.string().min(1, 'errorMessages.password.required').max(passwordMaxLength),
  })
  .strict();

/**
 * A staff member's sign-in, answered like `doLogin`: `false` for a wrong e-mail or password (same
 * answer, same time), 429 after too many failures. A success gives the session a new id and the
 * staff sign-in with the account's roles, which every staff call (`access: { staff: [role] }`)
 * checks against the account's roles of now.
 */
async function signInStaff(ctx: CallContext, { email, password }: z.infer<typeof loginInput>) {
  const { db } = ctx.services;
  const failureHits = await enforceRateLimits(db, staffLoginRateLimits(email, ctx.hints.clientIp), {
    key: 'login.tooManyAttempts',
    message: 'Too many failed logins',
  });
  const account = await findStaffAccountByEmail(db, email);
  const matches = await verifyPassword(account?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!account || !matches) return null;
  await releaseHits(db, failureHits);
  await recordStaffLogin(db, account.id);
  const roles = rolesOf(account);
  const session = await ctx.session.ensure();
  await ctx.session.rotate({ data: withStaffMember(session.data, account.id, roles, new Date()) });
  return { email: account.email, name: account.name, roles };
}

/** doLoginStaff (issue 36): the sign-in of every staff member; answers who signed in and their roles. */
export const doLoginStaff = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: loginInput,
  async handler(ctx, input) {
    const staff = await signInStaff(ctx, input);
    return staff ? { staff } : false;
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
    const staff = await signInStaff(ctx, input);
    return staff ? { editor: { email: staff.email, name: staff.name } } : false;
  },
});

/**
 * getStaffSession (issue 36): who is signed in to the staff area and with which roles – for any
 * staff member (admin holds every role); 401 without a staff sign-in.
 */
export const getStaffSession = defineCall({
  kind: 'read',
  access: { staff: ['content', 'orders', 'catalogue'] },
  input: z.object({}).strict(),
  async handler(ctx) {
    return { staff: { email: ctx.staff.email, name: ctx.staff.name, roles: ctx.staff.roles } };
  },
});
