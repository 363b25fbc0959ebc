import type { CallContext } from '../api/context';
import { ApiError } from '../api/errors';
import type { SessionData } from '../sessions/session-store.server';
import {
  findStaffAccount,
  recordStaffLogin,
  rolesOf,
  withStaffMember,
  type StaffAccount,
} from './staff-accounts.server';
import { totpEnabled } from './two-factor.server';

/**
 * The last step of a staff sign-in (issue 37): with two-factor sign-in on, a correct password
 * only leaves a pending sign-in in the session (`staffTwoFactor`, five minutes, nobody signed in
 * yet) for `doConfirmStaffLogin`; without it, or once the code is right, the session gets a new id
 * and the staff sign-in.
 */
const pendingSignInMinutes = 5;

interface PendingSignIn {
  accountId: number;
  since: string;
}

export type StaffSignInAnswer =
  | { twoFactorRequired: true }
  | { staff: { email: string; name: string; roles: ReturnType<typeof rolesOf> }; setupTwoFactor: boolean };

/** The session's data without a pending sign-in. */
const withoutPending = (data: SessionData): SessionData =>
  Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'staffTwoFactor')) as SessionData;

/** Signs the account in now, or (2FA on) leaves the pending sign-in. */
export async function finishStaffSignIn(ctx: CallContext, account: StaffAccount): Promise<StaffSignInAnswer> {
  const now = ctx.services.now();
  const session = await ctx.session.ensure();
  if (totpEnabled(account)) {
    const pending: PendingSignIn = { accountId: account.id, since: now.toISOString() };
    // Whoever was signed in on this session before is not any more: the new sign-in is not done.
    await ctx.session.rotate({ data: { ...withStaffMemberless(session.data), staffTwoFactor: pending } });
    return { twoFactorRequired: true };
  }
  return signInNow(ctx, account, session.data);
}

function withStaffMemberless(data: SessionData): SessionData {
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'staff')) as SessionData;
}

async function signInNow(ctx: CallContext, account: StaffAccount, data: SessionData): Promise<StaffSignInAnswer> {
  const roles = rolesOf(account);
  // The session store's limits count on the real clock (the shop's `now` may be a test's).
  await recordStaffLogin(ctx.services.db, account.id);
  await ctx.session.rotate({ data: withStaffMember(withoutPending(data), account.id, roles, new Date()) });
  // An admin who must use two-factor sign-in (STAFF_REQUIRE_2FA) and has not set it up goes there first.
  const setupTwoFactor = ctx.services.config.STAFF_REQUIRE_2FA && roles.includes('admin') && !totpEnabled(account);
  return { staff: { email: account.email, name: account.name, roles }, setupTwoFactor };
}

/** The account of the session's pending sign-in, if it is recent and the account still active. */
export async function pendingStaffAccount(ctx: CallContext): Promise<StaffAccount | null> {
  const pending = (await ctx.session.current())?.data.staffTwoFactor as Partial<PendingSignIn> | undefined;
  if (!pending || typeof pending.accountId !== 'number' || typeof pending.since !== 'string') return null;
  const since = Date.parse(pending.since);
  const age = ctx.services.now().getTime() - since;
  if (Number.isNaN(since) || age < -60_000 || age > pendingSignInMinutes * 60_000) return null;
  const account = await findStaffAccount(ctx.services.db, pending.accountId);
  return account?.isActive ? account : null;
}

/** Completes the pending sign-in after its second factor was checked. */
export async function completePendingSignIn(ctx: CallContext, account: StaffAccount): Promise<StaffSignInAnswer> {
  const session = await ctx.session.current();
  if (!session) throw pendingExpired();
  return signInNow(ctx, account, session.data);
}

export const pendingExpired = () =>
  new ApiError({
    status: 401,
    key: 'staff.security.signInExpired',
    message: 'The sign-in took too long. Please enter your password again.',
  });
