import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import { enforceRateLimits, releaseHits } from '../security/rate-limits.server';
import { findStaffAccount, staffLoginRateLimits } from './staff-accounts.server';
import { completePendingSignIn, pendingExpired, pendingStaffAccount } from './staff-login.server';
import {
  checkSecondFactor,
  confirmTotpSetup,
  disableTotp,
  startTotpSetup,
  totpEnabled,
  totpSetupOf,
} from './two-factor.server';

/*
 * Two-factor sign-in (issue 37): every staff member sets it up for themselves (any role), and
 * the sign-in's second step. The setup's calls are open to an admin who must set it up first.
 */

const code = z.string().trim().min(1, 'staff.security.codeRequired').max(20, 'staff.security.codeWrong');
const anyStaff = ['content', 'orders', 'catalogue'] as const;
const attemptsRefused = { key: 'login.tooManyAttempts', message: 'Too many failed attempts' };

/** getTwoFactorState: whether the signed-in staff member uses two-factor sign-in, and recovery codes left. */
export const getTwoFactorState = defineCall({
  kind: 'read',
  access: { staff: anyStaff, beforeTwoFactor: true },
  input: z.object({}).strict(),
  async handler(ctx) {
    const account = await findStaffAccount(ctx.services.db, ctx.staff.id);
    const enabled = account ? totpEnabled(account) : false;
    return {
      enabled,
      recoveryCodesLeft: enabled ? account!.recoveryCodeHashes.length : 0,
      required: ctx.staff.twoFactorSetupRequired === true,
      // A setup begun and not confirmed yet: the page shows its QR code again.
      setup: !enabled && account?.totpSecret ? totpSetupOf(account.email, account.totpSecret) : null,
    };
  },
});

/** doStartTotpSetup: a new secret, its otpauth:// URI and QR code (SVG), not yet in force. */
export const doStartTotpSetup = defineCall({
  kind: 'write',
  access: { staff: anyStaff, beforeTwoFactor: true },
  input: z.object({}).strict(),
  async handler(ctx) {
    return startTotpSetup(ctx.services.db, ctx.staff.id);
  },
});

/** doConfirmTotpSetup: a first code from the app turns it on; answers the 10 recovery codes, once. */
export const doConfirmTotpSetup = defineCall({
  kind: 'write',
  access: { staff: anyStaff, beforeTwoFactor: true },
  input: z.object({ code }).strict(),
  async handler(ctx, input) {
    const { db } = ctx.services;
    const hits = await enforceRateLimits(
      db,
      staffLoginRateLimits(ctx.staff.email, ctx.hints.clientIp),
      attemptsRefused,
    );
    const answer = await confirmTotpSetup(db, ctx.staff.id, input.code, ctx.services.now());
    await releaseHits(db, hits);
    return answer;
  },
});

/** doDisableTotp: turns it off with a valid code (from the app or a recovery code). */
export const doDisableTotp = defineCall({
  kind: 'write',
  access: { staff: anyStaff },
  input: z.object({ code }).strict(),
  async handler(ctx, input) {
    const { db } = ctx.services;
    const hits = await enforceRateLimits(
      db,
      staffLoginRateLimits(ctx.staff.email, ctx.hints.clientIp),
      attemptsRefused,
    );
    await disableTotp(db, ctx.staff.id, input.code, ctx.services.now());
    await releaseHits(db, hits);
    return true;
  },
});

/**
 * doConfirmStaffLogin: the sign-in's second step, within five minutes of the password: a code of
 * the app (each once) or a recovery code (used up). Failures count with the password's.
 */
export const doConfirmStaffLogin = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ code }).strict(),
  async handler(ctx, input) {
    const { db } = ctx.services;
    const account = await pendingStaffAccount(ctx);
    if (!account) throw pendingExpired();
    const hits = await enforceRateLimits(db, staffLoginRateLimits(account.email, ctx.hints.clientIp), attemptsRefused);
    const factor = await checkSecondFactor(db, account, input.code, ctx.services.now());
    if (!factor) {
      throw new ApiError({ status: 400, key: 'staff.security.codeWrong', message: 'This code is not valid.' });
    }
    await releaseHits(db, hits);
    return completePendingSignIn(ctx, account);
  },
});
