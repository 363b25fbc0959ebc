import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import type { Database, Executor } from '../db/connection.server';
import { editors as staffAccounts } from '../db/editor-schema';
import { sessions } from '../db/schema';
import { hashPassword } from '../customers/passwords.server';
import { assertStrongPassword } from '../customers/weak-passwords.server';
import { hashToken } from '../sessions/session-store.server';
import type { StaffRole } from '../sessions/staff-sign-in';
import { findStaffAccountByEmail, rolesOf, type StaffAccount } from './staff-accounts.server';

/**
 * The staff accounts as an admin manages them (issue 37): the list, invitations and new-password
 * links (one-time, 72 hours, only the SHA-256 of the token kept), roles, deactivation. The shop
 * always keeps one active admin: the last one can neither lose the role nor be deactivated.
 */
export const staffLinkValidHours = 72;

export interface StaffAccountView {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  active: boolean;
  twoFactor: boolean;
  lastSignInAt: string | null;
  /** Invited and the link not used yet (such an account cannot sign in). */
  invited: boolean;
}

export async function listStaffAccounts(db: Database): Promise<StaffAccountView[]> {
  const rows = await db
    .select()
    .from(staffAccounts)
    .orderBy(asc(sql`lower(${staffAccounts.email})`));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    roles: rolesOf(row),
    active: row.isActive,
    twoFactor: row.totpEnabledAt !== null,
    lastSignInAt: row.lastLoginAt?.toISOString() ?? null,
    invited: !row.isActive && row.invitationTokenHash !== null && row.lastLoginAt === null,
  }));
}

const notFound = () => new ApiError({ status: 404, key: 'staff.accounts.notFound', message: 'No such staff account.' });
const lastAdmin = () =>
  new ApiError({ status: 409, key: 'staff.accounts.lastAdmin', message: 'The shop needs at least one active admin.' });

/** A new one-time link for the account (replacing any earlier one): the token, to be mailed. */
async function issueLink(db: Executor, accountId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(staffAccounts)
    .set({
      invitationTokenHash: hashToken(token),
      invitationExpiresAt: new Date(now.getTime() + staffLinkValidHours * 3_600_000),
    })
    .where(eq(staffAccounts.id, accountId));
  return token;
}

/** An invited account: inactive until its link is used; its password is unknown to anyone until then. */
export async function inviteStaff(
  db: Database,
  input: { email: string; name: string; roles: StaffRole[] },
  now: Date,
): Promise<{ account: StaffAccount; token: string }> {
  return db.transaction(async (tx) => {
    if (await findStaffAccountByEmail(tx, input.email)) {
      throw new ApiError({
        status: 409,
        key: 'editor.exists',
        message: 'A staff account with this e-mail exists already.',
      });
    }
    const [account] = await tx
      .insert(staffAccounts)
      .values({
        email: input.email,
        name: input.name,
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        roles: [...new Set(input.roles)],
        isActive: false,
      })
      .returning();
    const token = await issueLink(tx, account!.id, now);
    return { account: account!, token };
  });
}

/** A new-password link for an account (for an invited one: a new invitation). Not for a deactivated account. */
export async function newStaffPasswordLink(db: Database, staffId: number, now: Date) {
  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, staffId));
  if (!account) throw notFound();
  const invited = !account.isActive && account.invitationTokenHash !== null && account.lastLoginAt === null;
  if (!account.isActive && !invited) {
    throw new ApiError({ status: 409, key: 'staff.accounts.inactive', message: 'Activate the account first.' });
  }
  return { account, invited, token: await issueLink(db, staffId, now) };
}

/** Every sign-in of the account ends (its sessions stay, without the staff sign-in or a pending one). */
async function endStaffSessions(db: Executor, accountId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ data: sql`(${sessions.data} - 'staff') - 'staffTwoFactor'` })
    .where(
      sql`(${sessions.data} -> 'staff' ->> 'accountId') = ${String(accountId)}
        or (${sessions.data} -> 'staffTwoFactor' ->> 'accountId') = ${String(accountId)}`,
    );
}

/**
 * Changes an account under a lock on the staff accounts, refusing when no other active admin
 * would be left (`keepsAdmin`: whether the account is an active admin after the change).
 */
async function changeGuarded(
  db: Database,
  staffId: number,
  keepsAdmin: boolean,
  change: (tx: Executor, account: StaffAccount) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    // One change of admins at a time: two admins removing each other cannot both succeed.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-accounts.admins'))`);
    const [account] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, staffId));
    if (!account) throw notFound();
    const isActiveAdmin = account.isActive && rolesOf(account).includes('admin');
    if (isActiveAdmin && !keepsAdmin) {
      const [others] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(staffAccounts)
        .where(
          and(
            ne(staffAccounts.id, staffId),
            eq(staffAccounts.isActive, true),
            sql`'admin' = any(${staffAccounts.roles})`,
          ),
        );
      if ((others?.count ?? 0) === 0) throw lastAdmin();
    }
    await change(tx, account);
  });
}

