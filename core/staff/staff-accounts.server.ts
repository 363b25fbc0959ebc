import { eq, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import type { Database, Executor } from '../db/connection.server';
import { editors as staffAccounts } from '../db/editor-schema';
import { emailKey } from '../mail/email-key';
import { hashPassword } from '../customers/passwords.server';
import { assertStrongPassword } from '../customers/weak-passwords.server';
import type { RateLimit } from '../security/rate-limits.server';
import type { SessionData } from '../sessions/session-store.server';
import {
  holdsStaffRole,
  staffRoles,
  withStaffSignIn,
  type StaffMember,
  type StaffRole,
  type StaffSignIn,
} from '../sessions/staff-sign-in';

/**
 * Staff accounts (issue 17 as editors, issue 36 with roles): finding and creating them, their
 * login limits, and the staff member of a sign-in. The table keeps its first name, `editors`
 * (core/db/editor-schema.ts); the accounts that were editors hold the role `content`.
 */
export type StaffAccount = typeof staffAccounts.$inferSelect;

export async function findStaffAccountByEmail(db: Executor, email: string): Promise<StaffAccount | null> {
  const [account] = await db
    .select()
    .from(staffAccounts)
    .where(eq(sql`lower(${staffAccounts.email})`, emailKey(email)));
  return account ?? null;
}

export async function findStaffAccount(db: Executor, id: number): Promise<StaffAccount | null> {
  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return account ?? null;
}

/** The roles of a comma-separated list (`orders,content`), or the names that are no role. */
export function parseStaffRoles(list: string): { roles: StaffRole[] } | { unknown: string[] } {
  const names = [...new Set(list.split(',').map((name) => name.trim().toLowerCase()))].filter(Boolean);
  const unknown = names.filter((name) => !staffRoles.includes(name as StaffRole));
  if (unknown.length > 0 || names.length === 0) return { unknown: names.length === 0 ? [list] : unknown };
  return { roles: names as StaffRole[] };
}

/** The roles as stored: only known ones (a role removed from the code counts as none). */
export function rolesOf(account: Pick<StaffAccount, 'roles'>): StaffRole[] {
  return account.roles.filter((role): role is StaffRole => staffRoles.includes(role as StaffRole));
}

/** A new staff account (the CLI and the demo seed); the password must pass the shop's password rules. */
export async function createStaffAccount(
  db: Executor,
  input: { email: string; password: string; name?: string; roles: readonly StaffRole[] },
): Promise<StaffAccount> {
  if (input.roles.length === 0) {
    throw new ApiError({ status: 400, key: 'staff.noRole', message: 'A staff account needs at least one role.' });
  }
  assertStrongPassword(input.password, input.email, [input.name ?? '']);
  if (await findStaffAccountByEmail(db, input.email)) {
    throw new ApiError({
      status: 409,
      key: 'editor.exists',
      message: 'A staff account with this e-mail exists already.',
    });
  }
  const [created] = await db
    .insert(staffAccounts)
    .values({
      email: input.email.trim(),
      name: input.name ?? '',
      passwordHash: await hashPassword(input.password),
      roles: [...new Set(input.roles)],
    })
    .returning();
  return created!;
}

export async function recordStaffLogin(db: Database, accountId: number): Promise<void> {
  await db.update(staffAccounts).set({ lastLoginAt: new Date() }).where(eq(staffAccounts.id, accountId));
}

/**
 * Like the customers' login: at most 100 failures an hour per account and 300 per address. The
 * buckets keep the editor's names, so `doLoginStaff` and its alias `doLoginEditor` count together.
 */
export const staffLoginRateLimits = (email: string, ip: string): RateLimit[] => [
  { bucket: 'editorLogin.account', key: emailKey(email), limit: 100, windowMinutes: 60 },
  { bucket: 'editorLogin.address', key: ip, limit: 300, windowMinutes: 60 },
];

/**
 * The staff member of a sign-in, as the registry resolves it before every staff call, with the
 * account's roles of now: null when the account was removed or deactivated since (it counts as
 * signed out, 401). With `requireTwoFactor` (STAFF_REQUIRE_2FA), an admin without two-factor
 * sign-in is marked: only the calls that set it up let them through (core/api/registry.ts).
 */
export async function staffMemberOf(
  db: Database,
  signIn: StaffSignIn,
  options: { requireTwoFactor?: boolean } = {},
): Promise<StaffMember | null> {
  if (signIn.role !== 'editor') return null;
  const account = await findStaffAccount(db, signIn.accountId);
  if (!account?.isActive) return null;
  const roles = rolesOf(account);
  const twoFactorSetupRequired =
    options.requireTwoFactor === true && roles.includes('admin') && account.totpEnabledAt === null;
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    roles,
    ...(twoFactorSetupRequired ? { twoFactorSetupRequired } : {}),
  };
}

/**
 * The session's data with a staff member signed in from now. For one who may edit, signing in is
 * the intent to edit, so the editor shows at once; `withEditing` turns it off and on.
 */
export function withStaffMember(data: SessionData, accountId: number, roles: StaffRole[], now: Date): SessionData {
  const editing = holdsStaffRole(roles, 'content');
  return withStaffSignIn(data, { role: 'editor', accountId, signedInAt: now, editing, roles });
}
