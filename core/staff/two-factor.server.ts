import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import { ApiError } from '../api/errors';
import type { Database } from '../db/connection.server';
import { editors as staffAccounts } from '../db/editor-schema';
import { takeRateLimits } from '../security/rate-limits.server';
import { hashToken } from '../sessions/session-store.server';
import { findStaffAccount, type StaffAccount } from './staff-accounts.server';
import { matchTotp, newTotpSecret, otpauthUri } from './totp.server';

/**
 * Two-factor sign-in for staff (issue 37): a TOTP secret set up with an authenticator app, and
 * ten one-time recovery codes of which only hashes are kept. A TOTP code counts once: its step is
 * claimed in the rate-limit table (one hit allowed per account and step), so a code seen over a
 * shoulder or replayed from a log is refused, in every process.
 */
const recoveryCodeCount = 10;
const issuer = 'Spiegelshop';

const wrongCode = () =>
  new ApiError({ status: 400, key: 'staff.security.codeWrong', message: 'This code is not valid.' });

/** A recovery code: 10 characters of Base32 without look-alikes, shown as two groups of five. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const chars = Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const recoveryKey = (code: string) => hashToken(code.trim().toLowerCase().replace(/[\s-]/g, ''));

/** Whether an account uses two-factor sign-in. */
export const totpEnabled = (account: Pick<StaffAccount, 'totpEnabledAt' | 'totpSecret'>) =>
  account.totpEnabledAt !== null && account.totpSecret !== null;

/**
 * A new secret for the account (replacing one not yet confirmed): the secret as text, the
 * otpauth:// URI and its QR code as an SVG data URL. Refused while 2FA is on (turn it off first).
 */
export async function startTotpSetup(db: Database, accountId: number) {
  const account = await findStaffAccount(db, accountId);
  if (!account) throw wrongCode();
  if (totpEnabled(account)) {
    throw new ApiError({ status: 409, key: 'staff.security.alreadyOn', message: 'Two-factor sign-in is on already.' });
  }
  const secret = newTotpSecret();
  await db
    .update(staffAccounts)
    .set({ totpSecret: secret, totpEnabledAt: null })
    .where(eq(staffAccounts.id, accountId));
  return totpSetupOf(account.email, secret);
}

/** What the app needs to learn a secret: the secret as text, the otpauth:// URI and its QR code (an SVG data URL). */
export function totpSetupOf(email: string, secret: string) {
  const uri = otpauthUri(issuer, email, secret);
  const svg = renderSVG(uri, { border: 2 });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Claims a TOTP step for the account: false when its code was used already. */
async function claimStep(db: Database, accountId: number, step: number, now: Date): Promise<boolean> {
  const answer = await takeRateLimits(
    db,
    [{ bucket: 'staffTotp.usedStep', key: `${accountId}:${step}`, limit: 1, windowMinutes: 5 }],
    now,
  );
  return answer.allowed;
}

/** Confirms the setup with a first code from the app: 2FA is on, and the recovery codes are given once. */
export async function confirmTotpSetup(db: Database, accountId: number, code: string, now: Date) {
  const account = await findStaffAccount(db, accountId);
  if (!account?.totpSecret || totpEnabled(account)) {
    throw new ApiError({ status: 409, key: 'staff.security.noSetup', message: 'Start the setup first.' });
  }
  const step = matchTotp(account.totpSecret, code, now);
  if (step === null || !(await claimStep(db, accountId, step, now))) throw wrongCode();
  const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await db
    .update(staffAccounts)
    .set({ totpEnabledAt: now, recoveryCodeHashes: recoveryCodes.map(recoveryKey) })
    .where(eq(staffAccounts.id, accountId));
  return { recoveryCodes };
}

/**
 * Checks a second factor: a TOTP code (±1 step, each step once) or an unused recovery code (used
 * up by this). Answers which one matched, or null.
 */
export async function checkSecondFactor(
  db: Database,
  account: StaffAccount,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | null> {
  if (!totpEnabled(account)) return null;
  const step = matchTotp(account.totpSecret!, code, now);
  if (step !== null) return (await claimStep(db, account.id, step, now)) ? 'totp' : null;
  if (!/^[a-z0-9]{10}$/.test(code.trim().toLowerCase().replace(/[\s-]/g, ''))) return null;
  const key = recoveryKey(code);
  // Removed in one statement: two requests with the same code cannot both use it.
  const used = await db
    .update(staffAccounts)
    .set({ recoveryCodeHashes: sql`array_remove(${staffAccounts.recoveryCodeHashes}, ${key})` })
    .where(and(eq(staffAccounts.id, account.id), sql`${key} = any(${staffAccounts.recoveryCodeHashes})`))
    .returning({ id: staffAccounts.id });
  return used.length > 0 ? 'recovery' : null;
}

/** Turns 2FA off after a valid code (TOTP or recovery): the secret and the recovery codes go. */
export async function disableTotp(db: Database, accountId: number, code: string, now: Date): Promise<void> {
  const account = await findStaffAccount(db, accountId);
  if (!account || !totpEnabled(account)) {
    throw new ApiError({ status: 409, key: 'staff.security.notOn', message: 'Two-factor sign-in is not on.' });
  }
  if (!(await checkSecondFactor(db, account, code, now))) throw wrongCode();
  await db
    .update(staffAccounts)
    .set({ totpSecret: null, totpEnabledAt: null, recoveryCodeHashes: [] })
    .where(eq(staffAccounts.id, accountId));
}