export async function setStaffRoles(db: Database, staffId: number, roles: StaffRole[]): Promise<void> {
  const unique = [...new Set(roles)];
  await changeGuarded(db, staffId, unique.includes('admin'), async (tx) => {
    await tx.update(staffAccounts).set({ roles: unique }).where(eq(staffAccounts.id, staffId));
  });
}

/**
 * Activates or deactivates an account. Deactivated, it cannot sign in and every sign-in of it ends
 * at once; an open link of it stops working. Activating an invited account is not how it starts:
 * the invited person does that with the link.
 */
export async function setStaffActive(db: Database, staffId: number, active: boolean, actorId: number): Promise<void> {
  if (!active && staffId === actorId) {
    throw new ApiError({ status: 409, key: 'staff.accounts.notYourself', message: 'You cannot deactivate yourself.' });
  }
  await changeGuarded(db, staffId, active, async (tx, account) => {
    if (active) {
      if (account.invitationTokenHash !== null && account.lastLoginAt === null && !account.isActive) {
        throw new ApiError({
          status: 409,
          key: 'staff.accounts.stillInvited',
          message: 'The invitation has not been accepted yet.',
        });
      }
      await tx.update(staffAccounts).set({ isActive: true }).where(eq(staffAccounts.id, staffId));
      return;
    }
    await tx
      .update(staffAccounts)
      .set({ isActive: false, invitationTokenHash: null, invitationExpiresAt: null })
      .where(eq(staffAccounts.id, staffId));
    await endStaffSessions(tx, staffId);
  });
}

/**
 * An admin turns off another account's two-factor sign-in (its phone is lost): the secret, the
 * date it was turned on and the recovery codes go, and every sign-in of the account ends at once.
 * It signs in with its password alone then – or, as an admin where STAFF_REQUIRE_2FA asks for it,
 * sets it up again first. Not for one's own account: that is turned off on the security page with
 * a code (409 here), so a stolen admin session cannot drop its own second factor.
 */
export async function resetStaffTwoFactor(db: Database, staffId: number, actorId: number): Promise<void> {
  if (staffId === actorId) {
    throw new ApiError({
      status: 409,
      key: 'staff.accounts.ownTwoFactor',
      message: 'Turn off your own two-factor sign-in on the security page.',
    });
  }
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(staffAccounts)
      .set({ totpSecret: null, totpEnabledAt: null, recoveryCodeHashes: [] })
      .where(and(eq(staffAccounts.id, staffId), isNotNull(staffAccounts.totpEnabledAt)))
      .returning({ id: staffAccounts.id });
    if (!reset) {
      const [exists] = await tx
        .select({ id: staffAccounts.id })
        .from(staffAccounts)
        .where(eq(staffAccounts.id, staffId));
      if (!exists) throw notFound();
      throw new ApiError({
        status: 409,
        key: 'staff.accounts.twoFactorNotOn',
        message: 'This account does not use two-factor sign-in.',
      });
    }
    await endStaffSessions(tx, staffId);
  });
}

/** The account of a link still valid, or null (unknown, used or expired). */
async function accountOfLink(db: Executor, token: string, now: Date): Promise<StaffAccount | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [account] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.invitationTokenHash, hashToken(token)), gt(staffAccounts.invitationExpiresAt, now)));
  return account ?? null;
}

/** What the link's page shows: whose link it is, or why it cannot be used (`gone`: used or expired). */
export async function staffLinkState(db: Database, token: string, now: Date) {
  const account = await accountOfLink(db, token, now);
  if (!account) return null;
  return { email: account.email, name: account.name, invitation: !account.isActive };
}

/**
 * Uses a link: the password is set (the shop's password rules), the account is active, the link
 * is spent, and any other sign-in of the account ends. Answers the account to sign in.
 */
export async function acceptStaffLink(db: Database, token: string, password: string, now: Date) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const account = await accountOfLink(tx, token, now);
    if (!account) {
      throw new ApiError({ status: 410, key: 'staff.invitation.gone', message: 'This link was used or has expired.' });
    }
    assertStrongPassword(password, account.email, [account.name]);
    const [updated] = await tx
      .update(staffAccounts)
      .set({ passwordHash, isActive: true, invitationTokenHash: null, invitationExpiresAt: null })
      .where(and(eq(staffAccounts.id, account.id), eq(staffAccounts.invitationTokenHash, hashToken(token))))
      .returning();
    if (!updated) {
      throw new ApiError({ status: 410, key: 'staff.invitation.gone', message: 'This link was used or has expired.' });
    }
    await endStaffSessions(tx, account.id);
    return updated;
  });
}
