import { z } from 'zod';
import { defineCall } from '../api/define-call';
import type { CallContext } from '../api/context';
import { withRepeatedPassword } from '../customers/password-rules';
import { localizePath } from '../i18n/locales';
import { composeMail } from '../mail/shop-mails';
import { staffRoles } from '../sessions/staff-sign-in';
import {
  acceptStaffLink,
  inviteStaff,
  listStaffAccounts,
  newStaffPasswordLink,
  resetStaffTwoFactor,
  setStaffActive,
  setStaffRoles,
  staffLinkState,
  staffLinkValidHours,
} from './staff-admin.server';
import { finishStaffSignIn } from './staff-login.server';

/*
 * The staff accounts (issue 37), for admins: list, invite, roles, (de)activate, a new-password
 * link, resetting another account's two-factor sign-in. The link's own page
 * (/staff/invitation/:token) uses the two anonymous calls at the end.
 */

const staffId = z.number().int().positive().max(2_147_483_647);
const roles = z.array(z.enum(staffRoles)).min(1, 'staff.accounts.noRole').max(staffRoles.length);
const token = z.string().max(200);

/** The link's mail, in the language of the admin who sent it. */
async function mailLink(
  ctx: CallContext,
  to: { email: string; name: string },
  linkToken: string,
  kind: 'staffInvitation' | 'staffPasswordLink',
) {
  const { config, mailer } = ctx.services;
  const link = `${config.publicUrl}${localizePath(`/staff/invitation/${linkToken}`, ctx.locale)}`;
  await mailer.send(
    composeMail(ctx.locale, kind, to.email, { name: to.name || to.email, hours: staffLinkValidHours }, link),
  );
}

/** getStaffAccounts: every staff account with its roles, state, two-factor sign-in and last sign-in. */
export const getStaffAccounts = defineCall({
  kind: 'read',
  access: { staff: ['admin'] },
  input: z.object({}).strict(),
  async handler(ctx) {
    return { accounts: await listStaffAccounts(ctx.services.db), self: ctx.staff.id };
  },
});

/** doInviteStaff: a new account, inactive until the invited person sets a password with the mailed link. */
export const doInviteStaff = defineCall({
  kind: 'write',
  access: { staff: ['admin'] },
  input: z
    .object({
      email: z.email('errorMessages.email.valid').max(300, 'errorMessages.email.valid'),
      name: z.string().trim().max(200, 'staff.errors.tooLong').optional(),
      roles,
    })
    .strict(),
  async handler(ctx, input) {
    const { account, token: linkToken } = await inviteStaff(
      ctx.services.db,
      { email: input.email, name: input.name ?? '', roles: input.roles },
      ctx.services.now(),
    );
    await mailLink(ctx, account, linkToken, 'staffInvitation');
    return { id: account.id };
  },
});

/** doSetStaffRoles: an account's roles (the last active admin keeps `admin`: 409). */
export const doSetStaffRoles = defineCall({
  kind: 'write',
  access: { staff: ['admin'] },
  input: z.object({ staffId, roles }).strict(),
  async handler(ctx, input) {
    await setStaffRoles(ctx.services.db, input.staffId, input.roles);
    return true;
  },
});

/** doSetStaffActive: deactivated, an account cannot sign in and its sign-ins end at once. */
export const doSetStaffActive = defineCall({
  kind: 'write',
  access: { staff: ['admin'] },
  input: z.object({ staffId, active: z.boolean() }).strict(),
  async handler(ctx, input) {
    await setStaffActive(ctx.services.db, input.staffId, input.active, ctx.staff.id);
    return true;
  },
});

/** doResetStaffPassword: mails a one-time link to set a new password (an invited account: the invitation again). */
export const doResetStaffPassword = defineCall({
  kind: 'write',
  access: { staff: ['admin'] },
  input: z.object({ staffId }).strict(),
  async handler(ctx, input) {
    const {
      account,
      invited,
      token: linkToken,
    } = await newStaffPasswordLink(ctx.services.db, input.staffId, ctx.services.now());
    await mailLink(ctx, account, linkToken, invited ? 'staffInvitation' : 'staffPasswordLink');
    return true;
  },
});

/**
 * doResetStaffTwoFactor: turns off another account's two-factor sign-in (a lost phone) and ends
 * its sign-ins at once; 409 for one's own account (the security page, with a code) and for an
 * account without it. The log names the accounts, never a secret.
 */
export const doResetStaffTwoFactor = defineCall({
  kind: 'write',
  access: { staff: ['admin'] },
  input: z.object({ staffId }).strict(),
  async handler(ctx, input) {
    await resetStaffTwoFactor(ctx.services.db, input.staffId, ctx.staff.id);
    ctx.services.logger.info('staff two-factor sign-in reset by an admin', {
      staffId: input.staffId,
      by: ctx.staff.id,
    });
    return true;
  },
});

/** getStaffInvitation: whose link it is, or `null` when it was used or has expired. */
export const getStaffInvitation = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({ token }).strict(),
  async handler(ctx, input) {
    return { link: await staffLinkState(ctx.services.db, input.token, ctx.services.now()) };
  },
});

/**
 * doAcceptStaffInvitation: sets the password with a link (once; 410 when used or expired) and
 * signs the account in – or asks for the code when it uses two-factor sign-in.
 */
export const doAcceptStaffInvitation = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: withRepeatedPassword({ token }),
  async handler(ctx, input) {
    const { token: linkToken, password } = input as { token: string; password: string };
    const account = await acceptStaffLink(ctx.services.db, linkToken, password, ctx.services.now());
    return finishStaffSignIn(ctx, account);
  },
});
